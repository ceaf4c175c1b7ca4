import type { Page } from 'playwright-core';
import { firstJobPath, insertForumThread, insertPosts, openPage } from './fixtures';
import { useProduct } from './support';

// Every tap target is at least 44x44 CSS px on a phone (issue 21; WCAG 2.5.5, Apple's and Android's
// guidelines): on the home list, a job page and the map, in both languages, at 390x844, every
// visible interactive element's box measures at least 44 px each way. Exempt, as WCAG 2.5.8 allows:
// a link inside running text (an inline `a` in a sentence of a `p` or `li`), and Leaflet's credit
// line (its links are such inline links in a line of text laid over the map: a 44 px line would
// hide a strip of the map for a credit the tile licence wants shown, not tapped).
const product = useProduct({ SEED_DEMO_POSTS: '40' });
const PHONE = { width: 390, height: 844 };
const MIN = 44;
const INTERACTIVE = 'a[href], button, input, select, textarea, [role=button], [tabindex]:not([tabindex="-1"])';

interface Target {
  what: string;
  width: number;
  height: number;
}

/** Every visible interactive element (in `within`, by default the page) smaller than 44x44, described for the failure report. */
async function smallTargets(page: Page, within = 'body'): Promise<Target[]> {
  // Cards below the screen skip their layout (content-visibility: auto) until they come near it;
  // measured as they are when a visitor reaches them, laid out in full.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  return page.evaluate(
    ({ selector, min, within }) => {
      /** The part of the element's box that is not cut off by an ancestor's overflow: hidden/clip (line clamps, rounded frames). */
      const unclippedBox = (element: Element) => {
        const box = element.getBoundingClientRect();
        let { left, top, right, bottom } = box;
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
          if (!clips(style.overflowX) && !clips(style.overflowY)) continue;
          const frame = parent.getBoundingClientRect();
          if (clips(style.overflowX)) {
            left = Math.max(left, frame.left);
            right = Math.min(right, frame.right);
          }
          if (clips(style.overflowY)) {
            top = Math.max(top, frame.top);
            bottom = Math.min(bottom, frame.bottom);
          }
        }
        return { width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
      };
      /** WCAG 2.5.8's inline exception: a link that is part of a sentence, its height set by the text's line. */
      const inSentence = (element: Element) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        const block = element.closest('p, li');
        return !!block && (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
      };
      const describe = (element: Element) => {
        const label = element.getAttribute('aria-label') ?? element.getAttribute('data-testid') ?? (element.textContent ?? '').trim();
        return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${label.slice(0, 50)}" (${element.className.toString().slice(0, 60)})`;
      };
      const small: Target[] = [];
      for (const element of Array.from(document.querySelector(within)?.querySelectorAll(selector) ?? [])) {
        if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        if (element.closest('.leaflet-control-attribution')) continue;
        if (inSentence(element)) continue;
        // A map marker at the map's edge is cut by the map's frame; its own box is its size.
        const { width, height } = element.classList.contains('leaflet-marker-icon') ? element.getBoundingClientRect() : unclippedBox(element);
        // Zero-size or fully clipped (a phone number below a card's line clamp) is not a target.
        if (width < 1 || height < 1) continue;
        // Sub-pixel layout: 43.99 is 44.
        if (Math.round(width) < min || Math.round(height) < min) small.push({ what: describe(element), width: Math.round(width), height: Math.round(height) });
      }
      return small;
    },
    { selector: INTERACTIVE, min: MIN, within },
  );
}

/**
 * The browser's own clear button of a search box (a pseudo-element in its user-agent shadow tree,
 * out of reach of the page's scripts) where it is drawn: the page draws its own, of 44 px. Read
 * through the debugging protocol, which sees into that tree.
 */
