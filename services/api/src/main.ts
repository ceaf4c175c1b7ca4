import 'reflect-metadata';
import { resolve } from 'node:path';
import { DataSource } from 'typeorm';
import {
  appVersion,
  closeOnSignal,
  createHttpApp,
  exitOnBootFailure,
  JsonLogger,
  loadConfigOrExit,
  requireJwtSecret,
  PUBLIC_PAGE_LOOKUP,
  type PublicPageLookup,
  runMigrations,
  serveWeb,
} from '@chonail/server/core';
import { seedDemoPosts } from '@chonail/server/listings';
import { AppModule } from './app.module';

async function main(): Promise<void> {
  const config = loadConfigOrExit(process.env, requireJwtSecret);
  const logger = new JsonLogger({ service: 'api', level: config.LOG_LEVEL });
  const version = appVersion();
  try {
    const app = await createHttpApp(AppModule.forRoot({ config, logger, version }), { config, logger, version });
    await runMigrations(app.get(DataSource), logger);
    if (config.SEED_DEMO_POSTS > 0) {
      const seeded = await seedDemoPosts(app.get(DataSource), { posts: config.SEED_DEMO_POSTS, onlyIfEmpty: true });
      if (seeded) logger.info('demo posts seeded into an empty database', { posts: seeded });
    }
    await serveWeb(app, resolve(config.WEB_DIST_DIR), logger, app.get<PublicPageLookup>(PUBLIC_PAGE_LOOKUP));
    closeOnSignal(app, logger, config.SHUTDOWN_TIMEOUT_MS);
    await app.listen({ port: config.PORT, host: config.HOST });
    logger.info('api listening', { url: `http://${config.HOST}:${config.PORT}`, version });
  } catch (error) {
    exitOnBootFailure(logger)(error);
  }
}

void main();
