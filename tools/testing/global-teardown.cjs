'use strict';
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
  await dropDatabase(process.env.DATABASE_URL).catch((error) => process.stderr.write(`could not drop test database: ${error}\n`));
  await infra.redis.stop();
  await infra.postgres.stop();
};
