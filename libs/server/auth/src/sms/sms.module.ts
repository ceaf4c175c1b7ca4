import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '@chonail/server/core';
import { OutboxSmsSender } from './outbox-sms.sender';
import { SMS_SENDER } from './sms-sender';
import { SmsOutboxController } from './sms-outbox.controller';
import { VonageSmsSender } from './vonage-sms.sender';

/**
 * Chooses the SMS sender once, from config (ARCHITECTURE.md section 6). Needs the global CoreModule
 * (APP_CONFIG, REDIS, JsonLogger).
 */
@Module({})
export class SmsModule {
  static forRoot(config: AppConfig): DynamicModule {
    if (config.VONAGE_API_KEY && config.VONAGE_API_SECRET) {
      return {
        module: SmsModule,
        providers: [VonageSmsSender, { provide: SMS_SENDER, useExisting: VonageSmsSender }],
        exports: [SMS_SENDER],
      };
    }
    return {
      module: SmsModule,
      providers: [OutboxSmsSender, { provide: SMS_SENDER, useExisting: OutboxSmsSender }],
      // The outbox shows codes to whoever asks: never a route in production.
      controllers: config.NODE_ENV === 'production' ? [] : [SmsOutboxController],
      // Exported as well so tests of other features can read the codes without HTTP.
      exports: [SMS_SENDER, OutboxSmsSender],
    };
  }
}
