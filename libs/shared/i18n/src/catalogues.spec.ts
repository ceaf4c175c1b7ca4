import { AdminErrorCode, AuthErrorCode, ListingErrorCode } from '@chonail/shared/contracts';
import { en as enCommon, vi as viCommon } from './index';
import { withAdmin } from './admin';
import { enPages, viPages } from './pages';

const vi = { ...withAdmin(viCommon, 'vi'), pages: viPages };
const en = { ...withAdmin(enCommon, 'en'), pages: enPages };

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

describe('server error codes', () => {
  it('every auth error code the API can answer has a translation', () => {
    const missing = Object.values(AuthErrorCode).filter((code) => !(code in vi.authErrors) || !(code in en.authErrors));
    expect(missing).toEqual([]);
  });

  it('every listing error code the API can answer has a translation', () => {
    const missing = Object.values(ListingErrorCode).filter((code) => !(code in vi.listingErrors) || !(code in en.listingErrors));
    expect(missing).toEqual([]);
  });

  it('every admin error code the API can answer has a translation', () => {
    const missing = Object.values(AdminErrorCode).filter((code) => !(code in vi.apiErrors) || !(code in en.apiErrors));
    expect(missing).toEqual([]);
  });
});
