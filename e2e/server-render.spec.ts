import type { Page } from 'playwright-core';
import { en, vi } from '@chonail/shared/i18n';
import { firstJobPath, insertForumThread, insertPosts, openPage } from './fixtures';
import { useProduct } from './support';

// Issue 37: the first screen of a public page comes rendered from the server, by the same React
// components the browser then takes over (hydrates) without a visible change: no hydration
// warning, no node of the server's content replaced, no layout shift, no second request for the
// data the HTML carried.
const product = useProduct({ SEED_DEMO_POSTS: '40' });
const PHONE = { width: 390, height: 844 };

interface Listed {
  id: number;
  title: string;
  city: string | null;
  state: string | null;
}

let jobPath = '';
let threadPath = '';
beforeAll(async () => {
  jobPath = await firstJobPath(product);
  const thread = await insertForumThread(null, { title: 'Tiệm ở Houston trả lương thế nào?', body: 'Cho hỏi thợ bột ở Houston bây giờ lương tuần bao nhiêu?', replies: ['Khoảng $1,200 một tuần.'] });
  threadPath = `/forum/thread/${thread.id}`;
});

/** The page's HTML as a crawler or a link preview reads it: no JavaScript, no cookies. */
async function html(path: string, cookie?: string): Promise<{ status: number; text: string; root: string }> {
  const response = await fetch(`${product.baseUrl}${path}`, cookie ? { headers: { cookie } } : {});
  const text = await response.text();
  const root = /<div id="root"[^>]*>([\s\S]*?)<\/div>(?=<script type="application\/json" data-first-screen-answer=|\s*<\/body>)/.exec(text)?.[1] ?? '';
  return { status: response.status, text, root };
}

/** The HTML's text as a reader sees it (tags dropped, entities of the usual five read). */
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

describe('the first HTML carries the page (no JavaScript)', () => {
  it('home: the header and the cards with their links, city and pay', async () => {
    const listed = (await (await fetch(`${product.baseUrl}/api/job-posts?state=TX&limit=50`)).json()) as Listed[];
    expect(listed.length).toBeGreaterThan(0);
    const { status, root } = await html('/');
    expect(status).toBe(200);
    expect(root).toContain('data-testid="site-header"');
    const text = textOf(root);
    for (const post of listed.slice(0, 10)) {
      expect(text).toContain(post.title);
      expect(root).toContain(`/job/${post.id}`);
    }
    // Pay, where the first cards state it (the run's shared database lists other files' posts too).
    if (listed.slice(0, 50).some((post) => typeof (post as { weeklyPay?: unknown }).weeklyPay === 'number')) expect(text).toMatch(/\$[\d,]+/);
    expect(text).toContain(vi.header.forum);
  });

  it('home in English when the reader chose English', async () => {
    const { root, text } = await html('/', 'language=en');
    expect(text).toContain('<html lang="en">');
    expect(textOf(root)).toContain(en.header.forum);
    expect(textOf(root)).not.toContain(vi.header.forum);
  });

  it('a job page: its title, place and the first lines of its description', async () => {
    const id = Number(jobPath.split('/').pop());
    const post = (await (await fetch(`${product.baseUrl}/api/job-posts/${id}`)).json()) as Listed & { description: string };
    const { status, root } = await html(jobPath);
    expect(status).toBe(200);
    const text = textOf(root);
    expect(text).toContain(post.title);
    // Phone numbers in the text come masked until tapped, on the server as in the browser.
    expect(text).toContain(post.description.split('\n')[0]?.trim().replace(/\(\d{3}\) \d{3}-(\d{4})/g, '(***) ***-$1'));
    if (post.city) expect(text).toContain(post.city);
  });

  it('the map page: its list part', async () => {
    const { status, root } = await html('/map');
    expect(status).toBe(200);
    expect(root).toContain('data-testid="site-header"');
    expect(root.length).toBeGreaterThan(2_000);
  });

  it('the forum: the list of threads and a thread with its reply', async () => {
    const list = await html('/forum');
    expect(list.status).toBe(200);
    expect(textOf(list.root)).toContain('Tiệm ở Houston trả lương thế nào?');
    const thread = await html(threadPath);
    expect(thread.status).toBe(200);
    expect(textOf(thread.root)).toContain('Cho hỏi thợ bột ở Houston bây giờ lương tuần bao nhiêu?');
    expect(textOf(thread.root)).toContain('Khoảng $1,200 một tuần.');
  });

  it('a city page, Vietnamese and English twins: the heading and the cards', async () => {
    const listed = (await (await fetch(`${product.baseUrl}/api/job-posts?state=TX&limit=50&jobType=hiring`)).json()) as Listed[];
    const post = listed.find((p) => p.city && p.state === 'TX' && p.title);
    if (!post?.city) throw new Error('no Texas hiring post with a city in the demo data');
    const slug = post.city.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    for (const prefix of ['viec-lam-nail', 'nail-jobs', 'tiem-nail-ban', 'nail-salons-for-sale']) {
      const { status, root, text } = await html(`/${prefix}/tx/${slug}`);
      if (status === 404) continue; // no post of that kind there
      expect(status).toBe(200);
      expect(text).toContain(`<html lang="${prefix === 'viec-lam-nail' || prefix === 'tiem-nail-ban' ? 'vi' : 'en'}">`);
      expect(textOf(root)).toContain(`${post.city}, TX`);
      expect(root).toContain('data-testid="job-card"');
    }
    expect(textOf((await html(`/viec-lam-nail/tx/${slug}`)).root)).toContain(post.title);
  });

  it('a kept home page is dropped when a post is added', async () => {
    const before = await html('/');
    expect(before.status).toBe(200);
    const [id] = await insertPosts(null, [{ jobType: 'hiring', title: 'Tiệm mới ở Houston cần thợ bột gấp' }]);
    // The database tells every API process of the change; the next visit renders afresh.
    let after = await html('/');
    for (let tries = 0; tries < 20 && !after.root.includes(`/job/${id}`); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await html('/');
    }
    expect(after.root).toContain(`/job/${id}`);
    expect(textOf(after.root)).toContain('Tiệm mới ở Houston cần thợ bột gấp');
  });

  it('personal pages and unknown paths are left to the browser', async () => {
    for (const path of ['/saved', '/customerportal', '/new-package', '/nope']) {
      const { text } = await html(path);
      expect(text).toContain('<div id="root"></div>');
    }
  });

  it('markup in a query string stays text', async () => {
    const { status, text } = await html('/?jobType=%3Cscript%3Ealert(1)%3C/script%3E&q=%22%3E%3Cimg%20src=x%3E');
    expect(status).toBe(200);
    expect(text).not.toMatch(/<script>alert\(1\)<\/script>|<img src=x>/i);
  });
});

