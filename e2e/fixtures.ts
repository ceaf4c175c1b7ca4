import { spawnSync } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Page } from 'playwright-core';
import type { PriorityAddon } from '@chonail/shared/domain';
import type { en, Lang } from '@chonail/shared/i18n';
import { rememberStaffSecret } from '@chonail/server/auth/testing';
import { eventually, getJson, serviceEnv, withDb, WORKSPACE_ROOT } from '@chonail/server/testing';
import type { useProduct } from './support';

// What the browser test files set up for themselves: members, posts and pages. Each file keeps its
// own phone numbers, forwarded addresses and titles, as they share the run's API budget and database.

type Product = ReturnType<typeof useProduct>;

/** A member registered through the real calls, with what the login form wants (`typed`, `pin`). */
export interface Member {
  phone: string;
  typed: string;
  pin: string;
  id: number;
}

const postJson = <T>(url: string, body: object, ip: string) =>
  getJson<T>(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });

/**
 * Registers `typed` (ten digits, as a user types them) through send-otp, the API's development SMS
 * outbox and complete-registration, with PIN 2580. The requests come from an address in the caller's
 * own `ipPrefix` range (such as '10.77'), picked by the phone: the run's other suites share
 * 127.0.0.1's budget of code requests (10 per 15 min), and a file must not use up another's. The
 * API has to trust the forwarded address (`useProduct({ TRUST_PROXY: 'loopback' })`).
 */
export async function registerMember(
  baseUrl: string,
  { typed, firstName, lastName = 'Nguyen', ipPrefix }: { typed: string; firstName: string; lastName?: string; ipPrefix: string },
): Promise<Member> {
  const phone = `+1${typed}`;
  const pin = '2580';
  const details = { phone, password: pin, firstName, lastName, email: `${typed}@example.com` };
  const ip = `${ipPrefix}.${Number(typed.slice(-4)) % 250}.${1 + (Number(typed.slice(-2)) % 250)}`;
  const sent = await postJson(`${baseUrl}/api/auth/send-otp`, details, ip);
  if (sent.status >= 300) throw new Error(`send-otp answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  const otp = await eventually(async () => {
    const { body } = await getJson<Array<{ code: string }>>(`${baseUrl}/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
    return body[0]?.code;
  }, 10_000);
  const { status, body } = await postJson<{ user: { id: number } }>(`${baseUrl}/api/auth/complete-registration`, { ...details, otp }, ip);
  if (status !== 200 && status !== 201) throw new Error(`registration answered ${status}`);
  return { phone, typed, pin, id: body.user.id };
}

/**
 * A staff account made as a person makes one: `npm run admin:create --phone` with ADMIN_PASSWORD
 * set. Its authenticator secret is read from the otpauth:// URI the command prints, as an app
 * scanning the QR code would, and remembered, so `staffCodeFor(phone)` gives the code to type.
 */
