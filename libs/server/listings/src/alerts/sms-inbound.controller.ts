import { Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AlertErrorCode, ErrorCode, inboundSmsSchema } from '@chonail/shared/contracts';
import { isStopReply } from '@chonail/shared/domain';
import { APP_CONFIG, type AppConfig, DomainError } from '@chonail/server/core/base';
import { hasVonageSignature } from '@chonail/server/auth';
import { SmsOptOutsRepository } from './sms-opt-outs.repository';

/** A signed text older (or newer) than this is refused: a captured request cannot be replayed later. */
const SIGNATURE_MAX_AGE_SECONDS = 5 * 60;

const refused = () => new DomainError(AlertErrorCode.InvalidSmsSignature, 'Signature missing or not valid', 401);

/**
 * Vonage's inbound SMS webhook (issue 39): a reply of STOP, DUNG or HUY stops every alert text to
 * the phone it came from. Vonage sends it as GET or POST (form or JSON) as the number is set up;
 * every field it sends is signed, and without VONAGE_SIGNATURE_SECRET nothing is taken.
 */
@ApiTags('sms')
@Controller('sms/inbound')
export class SmsInboundController {
  constructor(
    private readonly optOuts: SmsOptOutsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @HttpCode(204)
  async viaGet(@Req() request: FastifyRequest): Promise<void> {
    await this.receive(request.query);
  }

  @Post()
  @HttpCode(204)
  async viaPost(@Req() request: FastifyRequest): Promise<void> {
    await this.receive({ ...(request.query as object), ...((request.body as object | null) ?? {}) });
  }

  private async receive(raw: unknown, now = Date.now()): Promise<void> {
    const parsed = inboundSmsSchema.safeParse(raw);
    if (!parsed.success) {
      throw new DomainError(ErrorCode.ValidationError, 'Invalid input', 400, parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
    }
    const secret = this.config.VONAGE_SIGNATURE_SECRET;
    if (!secret) throw refused();
    // The signature covers every field as sent, as strings.
    const params = Object.fromEntries(Object.entries(parsed.data).map(([key, value]) => [key, String(value)]));
    if (!hasVonageSignature(params, secret, this.config.VONAGE_SIGNATURE_METHOD)) throw refused();
    if (Math.abs(now / 1000 - Number(parsed.data.timestamp)) > SIGNATURE_MAX_AGE_SECONDS) throw refused();
    if (isStopReply(parsed.data.text)) await this.optOuts.stop(`+${parsed.data.msisdn}`, 'reply');
  }
}
