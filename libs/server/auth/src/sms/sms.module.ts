import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '@chonail/server/core/base';
import { NoSmsSender } from './no-sms.sender';
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
  /** `routes: false`: the sender without the outbox's routes, for a second user of it in the same app (alerts). */
  static forRoot(config: AppConfig, { routes = true }: { routes?: boolean } = {}): DynamicModule {
    if (config.VONAGE_API_KEY && config.VONAGE_API_SECRET) {
      return {
        module: SmsModule,
        providers: [VonageSmsSender, { provide: SMS_SENDER, useExisting: VonageSmsSender }],
        exports: [SMS_SENDER],
      };
    }
    if (!config.SMS_OUTBOX || config.NODE_ENV === 'production') {
      return { module: SmsModule, providers: [NoSmsSender, { provide: SMS_SENDER, useExisting: NoSmsSender }], exports: [SMS_SENDER] };
    }
    return {
      module: SmsModule,
      providers: [OutboxSmsSender, { provide: SMS_SENDER, useExisting: OutboxSmsSender }],
      // Only when asked for (SMS_OUTBOX=true, never in production: config refuses it), and the
      // controller answers loopback clients only.
      controllers: routes ? [SmsOutboxController] : [],
      // Exported as well so tests of other features can read the codes without HTTP.
      exports: [SMS_SENDER, OutboxSmsSender],
    };
  }
}
