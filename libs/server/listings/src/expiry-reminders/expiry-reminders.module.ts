import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '@chonail/server/core/base';
import { SmsModule } from '@chonail/server/auth';
import { SmsOptOutsRepository } from '../alerts/sms-opt-outs.repository';
import { ExpiryRemindersRepository } from './expiry-reminders.repository';
import { ExpiryRemindersService } from './expiry-reminders.service';

/**
 * Issue 39's expiry reminders, for the worker and `npm run alerts:run` (no routes). Needs the
 * global CoreModule; texts go through its own SmsModule, like AlertsModule's.
 */
@Module({})
export class ExpiryRemindersModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ExpiryRemindersModule,
      imports: [SmsModule.forRoot(config, { routes: false })],
      providers: [ExpiryRemindersRepository, ExpiryRemindersService, SmsOptOutsRepository],
      exports: [ExpiryRemindersService],
    };
  }
}
