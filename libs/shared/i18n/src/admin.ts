import { admin as enAdmin } from './locales/en/admin';
import { admin as viAdmin } from './locales/vi/admin';

/**
 * The staff area's copy: only the admin remote imports this entry, so a guest's first page does not
 * carry it (spec: only staff download staff code).
 */
export const adminCatalogue = { vi: viAdmin, en: enAdmin } as const;
export { enAdmin, viAdmin };
export type { AdminCatalogue } from './locales/vi/admin';
