import { adminCatalogue, withAdmin } from './admin';
import { en as enAll, vi as viAll } from './all';
import { en as enIndex, vi as viIndex } from './index';
import { forumCatalogue } from './forum';
import { placeCatalogue } from './place';
import { accountDialogsCatalogue } from './account-dialogs';
import { apiErrorsCatalogue } from './api-errors';
import { appUpdateCatalogue } from './app-update';
import { contactCatalogue } from './contact';
import { en as enBase } from './locales/en';
import { vi as viBase } from './locales/vi';
import { enPages, pagesCatalogue, viPages } from './pages';
import { postCatalogue } from './post';
import { shareCatalogue } from './share';
import { postStatsCatalogue } from './post-stats';
import { alertsCatalogue } from './alerts';
import { enSeo, ogImageCatalogue, viSeo } from './seo';
import { uploaderCatalogue } from './uploader';

// Every string the product has: the base catalogue, every section, the staff area and the static pages.
const vi = { ...withAdmin(viAll, 'vi'), pages: viPages, seo: viSeo, ogImage: ogImageCatalogue.vi };
const en = { ...withAdmin(enAll, 'en'), pages: enPages, seo: enSeo, ogImage: ogImageCatalogue.en };

/** Every leaf of a catalogue as [dotted path, value]. */
function leaves(value: unknown, path = ''): Array<[string, unknown]> {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  }
  return [[path, value]];
}

describe('catalogues', () => {
  it('have exactly the same keys in vi and en', () => {
    const viKeys = leaves(vi).map(([k]) => k).sort();
    const enKeys = leaves(en).map(([k]) => k).sort();
    expect(enKeys.filter((k) => !viKeys.includes(k))).toEqual([]);
    expect(viKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
  });

  it.each([
    ['vi', vi],
    ['en', en],
  ])('%s has no empty or non-string value', (_lang, catalogue) => {
    const bad = leaves(catalogue).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(bad).toEqual([]);
  });

  it('uses the same {{placeholders}} in both languages', () => {
    const enByKey = new Map(leaves(en));
    const mismatched = leaves(vi).filter(([key, v]) => {
      const names = (s: unknown) => (String(s).match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort().join();
      return names(v) !== names(enByKey.get(key));
    });
    expect(mismatched).toEqual([]);
  });
});

describe('what loads when', () => {
  const sections = { apiErrors: apiErrorsCatalogue, contact: contactCatalogue, appUpdate: appUpdateCatalogue, post: postCatalogue, uploader: uploaderCatalogue, forum: forumCatalogue, admin: adminCatalogue, pages: pagesCatalogue, share: shareCatalogue, place: placeCatalogue, postStats: postStatsCatalogue, alerts: alertsCatalogue };
  const keysOf = (catalogue: object) => Object.keys(catalogue).sort();

  it.each([
    ['vi', viBase],
    ['en', enBase],
  ] as const)('the %s base catalogue (the first page) carries no section loaded with its page', (lang, base) => {
    const carried = Object.entries(sections).flatMap(([name, section]) =>
      keysOf(section[lang])
        .filter((key) => key in base)
        .map((key) => `${name}: ${key}`),
    );
    expect(carried).toEqual([]);
  });

  it.each([
    ['vi', viAll, viBase],
    ['en', enAll, enBase],
  ] as const)('what tests render with (%s) is the base catalogue with the API errors, contact, post, uploader, forum, account-dialog and share sections and the admin sign-in', (lang, all, base) => {
    const parts = {
      ...base,
      ...apiErrorsCatalogue[lang],
      ...contactCatalogue[lang],
      ...postCatalogue[lang],
      ...uploaderCatalogue[lang],
      ...forumCatalogue[lang],
      ...accountDialogsCatalogue[lang],
      ...appUpdateCatalogue[lang],
      ...shareCatalogue[lang],
      ...placeCatalogue[lang],
      ...postStatsCatalogue[lang],
      ...alertsCatalogue[lang],
      adminLogin: adminCatalogue[lang].adminLogin,
    };
    expect(new Map(leaves(all))).toEqual(new Map(leaves(parts)));
  });

  it('Node (jest) gets the whole catalogues from the main entry', () => {
    expect(viIndex).toBe(viAll);
    expect(enIndex).toBe(enAll);
  });
});
