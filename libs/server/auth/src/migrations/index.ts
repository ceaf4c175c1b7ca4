import { Accounts1763840000000 } from './1763840000000-accounts';
import { SignInSafety1765500000000 } from './1765500000000-sign-in-safety';
import { StaffTotp1765600000000 } from './1765600000000-staff-totp';
import { UserTextSettings1765700000100 } from './1765700000100-user-text-settings';

export const authMigrations = [Accounts1763840000000, SignInSafety1765500000000, StaffTotp1765600000000, UserTextSettings1765700000100];
