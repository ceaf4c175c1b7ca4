import 'reflect-metadata';
import { JsonLogger, loadConfigOrExit, runMigrations, standaloneDataSource, exitOnBootFailure } from '@chonail/server/core';
import { migrations } from './migrations';

/** `npm run migrate`: applies pending migrations and exits (a deploy step, e.g. a Kubernetes Job). */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = new JsonLogger({ service: 'migrate', level: config.LOG_LEVEL });
  const dataSource = standaloneDataSource(config, migrations);
  try {
    await dataSource.initialize();
    await runMigrations(dataSource, logger);
    await dataSource.destroy();
  } catch (error) {
    exitOnBootFailure(logger)(error);
  }
}

void main();
