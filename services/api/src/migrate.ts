import 'reflect-metadata';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import {
  exitOnBootFailure,
  JsonLogger,
  loadConfigOrExit,
  pendingMigrations,
  runMigrations,
  standaloneDataSource,
} from '@chonail/server/core';
import { migrations } from './migrations';

const POLL_MS = 2_000;

/**
 * `npm run migrate`: applies pending migrations and exits (a deploy step: the compose `migrate`
 * service, the Kubernetes Job). Safe to run twice at once: an advisory lock serialises the runs.
 * `migrate --wait SECONDS` applies nothing: it waits until no migration is pending and exits 0, or
 * exits 1 when time runs out (the API pods' init container, so new code never meets an old schema).
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = new JsonLogger({ service: 'migrate', level: config.LOG_LEVEL });
  const waitArg = process.argv.indexOf('--wait');
  const waitSeconds = waitArg > 0 ? Number(process.argv[waitArg + 1]) : undefined;
  if (waitSeconds !== undefined && !(Number.isInteger(waitSeconds) && waitSeconds > 0)) {
    process.stderr.write('usage: migrate [--wait SECONDS]  (SECONDS a whole number above 0)\n');
    process.exit(2);
  }
  const dataSource = standaloneDataSource(config, migrations);
  try {
    await dataSource.initialize();
    if (waitSeconds === undefined) {
      await runMigrations(dataSource, logger);
    } else {
      await waitUntilMigrated(dataSource, logger, waitSeconds * 1000);
    }
    await dataSource.destroy();
  } catch (error) {
    exitOnBootFailure(logger)(error);
  }
}

async function waitUntilMigrated(dataSource: DataSource, logger: JsonLogger, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await pendingMigrations(dataSource);
    if (!pending.length) {
      logger.info('schema is current', { migrations: migrations.length });
      return;
    }
    if (Date.now() >= deadline) throw new Error(`still ${pending.length} migration(s) pending after ${timeoutMs / 1000} s: ${pending.join(', ')}`);
    logger.info('waiting for migrations', { pending });
    await sleep(POLL_MS);
  }
}

void main();
