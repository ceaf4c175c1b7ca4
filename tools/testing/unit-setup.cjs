'use strict';
// The unit tier's environment: settings a config parse needs, and servers that are not there.
Object.assign(process.env, {
  NODE_ENV: 'test',
  DATABASE_URL: 'postgres://unit-tier@127.0.0.1:1/no_database',
  REDIS_URL: 'redis://127.0.0.1:1',
  REDIS_PREFIX: 'chonail-unit',
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  JWT_SECRET: process.env.JWT_SECRET || 'unit-tier-secret-unit-tier-secret-000000',
});
