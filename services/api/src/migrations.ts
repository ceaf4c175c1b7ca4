import { authMigrations } from '@chonail/server/auth';
import { coreMigrations } from '@chonail/server/core';

/** Every migration of every lib, in the order they must run. Only the API runs them. */
export const migrations = [...coreMigrations, ...authMigrations];