export function createAdmin(phone: string, password: string): { secret: string; stdout: string } {
  const created = spawnSync(
    process.execPath,
    ['-r', join(WORKSPACE_ROOT, 'tools', 'register.cjs'), join(WORKSPACE_ROOT, 'services', 'api', 'src', 'admin-create.ts'), '--phone', phone],
    { cwd: WORKSPACE_ROOT, env: serviceEnv({ ADMIN_PASSWORD: password, ADMIN_PHONE: undefined }), encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}`);
  const uri = /otpauth:\/\/totp\/\S+/.exec(created.stdout)?.[0];
  const secret = uri ? new URL(uri).searchParams.get('secret') : null;
  if (!secret) throw new Error(`admin:create printed no otpauth URI: ${created.stdout}`);
  rememberStaffSecret(phone, secret);
  return { secret, stdout: created.stdout };
}

export { staffCodeFor } from '@chonail/server/auth/testing';

/** Where a post's salon stands. */
export interface Place {
  street: string;
  city: string;
  state: string;
  zipcode: string;
  lat: number;
  lng: number;
}

/** The salon a post stands at unless it says otherwise. */
export const HOUSTON_SALON: Place = { street: '9889 Bellaire Blvd', city: 'Houston', state: 'TX', zipcode: '77036', lat: 29.7057, lng: -95.5466 };

export interface PostFixture {
  jobType: 'hiring' | 'selling';
  title: string;
  /** By default the title and a phone number, which the pages mask until clicked. */
  description?: string;
  /** HOUSTON_SALON by default. */
  place?: Place;
  /** A paid priority add-on, for 30 days. */
  priority?: Exclude<PriorityAddon, 'none'>;
  /** Gallery media: with it, the paid photo/video add-on, for 30 days. */
  images?: string[];
  /** Expired a day ago instead of expiring in 90 days. */
  expired?: boolean;
  /** How far ahead of now it is dated (created and bumped): a minute by default. */
  aheadSeconds?: number;
  /** The salon's area in sq ft; none by default. */
  area?: number;
  /** What a hiring post asks of the technician; nothing said by default. */
  experienceLevel?: 'none' | 'beginner' | 'experienced';
}

/** One of our processed files' URLs, as an upload answer gives it (signed for its owner) or plain. */
const OWN_FILE = /^(\/api\/media\/files\/([a-f0-9-]{36})(?:\?variant=(?:thumb|poster))?)(?:[?&]sig=[A-Za-z0-9_-]*&exp=\d+)?$/;

/**
 * Posts written straight into the table: paid add-ons (media, diamond3) cannot be bought until
 * billing exists. Dated a minute ahead so they lead the newest-first list over other suites' posts.
 * Answers the ids, in the fixtures' order. With no owner (null), the oldest account owns them (a
 * demo owner when the product seeds demo posts). Uploaded files go in as the product keeps them:
 * the plain URL (an upload answer's is signed for its owner) and the file's media row attached to
 * the post, so visitors load it while the post is listed; a file several fixtures share stays with
 * the first.
 */
export async function insertPosts(ownerId: number | null, fixtures: PostFixture[]): Promise<number[]> {
  const db = new Client({ connectionString: process.env['DATABASE_URL'] });
  await db.connect();
  try {
    const ids: number[] = [];
    for (const f of fixtures) {
      const where = f.place ?? HOUSTON_SALON;
      const images = (f.images ?? []).map((url) => OWN_FILE.exec(url)?.[1] ?? url);
      const files = (f.images ?? []).flatMap((url) => OWN_FILE.exec(url)?.[2] ?? []);
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO job_posts (owner_id, job_type, title, description, store_name, street_address, city, state, zipcode, full_address,
           lat, lng, duration, priority_addon, priority_ends_at, photo_video_addon, photo_video_ends_at, images, created_at, bumped_at, expires_at, area_sq_ft, experience_level)
         VALUES (COALESCE($1::int, (SELECT min(id) FROM users)), $2, $3, $4, 'Lotus Nails', $5, $6, $7, $8, $9, $10, $11, 6, $12, now() + $13::interval, $14, now() + $15::interval, $16::jsonb,
           now() + ($17 || ' seconds')::interval, now() + ($17 || ' seconds')::interval, now() + ($18 || ' days')::interval, $19, $20)
         RETURNING id`,
        [
          ownerId,
          f.jobType,
          f.title,
          f.description ?? `${f.title}. Gọi (713) 555-0188`,
          where.street,
          where.city,
          where.state,
          where.zipcode,
          `${where.street}, ${where.city}, ${where.state} ${where.zipcode}`,
          where.lat,
          where.lng,
          f.priority ?? 'none',
          // No add-on, no end date (now() + NULL).
          f.priority ? '30 days' : null,
          Boolean(f.images),
          f.images ? '30 days' : null,
          JSON.stringify(images),
          String(f.aheadSeconds ?? 60),
          f.expired ? '-1' : '90',
          f.area ?? null,
          f.experienceLevel ?? null,
        ],
      );
      const [row] = rows;
      if (!row) throw new Error('insert returned no id');
      if (files.length) await db.query('UPDATE media SET job_post_id = $1 WHERE file_name = ANY($2) AND job_post_id IS NULL', [row.id, files]);
      ids.push(row.id);
    }
    return ids;
  } finally {
    await db.end();
  }
}

