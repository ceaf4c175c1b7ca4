import { Module, type DynamicModule } from '@nestjs/common';
import { CoreModule, DiagnosticPingHandler, QueueWorkerModule, type CoreModuleOptions } from '@chonail/server/core';
import { AlertsDispatchHandler, AlertsMatchPostHandler, AlertsModule, ExpiryRemindersHandler, ExpiryRemindersModule, PostStatsNightlyHandler, PostStatsWorkerModule } from '@chonail/server/listings';
import { MediaSweepHandler, MediaWorkerModule, ProcessImageHandler, ProcessVideoHandler, RenderOgImageHandler } from '@chonail/server/media';

/** Every job handler the worker runs is listed here, once. */
const handlers = [DiagnosticPingHandler, ProcessImageHandler, ProcessVideoHandler, MediaSweepHandler, RenderOgImageHandler, AlertsMatchPostHandler, AlertsDispatchHandler, ExpiryRemindersHandler, PostStatsNightlyHandler];

@Module({})
export class WorkerModule {
  static forRoot(options: Omit<CoreModuleOptions, 'migrations'>): DynamicModule {
    return {
      module: WorkerModule,
      imports: [CoreModule.forRoot(options), QueueWorkerModule.forRoot({ config: options.config, handlers, imports: [MediaWorkerModule, AlertsModule.forRoot(options.config, { http: false }), ExpiryRemindersModule.forRoot(options.config), PostStatsWorkerModule] })],
    };
  }
}
