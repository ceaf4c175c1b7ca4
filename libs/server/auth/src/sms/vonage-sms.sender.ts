import { Inject, Injectable } from '@nestjs/common';
import { Vonage } from '@vonage/server-sdk';
import { AuthErrorCode } from '@chonail/shared/contracts';
import { APP_CONFIG, DomainError, JsonLogger, type AppConfig } from '@chonail/server/core/base';
import type { SmsMessage, SmsSender } from './sms-sender';

type SendParams = Parameters<Vonage['sms']['send']>[0] & object;

/** Without it the SDK waits for as long as the socket stays open; the caller is a person waiting for a code. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * GSM-7, the default SMS alphabet, has no Vietnamese letters: Vonage would replace them. Anything
 * outside printable ASCII goes as unicode (shorter segments, but the text arrives as written).
 */
const needsUnicode = (text: string) => /[^\x20-\x7e\r\n]/.test(text);

/** Real SMS through Vonage's SMS API (ARCHITECTURE.md section 6). */
@Injectable()
export class VonageSmsSender implements SmsSender {
  private readonly vonage: Vonage;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: JsonLogger,
  ) {
    if (!config.VONAGE_API_KEY || !config.VONAGE_API_SECRET) {
      throw new Error('VonageSmsSender needs VONAGE_API_KEY and VONAGE_API_SECRET');
    }
    this.vonage = new Vonage(
      { apiKey: config.VONAGE_API_KEY, apiSecret: config.VONAGE_API_SECRET },
      { timeout: REQUEST_TIMEOUT_MS, ...(config.VONAGE_REST_HOST ? { restHost: config.VONAGE_REST_HOST } : {}) },
    );
  }

  async send(message: SmsMessage): Promise<void> {
    const params: SendParams = {
      // Vonage wants the number in international format without the leading '+'.
      to: message.to.replace(/^\+/, ''),
      from: this.config.VONAGE_FROM,
      text: message.text,
      ...(needsUnicode(message.text) ? { type: 'unicode' as SendParams['type'] } : {}),
    };
    try {
      const response = await this.vonage.sms.send(params);
      // The SDK throws when a message has a status other than '0'; an answer with no message at all is a failure too.
      if (!response.messages?.length) throw new Error('Vonage answered without any message');
      this.logger.info('sms sent', {
        to: message.to,
        purpose: message.purpose,
        messageIds: response.messages.map((m) => m.messageId),
      });
    } catch (error) {
      // Only the provider's verdict: the error objects also hold the request, whose headers carry the credentials.
      this.logger.entry('error', 'sms failed', { to: message.to, purpose: message.purpose, ...providerFailure(error) });
      throw new DomainError(AuthErrorCode.SmsFailed, 'Could not send the SMS. Please try again.', 502);
    }
  }
}

/**
 * What the SDK's errors say about the failure: SMSFailure carries the per-message statuses,
 * VetchError the HTTP response (e.g. 401 for wrong credentials), anything else (DNS, refused
 * connection, timeout) just a message.
 */
function providerFailure(error: unknown): Record<string, unknown> {
  const response = (error as { response?: unknown })?.response as
    | { messages?: Array<{ status?: string; errorText?: string }>; status?: unknown }
    | undefined;
  if (Array.isArray(response?.messages)) {
    return {
      providerStatuses: response.messages.map((m) => ({ status: m.status, errorText: m.errorText })),
    };
  }
  const failure: Record<string, unknown> = { reason: error instanceof Error ? error.message : String(error) };
  if (typeof response?.status === 'number') failure['httpStatus'] = response.status;
  return failure;
}

/** Our names of Vonage's signature methods (VONAGE_SIGNATURE_METHOD) and the SDK's. */
const SIGNATURE_METHODS = { md5hash: 'MD5HASH', md5: 'MD5HMAC', sha1: 'SHA1HMAC', sha256: 'SHA256HMAC', sha512: 'SHA512HMAC' } as const;
type VerifySignature = Vonage['sms']['verifySignature'];

/**
 * Whether an inbound text's parameters carry Vonage's signature (`sig`) under our signature secret,
 * by the SDK's own check. The SDK's SMS client needs no credentials for it.
 */
export function hasVonageSignature(params: Record<string, string>, secret: string, method: keyof typeof SIGNATURE_METHODS): boolean {
  const sms = new Vonage({ apiKey: 'inbound', apiSecret: 'inbound' }).sms;
  try {
    return sms.verifySignature(params['sig'] ?? '', params, secret, SIGNATURE_METHODS[method] as Parameters<VerifySignature>[3]);
  } catch {
    return false;
  }
}
