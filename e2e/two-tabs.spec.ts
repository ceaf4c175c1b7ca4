import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { en } from '@chonail/shared/i18n';
import { eventually, withDb } from '@chonail/server/testing';
import { registerMember, type Member } from './fixtures';
import { useProduct } from './support';

// Issue 38, finding 6: every open tab schedules its refresh from the same access token, so all of
// them refresh at the same moment with the one refresh cookie they share; the server took the
// second use for a stolen token and ended the session, signing a person with two tabs out about an
// hour after signing in. Here two tabs of one browser are taken past that moment together (the
// browser's clock jumps an hour, as if the computer had been left open) and must stay signed in.
// Loopback is trusted so registration speaks from an address of this file's own (see registerMember).
const product = useProduct({ TRUST_PROXY: 'loopback' });
const REFRESH = '/api/auth/refresh-token';
/** Tabs schedule the refresh an hour before the access token's end (spec 01 section 4): an hour on, it is due. */
const PAST_THE_REFRESH = '01:00:00';

interface Tabs {
  context: BrowserContext;
  pages: [Page, Page];
  /** Every refresh call either tab made, with its answer once it came. */
  refreshes: Array<{ tab: number; status?: number; refreshToken?: string }>;
}

/** A browser whose first tab signs in through the header's sign-in form and whose second tab opens after. */
async function signedInTabs(member: Member, { webLocks }: { webLocks: boolean }): Promise<Tabs> {
  const context = await product.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'language', value: 'en', url: product.baseUrl }]);
  await context.addInitScript(() => localStorage.setItem('language', 'en'));
  // An older browser (Safari before 15.4): no Web Locks, so each tab refreshes for itself.
  if (!webLocks) await context.addInitScript(() => delete (Navigator.prototype as { locks?: unknown }).locks);
  // A fake clock that runs at real speed until told to jump, in every tab of the context at once.
  await context.clock.install();

  const refreshes: Tabs['refreshes'] = [];
  const pages: Page[] = [];
  const track = (page: Page) => {
    page.on('request', (request: Request) => {
      if (!request.url().endsWith(REFRESH) || request.method() !== 'POST') return;
      const entry: Tabs['refreshes'][number] = { tab: pages.indexOf(page) };
      refreshes.push(entry);
      void request
        .response()
        .then(async (response) => {
          entry.refreshToken = ((await response?.json().catch(() => ({}))) as { refreshToken?: string }).refreshToken;
          // Last: a test waits for the status, and then reads the token too.
          entry.status = response?.status() ?? 0;
        })
        .catch(() => undefined);
    });
  };

  const first = await product.newPage(context);
  pages.push(first);
  track(first);
  await first.goto(`${product.baseUrl}/about`);
  await first.getByTestId('header-login').click();
  const form = first.getByTestId('login-form');
  await form.locator('input[name=phone]').fill(member.typed);
  await form.locator('input[name=pin]').fill(member.pin);
  await form.getByRole('button', { name: en.auth.signIn, exact: true }).click();
  await first.getByTestId('avatar').waitFor();

  const second = await product.newPage(context);
  pages.push(second);
  track(second);
  await second.goto(`${product.baseUrl}/about`);
  await second.getByTestId('avatar').waitFor();
  return { context, pages: [first, second], refreshes };
}

/** The access token a tab's store holds (the shell registers its store for browser tests, singletons.ts). */
const tokenIn = (page: Page) =>
  page.evaluate(() => {
    const registry = (window as unknown as { __CHONAIL_RUNTIME__?: Record<string, { store: { getState(): { auth: { accessToken: string | null } } } }> })
      .__CHONAIL_RUNTIME__;
    return registry?.['shell']?.store.getState().auth.accessToken ?? null;
  });

/**
 * The session family of the member's latest sign-in (registration started another): how many of its
 * rows are live, how many were ended without being replaced (what revoking the family does), and
 * how many were rotated.
 */
const sessionsOf = (member: Member) =>
  withDb(async (db) => {
    const { rows } = await db.query<{ live: number; ended: number; rotations: number }>(
      `SELECT count(*) FILTER (WHERE revoked_at IS NULL AND expires_at > now())::int AS live,
              count(*) FILTER (WHERE revoked_at IS NOT NULL AND replaced_by IS NULL)::int AS ended,
              count(*) FILTER (WHERE replaced_by IS NOT NULL)::int AS rotations
         FROM sessions
        WHERE family_id = (SELECT family_id FROM sessions WHERE user_id = $1 AND replaced_by IS NULL ORDER BY created_at DESC LIMIT 1)`,
      [member.id],
    );
    return rows[0] as { live: number; ended: number; rotations: number };
  });