async function nativeClearButtons(page: Page): Promise<string[]> {
  interface DomNode {
    nodeId: number;
    nodeName: string;
    attributes?: string[];
    children?: DomNode[];
    shadowRoots?: DomNode[];
  }
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const buttons: { nodeId: number; input: string }[] = [];
    const walk = (node: DomNode, input: string) => {
      // Attributes come as a flat list: name, value, name, value...
      const attributes = node.attributes ?? [];
      const attribute = (name: string) => attributes.find((_, i) => i % 2 === 1 && attributes[i - 1] === name);
      const here = node.nodeName === 'INPUT' ? `input ${attributes.join(' ')}` : input;
      if (attribute('pseudo') === '-webkit-search-cancel-button') buttons.push({ nodeId: node.nodeId, input: here });
      for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) walk(child, here);
    };
    walk(root, '');
    const shown: string[] = [];
    for (const { nodeId, input } of buttons) {
      // No box at all (the input hidden, or the button not rendered) answers an error.
      const box = (await cdp.send('DOM.getBoxModel', { nodeId }).catch(() => null)) as { model: { width: number; height: number } } | null;
      if (!box || box.model.width === 0 || box.model.height === 0) continue;
      // Chromium lays the button out in an empty box too, but hides it there.
      const { computedStyle } = (await cdp.send('CSS.getComputedStyleForNode', { nodeId })) as { computedStyle: { name: string; value: string }[] };
      if (computedStyle.find((property) => property.name === 'visibility')?.value !== 'visible') continue;
      shown.push(`${box.model.width}x${box.model.height} in ${input}`);
    }
    return shown;
  } finally {
    await cdp.detach();
  }
}

let jobPath = '';
let threadPath = '';
beforeAll(async () => {
  // A one-line title (the demo ones wrap to two lines): its button must still be 44 px tall.
  await insertPosts(null, [{ jobType: 'hiring', title: 'Cần thợ' }]);
  // Phone numbers in the description at every place around the card's two-line clamp: the clamp
  // shows a number's button whole or not at all.
  const words = 'Tiệm đông khách, lương cao, bao ăn ở, chủ dễ thương, khách Mỹ trắng, tip hậu, làm full time. ';
  await insertPosts(null, Array.from({ length: 12 }, (_, i) => ({ jobType: 'hiring' as const, title: `Cần thợ nail ${i}`, description: `${words.slice(0, 40 + 6 * i)} Gọi (713) 555-0188 hoặc 832-555-0199` })));
  jobPath = await firstJobPath(product);
  const thread = await insertForumThread(null, { title: 'Hỏi lương thợ bột', body: 'Tiệm em ở Houston.\nCác chị trả sao?', replies: ['Bên chị trả 60/40.', 'Tuỳ tiệm.'] });
  threadPath = `/forum/thread/${thread.id}`;
});

// Each with a stored location, so the location boxes (home, map) have text and show their clear button.
const PAGES: [name: string, path: () => string, ready: string][] = [
  ['home', () => '/', 'job-grid'],
  // The map comes once the page is idle (or scrolled near): its zoom buttons are measured too.
  ['job', () => jobPath, 'location-map'],
  ['map', () => '/map', 'map-canvas'],
  ['forum', () => '/forum', 'forum-threads'],
  ['forum thread', () => threadPath, 'forum-replies'],
];

describe.each(['vi', 'en'] as const)('tap targets in %s', (lang) => {
  it.each(PAGES)('every tap target on the %s page is at least 44x44 at 390x844', async (_name, path, ready) => {
    const page = await openPage(product, lang, { viewport: PHONE, location: { city: 'Houston', state: 'TX' }, path: path() });
    await page.getByTestId(ready).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    // One report of both, so a failure lists every offender.
    expect({ small: await smallTargets(page), nativeClear: await nativeClearButtons(page) }).toEqual({ small: [], nativeClear: [] });
    await page.context().close();
  });

  it('every tap target in the phone menu is at least 44x44 at 390x844', async () => {
    const page = await openPage(product, lang, { viewport: PHONE, path: '/' });
    await page.getByTestId('home-page').waitFor();
    await page.getByTestId('menu-button').click();
    await page.getByTestId('mobile-menu').waitFor();
    // The page behind is inert while the menu is open: the menu's own targets.
    expect(await smallTargets(page, '[data-testid="mobile-menu"]')).toEqual([]);
    await page.context().close();
  });
});
