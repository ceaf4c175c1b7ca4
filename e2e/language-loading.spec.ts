import type { Page } from 'playwright-core';
import { en, type Lang, vi } from '@chonail/shared/i18n';
import { adminCatalogue } from '@chonail/shared/i18n/admin';
import { pagesCatalogue } from '@chonail/shared/i18n/pages';
import { openPage } from './fixtures';
import { useProduct } from './support';

// Issue 21: the first page downloads the reader's language only, and no page's own copy (portal,
// wizard, uploader, forum, staff area, static pages); the other language comes when the reader switches,
// and the switch shows its words at once, never a key.
const product = useProduct();

/** Every catalogue value, by dotted key. */
function leaves(value: unknown, path = ''): Array<[string, string]> {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [[path, String(value)]];
}
const SECTIONS = ['portal', 'myPost', 'wizard', 'uploader', 'adminLogin', 'forum'] as const;
const sectionsOf = (lang: Lang) => [...SECTIONS.map((key) => ({ [key]: (lang === 'vi' ? vi : en)[key] })), adminCatalogue[lang], pagesCatalogue[lang]];
const baseOf = (lang: Lang) => Object.fromEntries(Object.entries(lang === 'vi' ? vi : en).filter(([key]) => !(SECTIONS as readonly string[]).includes(key)));
/** Long enough not to be a word code could hold by chance (placeholders cut off). */
const distinctive = (texts: string[]) => [...new Set(texts.map((text) => text.split('{{')[0]?.trim() ?? '').filter((text) => text.length >= 14))];

const other = (lang: Lang): Lang => (lang === 'vi' ? 'en' : 'vi');
/** The base catalogue's words that only that language has: the sign that its catalogue was downloaded. */
function onlyIn(lang: Lang): string[] {
  const theirs = new Set(leaves(baseOf(other(lang))).map(([, text]) => text));
  return distinctive(leaves(baseOf(lang)).map(([, text]) => text)).filter((text) => !theirs.has(text));
}
/** Copy that comes with its page, in either language, minus anything the base catalogue also says. */
function pageCopy(): string[] {
  const base = [...leaves(baseOf('vi')), ...leaves(baseOf('en'))].map(([, text]) => text);
  return distinctive((['vi', 'en'] as const).flatMap((lang) => leaves(sectionsOf(lang)).map(([, text]) => text))).filter((text) => !base.some((said) => said.includes(text)));
}

/** Every script the page downloads from the product; `texts()` has their text, escapes undone (minifiers may write \uXXXX). */
function recordScripts(page: Page): { texts(): Promise<string[]> } {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== product.baseUrl || !url.pathname.endsWith('.js')) return;
    const body = response.text();
    body.catch(() => undefined); // read (and any failure reported) by texts()
    bodies.push(body);
  });
  const unescape = (text: string) => text.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { texts: async () => (await Promise.all(bodies)).map(unescape) };
}
const found = async (scripts: { texts(): Promise<string[]> }, texts: string[]) => {
  const downloaded = await scripts.texts();
  return texts.filter((text) => downloaded.some((script) => script.includes(text)));
};

/** From now on, every text of the page that is a catalogue key (what i18next shows for a missing word). */
async function watchForKeys(page: Page, keys: string[]): Promise<void> {
  await page.evaluate((watched) => {
    const seen: string[] = ((window as unknown as { __keysSeen: string[] }).__keysSeen = []);
    const check = () => {
      const text = document.body.innerText;
      for (const key of watched) if (text.includes(key) && !seen.includes(key)) seen.push(key);
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, keys);
}
const keysSeen = (page: Page) => page.evaluate(() => (window as unknown as { __keysSeen: string[] }).__keysSeen);

const homeTitle = (lang: Lang) => (lang === 'vi' ? vi : en).home.title.split('{{')[0]?.trim() ?? '';

describe.each(['vi', 'en'] as const)('a reader arriving in %s', (lang) => {
  it('downloads that language only and no page copy, then the other language when switching, with its words at once', async () => {
    expect(onlyIn('vi').length).toBeGreaterThan(20);
    expect(onlyIn('en').length).toBeGreaterThan(20);
    expect(pageCopy().length).toBeGreaterThan(100);

    const page = await openPage(product, lang);
    const scripts = recordScripts(page);
    await page.goto(`${product.baseUrl}/`);
    await page.getByTestId('home-title').filter({ hasText: homeTitle(lang) }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    // The reader's language was downloaded, the other was not, nor any page's own copy.
    expect((await found(scripts, onlyIn(lang))).length).toBeGreaterThan(0);
    expect(await found(scripts, onlyIn(other(lang)))).toEqual([]);
    expect(await found(scripts, pageCopy())).toEqual([]);

    const next = other(lang);
    const t = next === 'vi' ? vi : en;
    await watchForKeys(page, ['header.', 'footer.', 'home.', 'common.', 'jobCard.', 'filters.']);
    await page.getByTestId('language-toggle').click();
    await page.getByTestId('home-title').filter({ hasText: homeTitle(next) }).waitFor();
    expect(await page.getByTestId('site-header').innerText()).toContain(t.header.home);
    expect(await page.getByTestId('site-footer').innerText()).toContain(t.footer.copyright.replace('{{year}}', String(new Date().getFullYear())));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(next);
    expect(await keysSeen(page)).toEqual([]);
    // Downloaded now, on the switch.
    expect((await found(scripts, onlyIn(next))).length).toBeGreaterThan(0);
    await page.context().close();
  });

  it('has the page copy a later page brought in the language switched to after it', async () => {
    const page = await openPage(product, lang, { path: '/' });
    await page.getByTestId('home-page').waitFor();
    // Client-side navigation: the post remote adds its copy (both languages) to the running page.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/customerportal');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const prompt = page.getByTestId('portal-login-prompt');
    await prompt.filter({ hasText: (lang === 'vi' ? vi : en).portal.login.title }).waitFor();

    const next = other(lang);
    await watchForKeys(page, ['portal.', 'header.', 'footer.']);
    await page.getByTestId('language-toggle').click();
    await prompt.filter({ hasText: (next === 'vi' ? vi : en).portal.login.title }).waitFor();
    expect(await prompt.innerText()).toContain((next === 'vi' ? vi : en).portal.login.body);
    expect(await keysSeen(page)).toEqual([]);
    await page.context().close();
  });
});
