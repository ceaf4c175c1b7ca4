import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { exitOnBootFailure, JsonLogger, loadConfigOrExit, runMigrations, standaloneDataSource } from '@chonail/server/core';
import { seedDemoPosts } from '@chonail/server/listings';
import { createMediaStorage, demoPhotoStore } from '@chonail/server/media';
import { migrations } from './migrations';

const USAGE = 'usage: npm run seed -- --posts N [--seed S] [--if-empty]   (N from 1 to 200000)';

/** `npm run seed -- --posts N`: adds N demo listings (and their demo owners) to the configured database. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { posts: { type: 'string' }, seed: { type: 'string' }, 'if-empty': { type: 'boolean' } } });
  const posts = Number(values.posts);
  const seed = values.seed === undefined ? Date.now() % 1_000_000 : Number(values.seed);
  if (!Number.isInteger(posts) || posts < 1 || posts > 200_000 || !Number.isInteger(seed)) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
  const config = loadConfigOrExit();
  const logger = new JsonLogger({ service: 'seed', level: config.LOG_LEVEL });
  const dataSource = standaloneDataSource(config, migrations);
  try {
    await dataSource.initialize();
    await runMigrations(dataSource, logger);
    const started = Date.now();
    const photos = demoPhotoStore(dataSource, createMediaStorage(config));
    const written = await seedDemoPosts(dataSource, { posts, seed, onlyIfEmpty: values['if-empty'] === true, photos });
    logger.info('demo posts seeded', { posts: written, seed, ms: Date.now() - started });
    await dataSource.destroy();
  } catch (error) {
    exitOnBootFailure(logger)(error);
  }
}

void main();
