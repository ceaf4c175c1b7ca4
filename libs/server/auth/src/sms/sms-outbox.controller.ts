import { isIPv4 } from 'node:net';
import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@chonail/shared/contracts';
import { isValidPhone, normalizePhone } from '@chonail/shared/domain';
import { DomainError } from '@chonail/server/core/base';
import { OutboxSmsSender, type OutboxMessage } from './outbox-sms.sender';

const outboxQuerySchema = z.object({
  // Normalised like sign-up does, so "7135550123" finds what was sent to "+17135550123".
  phone: z
    .string({ message: 'is required' })
    .trim()
    .min(1, { message: 'is required' })
    .transform(normalizePhone)
    .refine(isValidPhone, { message: 'must be a phone number, e.g. +17135550123' }),
});
class OutboxQueryDto extends createZodDto(outboxQuerySchema) {}

const outboxMessageSchema = z.object({
  to: z.string(),
  text: z.string(),
  code: z.string(),
  purpose: z.enum(['registration', 'reset', 'login', 'account-exists']),
  createdAt: z.string(),
});
class OutboxMessageDto extends createZodDto(outboxMessageSchema) {}

const isLoopback = (address = ''): boolean => {
  const plain = address.replace(/^::ffff:/, '');
  return plain === '::1' || (isIPv4(plain) && plain.startsWith('127.'));
};

/**
 * Both the peer and the address a trusted proxy reports must be this machine: a trusted hop count
 * alone would let a direct client name 127.0.0.1 in X-Forwarded-For.
 */
const fromThisMachine = (request: FastifyRequest) => isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);

/**
 * Development and tests only: SmsModule registers it only with SMS_OUTBOX=true, which config refuses
 * in production, and it answers clients on this machine only.
 */
@ApiTags('dev')
@Controller('dev/sms-outbox')
export class SmsOutboxController {
  constructor(private readonly outbox: OutboxSmsSender) {}

  @Get()
  @ApiOperation({ summary: 'SMS the development outbox holds for a phone, newest first (not in production)' })
  @ApiOkResponse({ type: [OutboxMessageDto] })
  list(@Query() query: OutboxQueryDto, @Req() request: FastifyRequest): Promise<OutboxMessage[]> {
    // Answered as if the route did not exist, so a scan learns nothing.
    if (!fromThisMachine(request)) throw new DomainError(ErrorCode.NotFound, 'Cannot GET /api/dev/sms-outbox', 404);
    return this.outbox.list(query.phone);
  }
}
