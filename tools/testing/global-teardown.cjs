'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { Redis } = require('ioredis');
const { dropDatabase } = require('../infra.cjs');

module.exports = async function globalTeardown() {
  const infra = globalThis.__CHONAIL_TEST_INFRA__;
  if (!infra) return;
  const redis = new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    // Every test prefix starts with the run's prefix (test files add a suffix for their own queues).
    for await (const keys of redis.scanStream({ match: `${process.env.REDIS_PREFIX}*`, count: 500 })) {
      if (keys.length) await redis.unlink(...keys);
    }
  } finally {
    redis.disconnect();
  }
  // The blocks of test phones the run's files took (newClient in libs/server/auth/src/auth-test-app.ts).
  fs.rmSync(path.join(os.tmpdir(), 'chonail-test-infra', `clients-${process.env.REDIS_PREFIX}`), { recursive: true, force: true });
  await dropDatabase(process.env.DATABASE_URL).catch((error) => process.stderr.write(`could not drop test database: ${error}\n`));
  await infra.redis.stop();
  await infra.postgres.stop();
};
