import { Billing1764300000000 } from './1764300000000-billing';

export const billingMigrations = [Billing1764300000000];
