import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort, isAlive, WORKSPACE_ROOT } from '@chonail/server/testing';
import { redisPing, resolvePostgres, resolveRedis } from './infra.cjs';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'chonail-infra-'));
  // Embedded PostgreSQL runs as the `postgres` user when we are root; it must reach its folder.
  chmodSync(dataDir, 0o755);
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const log = () => undefined;

describe('Redis for npm start', () => {
  it('starts a redis-server from the PATH when nothing answers on the local port, and stops it', async () => {
    const unused = await freePort();
    const redis = await resolveRedis({ dataDir, localPort: unused });
    try {
      expect(redis.source).toMatch(/^redis-server on port \d+ \(pid \d+\)$/);
      const port = Number(new URL(redis.url).port);
      expect(await redisPing(port)).toBe(true);
      const pid = Number(redis.source.match(/pid (\d+)/)?.[1]);
      await redis.stop();
      expect(isAlive(pid)).toBe(false);
      expect(await redisPing(port)).toBe(false);
    } finally {
      await redis.stop();
    }
  });

  it('says exactly what to install when no Redis can be had', async () => {
    const unused = await freePort();
    await expect(resolveRedis({ dataDir, localPort: unused, redisServer: 'no-such-redis-server' })).rejects.toThrow(
      /needs Redis[\s\S]*apt-get install -y redis-server[\s\S]*brew install redis[\s\S]*REDIS_URL=/,
    );
  });

  it('uses REDIS_URL as given', async () => {
    const redis = await resolveRedis({ dataDir, envUrl: 'redis://10.1.2.3:6380' });
    expect(redis).toMatchObject({ url: 'redis://10.1.2.3:6380', source: 'REDIS_URL' });
  });
});

describe('PostgreSQL for npm start', () => {
  it('creates the database named in DATABASE_URL when it is missing, and keeps that name', async () => {
    const name = `chonail_infra_${Date.now()}`;
    const server = new URL(process.env['DATABASE_URL'] as string);
    server.pathname = `/${name}`;
    const pg = await resolvePostgres({ dataDir, dbName: 'ignored', envUrl: server.toString(), log });
    expect(pg.url).toBe(server.toString());
    server.pathname = '/postgres';
    const admin = new Client({ connectionString: server.toString() });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      expect(rowCount).toBe(1);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
      await admin.end();
    }
  });

  it('falls back to an embedded PostgreSQL that keeps its data between starts', async () => {
    // In a plain Node process, as `npm start` runs it: jest's sandbox cannot import the ESM package.
    const script = `
      const { resolvePostgres } = require('./tools/infra.cjs');
      const { Client } = require('pg');
      const [dataDir, localPort] = [process.argv[1], Number(process.argv[2])];
      async function session(sql) {
        const pg = await resolvePostgres({ dataDir, dbName: 'chonail', localPort, log: () => {} });
        try {
          const client = new Client({ connectionString: pg.url });
          await client.connect();
          const { rows } = await client.query(sql);
          await client.end();
          return { source: pg.source, rows };
        } finally {
          await pg.stop();
        }
      }
      (async () => {
        const first = await session("CREATE TABLE kept AS SELECT 'Bán tiệm'::text AS value");
        const second = await session('SELECT value FROM kept');
        console.log(JSON.stringify({ first, second }));
      })().catch((e) => { console.error(e); process.exit(1); });`;
    const unused = await freePort();
    const result = spawnSync(process.execPath, ['-e', script, dataDir, String(unused)], { cwd: WORKSPACE_ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(result.stderr).toBe('');
    const { first, second } = JSON.parse(result.stdout);
    expect(first.source).toMatch(/^embedded PostgreSQL on port \d+$/);
    expect(second.rows).toEqual([{ value: 'Bán tiệm' }]);
  });
});
