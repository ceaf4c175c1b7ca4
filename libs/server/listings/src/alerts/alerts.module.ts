import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '@chonail/server/core/base';
import { SmsModule } from '@chonail/server/auth';
import { JobPostRepository } from '../job-posts/job-post.repository';
import { SiteRepository } from '../site/site.repository';
import { AlertDispatcher } from './alert-dispatcher';
import { AlertMatcher } from './alert-matcher';
import { AlertsQueue } from './alerts-queue';
import { AlertsRepository } from './alerts.repository';
import { AlertsRunner } from './alerts-runner';
import { AlertsSwitch } from './alerts-switch';
import { SavedSearchesController, AlertLinksController } from './saved-searches.controller';
import { SavedSearchesRepository } from './saved-searches.repository';
import { SavedSearchesService } from './saved-searches.service';
import { SmsInboundController } from './sms-inbound.controller';
import { SmsOptOutsRepository } from './sms-opt-outs.repository';

const providers = [
  SavedSearchesRepository,
  AlertsRepository,
  SmsOptOutsRepository,
  JobPostRepository,
  SiteRepository,
  AlertMatcher,
  AlertDispatcher,
  AlertsSwitch,
  AlertsRunner,
  SavedSearchesService,
  AlertsQueue,
];

/**
 * Issue 39's saved searches and alert texts. The API takes it with its routes (`http`); the worker
 * and `npm run alerts:run` without, for AlertsRunner. Needs the global CoreModule; texts go through
 * its own SmsModule (the development outbox's routes stay the AuthModule's).
 */
@Module({})
export class AlertsModule {
  static forRoot(config: AppConfig, { http }: { http: boolean }): DynamicModule {
    return {
      module: AlertsModule,
      imports: [SmsModule.forRoot(config, { routes: false })],
      controllers: http ? [SavedSearchesController, AlertLinksController, SmsInboundController] : [],
      providers,
      exports: [AlertsRunner, AlertsQueue, SmsOptOutsRepository, AlertsRepository, AlertsSwitch],
    };
  }
}
