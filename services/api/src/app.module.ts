import { Module, type DynamicModule } from '@nestjs/common';
import { AdminModule } from '@chonail/server/admin';
import { AuthModule } from '@chonail/server/auth';
import { BillingModule } from '@chonail/server/billing';
import { CoreModule, HealthModule, type CoreModuleOptions } from '@chonail/server/core';
import { ForumModule } from '@chonail/server/forum';
import { AlertsModule, ListingsModule } from '@chonail/server/listings';
import { MediaModule } from '@chonail/server/media';
import { migrations } from './migrations';

@Module({})
export class AppModule {
  static forRoot(options: Omit<CoreModuleOptions, 'migrations'>): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot({ ...options, migrations }), HealthModule, AuthModule.forRoot(options.config), ListingsModule, AlertsModule.forRoot(options.config, { http: true }), ForumModule, MediaModule, BillingModule, AdminModule],
    };
  }
}
