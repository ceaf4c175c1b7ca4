import type { TypeOrmModuleOptions } from '@nestjs/typeorm';
import { DataSource, type MixedList } from 'typeorm';
import type { AppConfig } from '../config/env';
import type { JsonLogger } from '../logging/json-logger';

/** Any number; it only has to be the same in every process that runs migrations. */
const MIGRATION_LOCK_KEY = 4_207_331_905;

export function typeOrmOptions(
  config: Pick<AppConfig, 'DATABASE_URL' | 'DB_POOL_SIZE'>,
  migrations: MixedList<string | (new () => unknown)> = [],
): TypeOrmModuleOptions {
  return {
    type: 'postgres',
    url: config.DATABASE_URL,
    autoLoadEntities: true,
    synchronize: false,
    migrationsRun: false,
    migrations,
    migrationsTableName: 'migrations',
    retryAttempts: 5,
    retryDelay: 2_000,
    extra: {
      max: config.DB_POOL_SIZE,
      // While the database is away a request waits at most this long for a connection (a new one,
      // or a free one of a busy pool), then answers 503 SERVICE_UNAVAILABLE instead of hanging.
      connectionTimeoutMillis: 3_000,
      // A server that vanished without closing its sockets (host down, network cut) is noticed.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    },
  };
}

/**
 * A DataSource outside Nest, for the command-line tools (migrate, seed, admin:create) and the
 * benchmarks: the same connection settings as the app's.
 */
export function standaloneDataSource(
  config: Pick<AppConfig, 'DATABASE_URL' | 'DB_POOL_SIZE'>,
  migrations: MixedList<string | (new () => unknown)>,
  entities: MixedList<string | (new () => unknown)> = [],
): DataSource {
  const { url, extra } = typeOrmOptions(config) as { url: string; extra: object };
  return new DataSource({ type: 'postgres', url, extra, entities, migrations, migrationsTableName: 'migrations' });
}

/**
 * Runs pending migrations, each in its own transaction, under a PostgreSQL advisory lock so two API
 * replicas starting together do not both apply the same migration.
 */
export async function runMigrations(dataSource: DataSource, logger: JsonLogger): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    const names = applied.map((m) => m.name);
    logger.info('migrations applied', { count: names.length, names });
    return names;
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await runner.release();
  }
}

/** Names of the migrations this code knows that the database has not applied. */
export async function pendingMigrations(dataSource: DataSource): Promise<string[]> {
  const [{ table }] = (await dataSource.query(`SELECT to_regclass('migrations') IS NOT NULL AS table`)) as [{ table: boolean }];
  const rows = table ? ((await dataSource.query('SELECT name FROM migrations')) as { name: string }[]) : [];
  const applied = new Set(rows.map((row) => row.name));
  return dataSource.migrations.map((m) => m.name ?? m.constructor.name).filter((name) => !applied.has(name));
}

/**
 * For a production API replica: it never migrates at boot (a deploy step does, once, before the
 * replicas roll), and refuses to serve a schema older than its code.
 */
export async function requireMigrated(dataSource: DataSource): Promise<void> {
  const pending = await pendingMigrations(dataSource);
  if (pending.length) {
    throw new Error(`${pending.length} migration(s) pending (${pending.join(', ')}); run the migrate command first`);
  }
}
