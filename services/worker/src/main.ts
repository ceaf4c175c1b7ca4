import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import {
  appVersion,
  closeOnSignal,
  exitOnBootFailure,
  JsonLogger,
  loadConfigOrExit,
  QueueWorkerRuntime,
  serveMetrics,
  WorkerMetrics,
} from '@chonail/server/core';
import { MediaRepository } from '@chonail/server/media';
import { ErrorCode } from '@chonail/shared/contracts';
import { WorkerModule } from './worker.module';

/** The worker is the API's code booted without HTTP: same modules, same config, no migrations. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = new JsonLogger({ service: 'worker', level: config.LOG_LEVEL });
  try {
    const app = await NestFactory.createApplicationContext(WorkerModule.forRoot({ config, logger, version: appVersion() }), {
      logger,
      bufferLogs: true,
    });
    closeOnSignal(app, logger, config.SHUTDOWN_TIMEOUT_MS);
    await app.init();
    // Which ffmpeg runs decides which videos work (the npm fallback is a 2018 build): said once, at boot.
    const { ffmpeg, ffprobe } = app.get(MediaRepository, { strict: false }).videoTools;
    logger.entry(ffmpeg && ffprobe ? 'info' : 'warn', 'video tools', { ffmpeg, ffprobe });
    if (config.WORKER_METRICS_PORT) {
      // The worker has no other HTTP: its probes and the scraper share this small port.
      const runtime = app.get(QueueWorkerRuntime, { strict: false });
      await serveMetrics(app.get(WorkerMetrics, { strict: false }).registry, {
        host: config.METRICS_HOST,
        port: config.WORKER_METRICS_PORT,
        logger,
        routes: {
          '/health/live': () => ({ status: 200, body: { status: 'live' } }),
          '/health/ready': () =>
            runtime.ready ? { status: 200, body: { status: 'ready' } } : { status: 503, body: { message: 'Not ready: draining or Redis unreachable', code: ErrorCode.NotReady } },
        },
      });
    }
  } catch (error) {
    exitOnBootFailure(logger)(error);
  }
}

void main();