/**
 * A forum thread and its replies written straight into the tables, by `authorId` or, with null, the
 * oldest account (a demo owner when the product seeds demo posts). Answers the ids.
 */
export async function insertForumThread(
  authorId: number | null,
  { title, body, category = 'salon', replies = [] }: { title: string; body: string; category?: string; replies?: string[] },
): Promise<{ id: number; replyIds: number[] }> {
  return withDb(async (db) => {
    const author = `COALESCE($1::int, (SELECT min(id) FROM users))`;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO forum_threads (author_id, category, title, body, reply_count) VALUES (${author}, $2, $3, $4, $5) RETURNING id`,
      [authorId, category, title, body, replies.length],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('insert returned no id');
    const replyIds: number[] = [];
    for (const reply of replies) {
      const inserted = await db.query<{ id: number }>(`INSERT INTO forum_posts (thread_id, author_id, body) VALUES ($2, ${author}, $3) RETURNING id`, [authorId, id, reply]);
      replyIds.push(inserted.rows[0]?.id ?? 0);
    }
    return { id, replyIds };
  });
}

export interface PageOptions {
  /** 1280x900 by default. */
  viewport?: { width: number; height: number };
  /** A returning visitor's stored location (spec 01 "session data kept locally": selectedLocation). */
  location?: { city: string | null; state: string };
  /** Where to go once the page is open, below the product's address; by default it stays blank. */
  path?: string;
  /** Sent with every request, e.g. an x-forwarded-for of the file's own range (see registerMember). */
  headers?: Record<string, string>;
  /**
   * Whether the browser also holds the cookies the app mirrors its choices in (language, location)
   * for the API's next page, as any visitor's does once the app has run; false: localStorage only.
   */
  cookies?: boolean;
  /**
   * The browser's User-Agent: a phone's, for a visitor whose visit must count as a person's (headless
   * Chromium names itself HeadlessChrome, which the poster statistics count as a robot).
   */
  userAgent?: string;
}

/** A page in a fresh browser context whose reader has chosen `lang`. */
export async function openPage(product: Product, lang: Lang, options: PageOptions = {}): Promise<Page> {
  const context = await product.browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    ...(options.headers && { extraHTTPHeaders: options.headers }),
    ...(options.userAgent && { userAgent: options.userAgent }),
  });
  if (options.cookies !== false) {
    const kept = { language: lang, ...(options.location && { selectedLocation: JSON.stringify(options.location) }) };
    await context.addCookies(Object.entries(kept).map(([name, value]) => ({ name, value: encodeURIComponent(value), url: product.baseUrl })));
  }
  await context.addInitScript(
    ([language, location]) => {
      localStorage.setItem('language', language);
      if (location) localStorage.setItem('selectedLocation', location);
    },
    [lang, options.location ? JSON.stringify(options.location) : ''] as const,
  );
  const page = await product.newPage(context);
  if (options.path !== undefined) {
    await page.goto(`${product.baseUrl}${options.path}`);
    // A server-rendered page shows its buttons before the app has taken them over (issue 37).
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  }
  return page;
}

/**
 * Signs a registered member in from a sign-in prompt's own button: by default the /new-package
 * gate's (the wizard stays open behind the dialog and continues once signed in).
 */
export async function signInAtGate(page: Page, t: typeof en, member: Pick<Member, 'typed' | 'pin'>, gateTestId = 'wizard-login-required'): Promise<void> {
  const gate = page.getByTestId(gateTestId);
  await gate.waitFor();
  await gate.getByRole('button', { name: t.auth.signIn }).click();
  const form = page.getByTestId('login-form');
  await form.waitFor();
  await form.locator('input[name=phone]').fill(member.typed);
  await form.locator('input[name=pin]').fill(member.pin);
  await form.getByRole('button', { name: t.auth.signIn, exact: true }).click();
}

/** The job page of the first listed post (of the demo posts a product seeded with SEED_DEMO_POSTS). */
export async function firstJobPath(product: Product): Promise<string> {
  const [first] = (await (await fetch(`${product.baseUrl}/api/job-posts`)).json()) as { id: number }[];
  if (!first) throw new Error('no listed post: start the product with SEED_DEMO_POSTS');
  return `/job/${first.id}`;
}

/** A call the translation stand-in received. */
export interface TranslateCall {
  url?: string;
  body: { q?: string[] | string; source?: string; target?: string; format?: string };
}

/**
 * A LibreTranslate stand-in (the edge of someone else's network API): POST /translate with `q` a
 * list answers each text with '[target] ' in front, or 500 while `mode` is 'fail'. Call at the top
 * level of a file before `useProduct`, and put `url()` in the product's TRANSLATE_URL in a
 * `beforeAll` declared before useProduct's (hooks run in order, and useProduct copies its env when
 * it starts the API).
 */
export function fakeTranslator() {
  const calls: TranslateCall[] = [];
  const state = { mode: 'ok' as 'ok' | 'fail' };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      const body = JSON.parse(data || '{}') as TranslateCall['body'];
      calls.push({ url: req.url, body });
      const answer = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (state.mode === 'fail') return answer(500, { error: 'Internal error' });
      const texts = Array.isArray(body.q) ? body.q : [body.q ?? ''];
      answer(200, { translatedText: texts.map((text) => `[${body.target ?? 'en'}] ${text}`) });
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return {
    calls,
    state,
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
}

/**
 * Wizard step 2 for a hiring post at a new salon, typed field by field (no address suggestion):
 * everything but the submit, so a test can add its own fields first.
 */
export async function fillHiringListing(
  page: Page,
  { storeName, place, title, description }: { storeName: string; place: Pick<Place, 'street' | 'city' | 'state' | 'zipcode'>; title: string; description: string },
): Promise<void> {
  await page.getByTestId('job-type-hiring').check();
  await page.getByTestId('store-name').fill(storeName);
  await page.getByTestId('store-address1').fill(place.street);
  await page.getByTestId('store-city').fill(place.city);
  await page.getByTestId('store-state').selectOption(place.state);
  await page.getByTestId('store-zipcode').fill(place.zipcode);
  await page.getByTestId('listing-title').fill(title);
  await page.getByTestId('listing-description').fill(description);
}

/**
 * A page's HTML as the build wrote it, without the first screen the server rendered into it
 * (issue 37) or the answers it carries: what the browser draws by itself (a render that timed out,
 * HTML from elsewhere).
 */
export const withoutServerRender = (html: string) =>
  html.replace(/<div id="root"[^>]*>[\s\S]*<\/div>(<script type="application\/json" data-first-screen-answer=[\s\S]*<\/script>)?(?=\s*<\/body>)/, '<div id="root"></div>');

/**
 * A saved search's text (issue 39) written straight into alert_messages, as the worker leaves one it
 * handed to the provider: to `userId`, about `postIds`, its link `/s/{code}` good for 30 days.
 */
export async function insertAlertMessage(userId: number, code: string, postIds: number[]): Promise<void> {
  await withDb((db) =>
    db.query(
      `INSERT INTO alert_messages (user_id, code, frequency, status, local_date, post_ids, text, parts, sent_at, expires_at)
       VALUES ($1, $2, 'instant', 'sent', current_date, $3::int[], $4, 1, now(), now() + interval '30 days')`,
      [userId, code, postIds, `Chợ Nail: ${postIds.length} tin mới hợp với tìm kiếm của bạn. chonail/s/${code}`],
    ),
  );
}