/** Takes both tabs past the scheduled refresh at the same moment; answers the access token they held before. */
async function pastTheRefresh({ context, pages }: Tabs): Promise<string> {
  const before = await tokenIn(pages[0]);
  if (!before) throw new Error('the first tab holds no access token');
  expect(await tokenIn(pages[1])).toBe(before);
  // An access token signed in the same second as `before`, for the same session, is `before` byte
  // for byte (JWT times are in seconds): let the server's second turn, so a new token looks new.
  const { iat } = JSON.parse(Buffer.from(before.split('.')[1] ?? '', 'base64url').toString()) as { iat: number };
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, (iat + 1) * 1000 - Date.now())));
  // The clock is the context's: both tabs' refresh timers come due in the one jump.
  await context.clock.fastForward(PAST_THE_REFRESH);
  return before;
}

/** The access tokens the tabs hold once each holds a new one (not `before`). */
const newTokens = ({ pages }: Tabs, before: string) =>
  eventually(async () => {
    const tokens = await Promise.all(pages.map(tokenIn));
    return tokens.every((token) => token && token !== before) ? tokens : undefined;
  }, 15_000);

/** The answers of the refresh calls, once at least `count` were made and every one made has been answered. */
async function refreshAnswers({ refreshes }: Tabs, count: number): Promise<Array<number | undefined>> {
  await eventually(async () => (refreshes.length >= count && refreshes.every((r) => r.status !== undefined) ? true : undefined));
  return refreshes.map((r) => r.status);
}

/** Each tab still signed in: the avatar shows, and after a reload the server still knows the user. */
async function expectSignedIn(pages: Page[]): Promise<void> {
  for (const page of pages) {
    await page.getByTestId('avatar').waitFor();
    expect(await page.getByTestId('header-login').count()).toBe(0);
    const userCheck = page.waitForResponse((response) => response.url().endsWith('/api/auth/user'));
    await page.reload();
    expect((await userCheck).status()).toBe(200);
    await page.getByTestId('avatar').waitFor();
    expect(await page.getByTestId('header-login').count()).toBe(0);
  }
}

describe('two tabs past a refresh (issue 38, finding 6)', () => {
  let members: [Member, Member];
  beforeAll(async () => {
    members = [
      await registerMember(product.baseUrl, { typed: '7135550621', firstName: 'Hoa', ipPrefix: '10.93' }),
      await registerMember(product.baseUrl, { typed: '7135550622', firstName: 'Linh', ipPrefix: '10.93' }),
    ];
  });

  it('stay signed in: one tab refreshes for both, and the session goes on', async () => {
    const member = members[0];
    const tabs = await signedInTabs(member, { webLocks: true });
    expect(tabs.refreshes).toEqual([]);

    const before = await pastTheRefresh(tabs);
    // One tab held the lock and refreshed; the other took its token instead of using the cookie again.
    expect(await refreshAnswers(tabs, 1)).toEqual([200]);
    const [first, second] = await newTokens(tabs, before);
    expect(second).toBe(first);

    await expectSignedIn(tabs.pages);
    expect(await sessionsOf(member)).toEqual({ live: 1, ended: 0, rotations: 1 });
    await tabs.context.close();
  });

  it('stay signed in without Web Locks too: both tabs refresh with the one cookie and get the same successor', async () => {
    const member = members[1];
    const tabs = await signedInTabs(member, { webLocks: false });
    expect(await tabs.pages[0].evaluate(() => 'locks' in navigator)).toBe(false);

    // Both tabs' timers fire in the one jump, but on a busy machine the second tab's call could
    // leave after the first's answer set the new cookie, which is a plain second rotation. Holding
    // the first call until the second has left makes them meet the server together, as two tabs'
    // calls made in the same instant do.
    const held: Route[] = [];
    await tabs.context.route(`**${REFRESH}`, async (route) => {
      held.push(route);
      if (held.length === 2) await Promise.all(held.map((call) => call.continue()));
      else if (held.length > 2) await route.continue();
    });
    const before = await pastTheRefresh(tabs);
    // Both used the same cookie at the same moment: the server's grace window answers both alike.
    expect(await refreshAnswers(tabs, 2)).toEqual([200, 200]);
    expect(new Set(tabs.refreshes.map((r) => r.refreshToken)).size).toBe(1);
    await newTokens(tabs, before);

    await expectSignedIn(tabs.pages);
    expect(await sessionsOf(member)).toEqual({ live: 1, ended: 0, rotations: 1 });
    await tabs.context.close();
  });
});