/**
 * Records, from before the page's scripts run, every node of #root's server content that is
 * removed (hydration keeps them all; a client render after a mismatch replaces them) and the
 * layout shifts.
 */
async function watchTakeover(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { removed: 0, shift: 0 };
    (window as unknown as { __takeover: typeof seen }).__takeover = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) seen.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      const server = new Set(root.querySelectorAll('[data-testid="job-card"], [data-testid="site-header"], h1'));
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.removedNodes) if (server.has(node as Element) || [...server].some((kept) => node.contains(kept))) seen.removed += 1;
      }).observe(root, { childList: true, subtree: true });
    });
  });
}

async function takeOver(lang: 'vi' | 'en', path: string, ready: string) {
  const page = await openPage(product, lang, { viewport: PHONE });
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === product.baseUrl && url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
  });
  await watchTakeover(page);
  await page.goto(`${product.baseUrl}${path}`);
  await page.locator(ready).first().waitFor();
  // Hydrated: React has attached its handlers to the server's nodes (an interactive control answers).
  await page.waitForFunction(() => Object.keys(document.getElementById('root')?.firstElementChild ?? {}).some((key) => key.startsWith('__react')));
  await page.waitForTimeout(500);
  const takeover = await page.evaluate(() => (window as unknown as { __takeover: { removed: number; shift: number } }).__takeover);
  return { page, logged, asked, takeover };
}

describe('the browser takes the page over without a visible change', () => {
  for (const lang of ['vi', 'en'] as const) {
    it(`home (${lang}): hydrated in place, no warning, no shift, the list not asked for again`, async () => {
      const { page, logged, asked, takeover } = await takeOver(lang, '/', '[data-testid="job-card"]');
      expect(logged.filter((line) => /hydrat|did not match|server rendered/i.test(line))).toEqual([]);
      expect(takeover.removed).toBe(0);
      expect(takeover.shift).toBeLessThanOrEqual(0.05);
      expect(asked.filter((url) => url.startsWith('/api/job-posts?'))).toEqual([]);
      // It is the app now: a card opens the detail.
      await page.getByTestId('job-card').first().click();
      await page.getByRole('dialog').waitFor();
      await page.context().close();
    });

    it(`a job page (${lang}): hydrated in place, the post not asked for again`, async () => {
      const { page, logged, asked, takeover } = await takeOver(lang, jobPath, 'h1');
      expect(logged.filter((line) => /hydrat|did not match|server rendered/i.test(line))).toEqual([]);
      expect(takeover.removed).toBe(0);
      expect(takeover.shift).toBeLessThanOrEqual(0.05);
      expect(asked.filter((url) => url === `/api/job-posts/${jobPath.split('/').pop()}`)).toEqual([]);
      await page.context().close();
    });
  }

  for (const [name, path, ready] of [
    ['the forum list', '/forum', '[data-testid="forum-page"]'],
    ['the map page', '/map', '[data-testid="site-header"]'],
    ['the about page', '/about', 'h1'],
  ] as const) {
    it(`${name}: hydrated in place, no warning`, async () => {
      const { page, logged, takeover } = await takeOver('vi', path, ready);
      expect(logged.filter((line) => /hydrat|did not match|server rendered/i.test(line))).toEqual([]);
      expect(takeover.removed).toBe(0);
      await page.context().close();
    });
  }

  it('a reader whose cookies were lost (stored English, stored Boise) gets their language and place, with no error', async () => {
    const context = await product.browser.newContext({ viewport: PHONE });
    await context.addInitScript(() => {
      localStorage.setItem('language', 'en');
      localStorage.setItem('selectedLocation', JSON.stringify({ city: 'Boise', state: 'ID' }));
    });
    const page = await product.newPage(context);
    await page.goto(`${product.baseUrl}/`);
    await page.getByTestId('header-location').getByText('Boise, ID').waitFor();
    await page.getByTestId('home-title').getByText(en.home.title.replace('{{place}}', 'Boise, ID')).waitFor();
    await context.close();
  });

  it('the forum thread: hydrated in place, not asked for again', async () => {
    const { page, logged, asked, takeover } = await takeOver('vi', threadPath, '[data-testid="forum-thread-page"]');
    expect(logged.filter((line) => /hydrat|did not match|server rendered/i.test(line))).toEqual([]);
    expect(takeover.removed).toBe(0);
    expect(asked.filter((url) => url.startsWith('/api/forum/threads/'))).toEqual([]);
    await page.context().close();
  });
});
