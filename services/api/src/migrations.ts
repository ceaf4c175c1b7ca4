import { adminMigrations } from '@chonail/server/admin';
import { authMigrations } from '@chonail/server/auth';
import { billingMigrations } from '@chonail/server/billing';
import { coreMigrations } from '@chonail/server/core';
import { forumMigrations } from '@chonail/server/forum';
import { listingsMigrations } from '@chonail/server/listings';
import { mediaMigrations } from '@chonail/server/media';

/** Every migration of every lib, in the order they must run. Only the API runs them. */
export const migrations = [...coreMigrations, ...authMigrations, ...listingsMigrations, ...forumMigrations, ...mediaMigrations, ...billingMigrations, ...adminMigrations];
