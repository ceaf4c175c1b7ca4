import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { isValidPhone, normalizePhone } from '@chonail/shared/domain';
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
  purpose: z.enum(['registration', 'reset']),
  createdAt: z.string(),
});
class OutboxMessageDto extends createZodDto(outboxMessageSchema) {}

/**
 * Development and tests only: SmsModule registers it only while the outbox stands in for Vonage and
 * NODE_ENV is not production, so in production the route does not exist at all.
 */
@ApiTags('dev')
@Controller('dev/sms-outbox')
export class SmsOutboxController {
  constructor(private readonly outbox: OutboxSmsSender) {}

  @Get()
  @ApiOperation({ summary: 'SMS the development outbox holds for a phone, newest first (not in production)' })
  @ApiOkResponse({ type: [OutboxMessageDto] })
  list(@Query() query: OutboxQueryDto): Promise<OutboxMessage[]> {
    return this.outbox.list(query.phone);
  }
}
