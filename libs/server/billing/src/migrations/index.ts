import { Billing1764300000000 } from './1764300000000-billing';
import { PaymentsPerPost1764800000000 } from './1764800000000-payments-per-post';

export const billingMigrations = [Billing1764300000000, PaymentsPerPost1764800000000];
