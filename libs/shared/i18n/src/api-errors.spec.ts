import * as contracts from '@chonail/shared/contracts';
import { accountDialogsCatalogue } from './account-dialogs';
import { apiErrorsCatalogue } from './api-errors';
import { adminCatalogue } from './admin';
import { forumCatalogue } from './forum';
import { en as enBase } from './locales/en';
import { vi as viBase } from './locales/vi';
import { pagesCatalogue } from './pages';
import { postCatalogue } from './post';
import { uploaderCatalogue } from './uploader';

/**
 * Every error-code enum the contracts export (`AuthErrorCode`, `ListingErrorCode`, ..., and the
 * general `ErrorCode`), found by name so that a new feature's enum is checked without editing this.
 */
const enums = (Object.entries(contracts) as Array<[string, unknown]>).filter(
  (entry): entry is [string, Record<string, string>] => /ErrorCode$/.test(entry[0]) && typeof entry[1] === 'object' && entry[1] !== null,
);
const codes = [...new Set(enums.flatMap(([, values]) => Object.values(values)))].sort();

/** Every catalogue entry point, as the browser loads them: the base catalogue and each section's. */
const entries = {
  base: { vi: viBase, en: enBase },
  apiErrors: apiErrorsCatalogue,
  post: postCatalogue,
  uploader: uploaderCatalogue,
  forum: forumCatalogue,
  accountDialogs: accountDialogsCatalogue,
  admin: adminCatalogue,
  pages: pagesCatalogue,
} as const;
type Lang = 'vi' | 'en';

/** `apiErrors` of one entry point and language, or undefined when it has none. */
const apiErrorsOf = (name: keyof typeof entries, lang: Lang): Record<string, unknown> | undefined =>
  (entries[name][lang] as { apiErrors?: Record<string, unknown> }).apiErrors;

/** The `apiErrors` namespace as a page has it once every entry point is loaded (i18next merges them). */
const apiErrors = (lang: Lang): Record<string, unknown> =>
  Object.assign({}, ...Object.keys(entries).map((name) => apiErrorsOf(name as keyof typeof entries, lang) ?? {}));

describe('apiErrors: the one catalogue namespace that words every API error code', () => {
  it('finds the contracts’ error-code enums, and API_ERROR_CODES lists exactly their codes', () => {
    expect(enums.map(([name]) => name).sort()).toEqual(
      ['AdminErrorCode', 'AlertErrorCode', 'AuthErrorCode', 'BillingErrorCode', 'ErrorCode', 'ForumErrorCode', 'ListingErrorCode', 'MediaErrorCode'],
    );
    expect([...contracts.API_ERROR_CODES].sort()).toEqual(codes);
  });

  it.each(['vi', 'en'] as const)('%s has non-empty words for every code of every enum', (lang) => {
    const words = apiErrors(lang);
    const missing = codes.filter((code) => typeof words[code] !== 'string' || (words[code] as string).trim() === '');
    expect(missing).toEqual([]);
  });

  it.each(['vi', 'en'] as const)('%s holds no apiErrors key that is not a code', (lang) => {
    const known = new Set<string>(codes);
    const strays = Object.entries(entries).flatMap(([name]) =>
      Object.keys(apiErrorsOf(name as keyof typeof entries, lang) ?? {})
        .filter((key) => !known.has(key))
        .map((key) => `${name}: ${key}`),
    );
    expect(strays).toEqual([]);
  });

  it.each(['vi', 'en'] as const)(
    '%s: the API error words (loaded with the first refused call) word every code but the staff area’s, not the first page’s catalogue; only the admin remote adds those',
    (lang) => {
      const adminCodes: string[] = Object.values(contracts.AdminErrorCode);
      const carriers = Object.keys(entries).filter((name) => apiErrorsOf(name as keyof typeof entries, lang) !== undefined).sort();
      expect(carriers).toEqual(['admin', 'apiErrors']);
      expect(Object.keys(apiErrorsOf('apiErrors', lang) ?? {}).sort()).toEqual(codes.filter((code) => !adminCodes.includes(code)));
      expect(Object.keys(apiErrorsOf('admin', lang) ?? {}).sort()).toEqual([...adminCodes].sort());
    },
  );
});
