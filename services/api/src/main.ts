import 'reflect-metadata';
import { resolve } from 'node:path';
import { DataSource } from 'typeorm';
import {
  appVersion,
  closeOnSignal,
  createHttpApp,
  exitOnBootFailure,
  HttpMetrics,
  JsonLogger,
  loadConfigOrExit,
  requireJwtSecret,
  PUBLIC_PAGES,
  type PublicPages,
  requireMigrated,
  runMigrations,
  serveMetrics,
  serveWeb,
} from '@chonail/server/core';
import { seedDemoPosts } from '@chonail/server/listings';
import { demoPhotoStore, MEDIA_STORAGE, type MediaStorage } from '@chonail/server/media';
import { AppModule } from './app.module';

async function main(): Promise<void> {
  const config = loadConfigOrExit(process.env, requireJwtSecret);
  const logger = new JsonLogger({ service: 'api', level: config.LOG_LEVEL });
  const version = appVersion();
  try {
    const metrics = new HttpMetrics();
    const app = await createHttpApp(AppModule.forRoot({ config, logger, version }), { config, logger, version, metrics });
    // Production replicas never migrate: a deploy step does it once, before they roll (README, Deploy).
    if (config.NODE_ENV === 'production') await requireMigrated(app.get(DataSource));
    else await runMigrations(app.get(DataSource), logger);
    if (config.SEED_DEMO_POSTS > 0) {
      const started = Date.now();
      const data = app.get(DataSource);
      const photos = demoPhotoStore(data, app.get<MediaStorage>(MEDIA_STORAGE));
      const seeded = await seedDemoPosts(data, { posts: config.SEED_DEMO_POSTS, onlyIfEmpty: true, photos });
      if (seeded) logger.info('demo posts seeded into an empty database', { posts: seeded, ms: Date.now() - started });
    }
    await serveWeb(app, resolve(config.WEB_DIST_DIR), logger, app.get<PublicPages>(PUBLIC_PAGES), config.WEB_REMOTES_FILE, config.MAP_TILE_URL);
    closeOnSignal(app, logger, config.SHUTDOWN_TIMEOUT_MS);
    await app.listen({ port: config.PORT, host: config.HOST });
    logger.info('api listening', { url: `http://${config.HOST}:${config.PORT}`, version });
    if (config.METRICS_PORT) await serveMetrics(metrics.registry, { host: config.METRICS_HOST, port: config.METRICS_PORT, logger });
  } catch (error) {
    exitOnBootFailure(logger)(error);
  }
}

void main();
