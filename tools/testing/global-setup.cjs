'use strict';
// One throwaway database and one Redis key prefix per test run, so runs never collide and leave
// nothing behind. The servers are found as `npm start` finds them (tools/infra.cjs); a
// DATABASE_URL or REDIS_URL in the environment only says where the server is: the database name is
// always a new one.
const crypto = require('node:crypto');
const os = require('node:os');
const path = require('node:path');
const { resolvePostgres, resolveRedis } = require('../infra.cjs');

module.exports = async function globalSetup() {
  const runId = `${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`;
  const dataDir = path.join(os.tmpdir(), 'chonail-test-infra');
  const log = (message) => process.stdout.write(`[test setup] ${message}\n`);
  const postgres = await resolvePostgres({ dataDir, dbName: `chonail_test_${runId}`,
    envUrl: process.env.DATABASE_URL, renameEnvDatabase: true, log });
  const redis = await resolveRedis({ dataDir, envUrl: process.env.REDIS_URL });
  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: `chonail-test-${runId}`,
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    // A secret per run, as `npm start` generates one; the tests read sign-up codes from the outbox.
    JWT_SECRET: process.env.JWT_SECRET || crypto.randomBytes(32).toString('base64url'),
    SMS_OUTBOX: 'true',
  });
  globalThis.__CHONAIL_TEST_INFRA__ = { postgres, redis };
};
