import { FIRST_SCREEN_COOKIES, rememberForFirstScreen } from '@chonail/shared/domain';
import { type Lang, pageLang } from './catalogue';
import { importCatalogue } from './load';

/**
 * For the shell's first script, before Module Federation starts: asks for the reader's catalogue
 * chunk at once. Otherwise it is asked for only once the shared i18n library has loaded and the
 * shell's bootstrap runs, a round trip more before the first render. The library's own request
 * for it then finds the same chunk (one download). Not the shared library itself (this entry holds
 * no i18next), so it can run before sharing is negotiated.
 */
export function preloadLanguage(lang: Lang = pageLang()): void {
  // A failure here is the library's to report, when it asks again.
  importCatalogue(lang).catch(() => undefined);
  // So the API names this catalogue in the next page's HTML (kept before the cookie existed, say).
  rememberForFirstScreen(FIRST_SCREEN_COOKIES.lang, lang);
}
