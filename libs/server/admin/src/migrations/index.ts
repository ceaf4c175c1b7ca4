import { Admin1764500000000 } from './1764500000000-admin';

export const adminMigrations = [Admin1764500000000];
