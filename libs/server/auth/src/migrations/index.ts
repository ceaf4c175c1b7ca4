import { Accounts1763840000000 } from './1763840000000-accounts';

export const authMigrations = [Accounts1763840000000];
