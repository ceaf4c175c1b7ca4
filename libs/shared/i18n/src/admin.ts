import { admin as enAdmin } from './locales/en/admin';
import { adminLogin as enAdminLogin } from './locales/en/admin-login';
import { admin as viAdmin } from './locales/vi/admin';
import { adminLogin as viAdminLogin } from './locales/vi/admin-login';

/**
 * The staff area's copy (and its sign-in form): only the admin remote imports this entry, so a
 * guest's first page does not carry it (spec: only staff download staff code).
 */
export const adminCatalogue = { vi: { ...viAdmin, ...viAdminLogin }, en: { ...enAdmin, ...enAdminLogin } } as const;

/** A page catalogue with the staff copy merged in, as the page has it once the admin remote loaded (tests). */
export function withAdmin<C extends { apiErrors: object }>(catalogue: C, lang: 'vi' | 'en') {
  const extra = adminCatalogue[lang];
  return { ...catalogue, admin: extra.admin, adminLogin: extra.adminLogin, apiErrors: { ...catalogue.apiErrors, ...extra.apiErrors } };
}
export { enAdmin, viAdmin };
export type { AdminCatalogue } from './locales/vi/admin';
