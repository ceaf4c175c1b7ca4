import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { CreatePaymentIntentResponse, MediaItem, PaymentState, PostPayment } from '@chonail/shared/contracts';
import { newPostRequest } from '@chonail/shared/contracts/testing';
import { DIAMOND3_PHOTOS_2_MONTHS, intentRequest, postFor } from '@chonail/server/billing/testing';
import { WRITE_LIMITS } from '@chonail/server/listings';
import { eventually, freePort, multipartForm, serviceEnv, startService, type ServiceProcess } from '@chonail/server/testing';
import { OwnPostgres, OwnRedis } from './own-servers';

/**
 * Issue 19: the API and the worker keep running while their Redis and then their PostgreSQL restart
 * under load. Requests during an outage are refused quickly with 503 SERVICE_UNAVAILABLE (never a
 * 500, never a hang), both processes heal on their own once the server is back, nothing that was
 * answered as accepted is lost, and media queued around the Redis restart still get processed.
 */

/** No answer may take longer than this, outage or not. */
const HANG_MS = 4_000;
/** How soon after a server is back the API must be serving normally again. */
const RECOVERY_MS = 10_000;
/** How long each outage lasts while the traffic goes on. */
const OUTAGE_MS = 2_500;
const PAID_AMOUNT = 9_000;
/**
 * An account may make so many posts an hour (issue 38, finding 8), so the traffic posts from
 * POSTERS accounts, each trying no more posts than its allowance, at most one post every
 * POST_EVERY_MS: posts keep coming through every phase and never meet a 429.
 */
const POSTS_PER_POSTER = Math.min(...WRITE_LIMITS.post.account.map((limit) => limit.limit));
const POSTERS = 30;
const POST_EVERY_MS = 150;
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

jest.setTimeout(180_000);

interface Outcome {
  action: string;
  /** What was going on when the request was sent (for the summary; windows decide what must succeed). */
  phase: Phase;
  requestId: string;
  status: number;
  code?: string;
  message?: string;
  ms: number;
  startedAt: number;
  endedAt: number;
}

type Phase = 'warm-up' | 'redis-down' | 'redis-back' | 'after-redis' | 'pg-down' | 'pg-back' | 'after-pg' | 'redis-killed' | 'redis-killed-back' | 'after-kill';

let redis: OwnRedis;
let pg: OwnPostgres;
let api: ServiceProcess;
let worker: ServiceProcess;
let baseUrl: string;
let dataDir: string;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Every request comes from its own address (the API trusts loopback's X-Forwarded-For), so per-IP limits never answer 429. */
const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;

let requests = 0;

async function call(method: string, path: string, options: { token?: string; json?: unknown; body?: Buffer; headers?: Record<string, string> } = {}) {
  // Our own request id, so a slow or failed answer can be found in the API's log.
  const requestId = `faults-${++requests}`;
  const headers: Record<string, string> = { 'x-forwarded-for': someIp(), 'x-request-id': requestId, ...options.headers };
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
      // Well past HANG_MS: a hang shows up as a slow answer (or status 0), not as a stuck test.
      signal: AbortSignal.timeout(HANG_MS + 6_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text for the failure message
    }
    return { requestId, status: response.status, body: body as Record<string, unknown>, ms: performance.now() - started };
  } catch (error) {
    return { requestId, status: 0, body: { message: String(error) } as Record<string, unknown>, ms: performance.now() - started };
  }
}

/** Requests from several concurrent clients, all the time, each answer recorded with the phase it started in. */
class Traffic {
  phase: Phase = 'warm-up';
  readonly outcomes: Outcome[] = [];
  /** Ids of every POST /api/job-posts that answered 201. */
  readonly posts: number[] = [];
  /** Payments the test provider confirmed as paid. */
  readonly payments: string[] = [];
  /** Confirmed payments' payers, by payment. */
  readonly payers = new Map<string, string>();
  /** Paid posts that answered 201, with the payment they used and their owner's token. */
  readonly paidPosts: Array<{ postId: number; paymentIntentId: string; token: string }> = [];
  private running = false;
  private nextPostAt = 0;
  private loops: Array<Promise<void>> = [];
  private readonly actions: Array<() => Promise<void>> = [
    () => this.createPost(),
    () => this.search(),
    () => this.pay(),
    () => this.detail(),
    () => this.ready(),
  ];

  /** Each poster's account and how many of its allowance's posts it holds (stored or on their way). */
  constructor(private readonly posters: Array<{ token: string; posts: number }>) {}

  /** An account with room for one more post (counted as taken), when the traffic's pace allows one now. */
  private takePoster(): { token: string; posts: number } | undefined {
    const poster = this.posters.find((p) => p.posts < POSTS_PER_POSTER);
    if (!poster || Date.now() < this.nextPostAt) return undefined;
    this.nextPostAt = Date.now() + POST_EVERY_MS;
    poster.posts += 1;
    return poster;
  }

  start(clients: number): void {
    this.running = true;
    for (let i = 0; i < clients; i++) this.loops.push(this.loop(i));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async loop(offset: number): Promise<void> {
    for (let n = offset; this.running; n++) {
      await this.actions[n % this.actions.length]?.();
      await sleep(30);
    }
  }

  private async record(action: string, request: () => ReturnType<typeof call>) {
    const [phase, startedAt] = [this.phase, Date.now()];
    const answer = await request();
    this.outcomes.push({
      action,
      phase,
      startedAt,
      endedAt: Date.now(),
      requestId: answer.requestId,
      status: answer.status,
      code: typeof answer.body?.['code'] === 'string' ? answer.body['code'] : undefined,
      message: typeof answer.body?.['message'] === 'string' ? answer.body['message'] : undefined,
      ms: Math.round(answer.ms),
    });
    return answer;
  }

  private async createPost(): Promise<void> {
    const poster = this.takePoster();
    if (!poster) return;
    const { status, body } = await this.record('create post', () =>
      call('POST', '/api/job-posts', { token: poster.token, json: newPostRequest({ title: `Cần thợ gấp ${randomBytes(3).toString('hex')}` }) }),
    );
    // A refused post keeps its place here: the API gives it back, but a give-back sent while Redis
    // is going away can be lost (WriteLimiter.within), and the server's count must never pass ours.
    if (status === 201) this.posts.push(body['id'] as number);
  }

  private async pay(): Promise<void> {
    const poster = this.takePoster();
    if (!poster) return;
    // The place is given back here only if the post was never sent (see createPost).
    let postSent = false;
    try {
      const intent = await this.record('create payment intent', () =>
        call('POST', '/api/create-payment-intent', { token: poster.token, json: intentRequest(DIAMOND3_PHOTOS_2_MONTHS, PAID_AMOUNT) }),
      );
      if (intent.status !== 201) return;
      const { paymentIntentId, clientSecret } = intent.body as unknown as CreatePaymentIntentResponse;
      const confirm = await this.record('confirm payment', () =>
        call('POST', '/api/billing/test-confirm', { token: poster.token, json: { paymentIntentId, clientSecret, cardNumber: '4242 4242 4242 4242' } }),
      );
      if (confirm.status !== 200 || confirm.body['status'] !== 'paid') return;
      this.payments.push(paymentIntentId);
      this.payers.set(paymentIntentId, poster.token);
      postSent = true;
      const post = await this.record('create paid post', () =>
        call('POST', '/api/job-posts', { token: poster.token, json: postFor(DIAMOND3_PHOTOS_2_MONTHS, paymentIntentId) }),
      );
      if (post.status === 201) this.paidPosts.push({ postId: post.body['id'] as number, paymentIntentId, token: poster.token });
    } finally {
      if (!postSent) poster.posts -= 1;
    }
  }

  private async search(): Promise<void> {
    await this.record('search', () => call('GET', '/api/job-posts?city=Houston&state=TX&limit=5'));
  }

  /** A post's page counts the view in Redis and reads the post from PostgreSQL (as a browser: a robot's open is not counted). */
  private async detail(): Promise<void> {
    const id = this.posts[this.posts.length - 1];
    if (id !== undefined) await this.record('post detail', () => call('GET', `/api/job-posts/${id}`, { headers: { 'user-agent': BROWSER } }));
  }

  private async ready(): Promise<void> {
    await this.record('readiness', () => call('GET', '/api/health/ready'));
  }
}

async function register(): Promise<string> {
  const typed = `713${randomInt(2_000_000, 9_999_999)}`;
  const details = { phone: `+1${typed}`, password: '2580', firstName: 'Lan', lastName: 'Nguyen', email: `${typed}@example.com` };
  const sent = await call('POST', '/api/auth/send-otp', { json: details });
  if (sent.status !== 200) throw new Error(`send-otp answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  const otp = await eventually(async () => {
    const outbox = await call('GET', `/api/dev/sms-outbox?phone=${encodeURIComponent(details.phone)}`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
    return (outbox.body as unknown as Array<{ code: string }>)[0]?.code;
  }, 10_000);
  const done = await call('POST', '/api/auth/complete-registration', { json: { ...details, otp } });
  if (done.status !== 201) throw new Error(`complete-registration answered ${done.status}: ${JSON.stringify(done.body)}`);
  return done.body['token'] as string;
}

/** A photo big enough that processing a handful, one at a time, takes the worker a few seconds. */
const photo = (seed: number) =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 100 + seed, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

/**
 * Uploads go over a keep-alive connection of their own, dropped after the answer. An upload the API
 * refuses part-way through the form (here 503 while a store is down; equally 429
 * UPLOAD_RATE_LIMITED or 400 TOO_MANY_FILES) leaves the rest of the body unread, and the next
 * request on that connection is never answered. That is a bug of its own (reported with issue 19),
 * not what this test is about, so it must not stall the traffic sharing the client's connections.
 * (Asking the server to close instead, `connection: close`, races: it may reset the socket while
 * the body is still being sent.)
 */
async function upload(token: string, sessionId: string, count: number) {
  const files = await Promise.all(Array.from({ length: count }, async (_, i) => ({ name: `tiem-${i}.jpg`, type: 'image/jpeg', body: await photo(i) })));
  const form = multipartForm({ sessionId }, files);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const { port } = new URL(baseUrl);
  const headers = { ...form.headers, 'content-length': String(form.payload.length), authorization: `Bearer ${token}`, 'x-request-id': `faults-${++requests}` };
  try {
    return await new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
      const req = request({ agent, host: '127.0.0.1', port, method: 'POST', path: '/api/upload-media', headers, timeout: HANG_MS + 6_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown> }));
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`upload not answered in ${HANG_MS + 6_000} ms`)));
      req.on('error', reject);
      req.end(form.payload);
    });
  } finally {
    agent.destroy();
  }
}

const newSession = () => `upload_${Date.now()}_${randomBytes(6).toString('hex')}`;

/** Waits until every file of the session is processed; returns their statuses. */
async function processed(token: string, sessionId: string, timeoutMs: number): Promise<MediaItem[]> {
  return eventually(async () => {
    const listed = await call('GET', `/api/media/uploads?sessionId=${sessionId}`, { token });
    const items = listed.body as unknown as MediaItem[];
    if (listed.status !== 200 || items.some((item) => item.status === 'processing')) return undefined;
    return items;
  }, timeoutMs, 250);
}

/**
 * How long until the API serves normally again: health answers 200 with every queue's depth (so the
 * job producers are reconnected too, not only the command client), a search passes its Redis rate
 * limit, and a signed-in call reads PostgreSQL.
 */
async function recovery(token: string, since: number): Promise<number> {
  await eventually(async () => {
    const [health, search, credits] = await Promise.all([
      call('GET', '/api/health'),
      call('GET', '/api/job-posts?limit=1'),
      call('GET', '/api/billing/credits', { token }),
    ]);
    const queues = Object.values((health.body['queues'] ?? {}) as Record<string, unknown>);
    const producersBack = queues.length > 0 && queues.every((depth) => depth !== null);
    return health.status === 200 && producersBack && search.status === 200 && credits.status === 200 ? true : undefined;
  }, RECOVERY_MS + 5_000, 100);
  return Date.now() - since;
}

/** One line per phase: how many answers, and which refusals. */
const summary = (outcomes: Outcome[]) => {
  const phases = new Map<Phase, { answers: number; slowestMs: number; refused: Map<string, number> }>();
  for (const o of outcomes) {
    const phase = phases.get(o.phase) ?? { answers: 0, slowestMs: 0, refused: new Map<string, number>() };
    phase.answers += 1;
    phase.slowestMs = Math.max(phase.slowestMs, o.ms);
    if (o.status >= 300 || o.status === 0) {
      const key = `${o.action} ${o.status} ${o.code ?? ''}`.trim();
      phase.refused.set(key, (phase.refused.get(key) ?? 0) + 1);
    }
    phases.set(o.phase, phase);
  }
  return [...phases.entries()]
    .map(([name, p]) => `  ${name}: ${p.answers} answers, slowest ${p.slowestMs} ms${p.refused.size ? `; ${[...p.refused].map(([k, n]) => `${k} x${n}`).join(', ')}` : ''}`)
    .join('\n');
};

describe('API and worker through Redis and PostgreSQL restarts', () => {
  const timings: Record<string, number> = {};
  let token: string;
  let traffic: Traffic;

  beforeAll(async () => {
    const started = Date.now();
    dataDir = mkdtempSync(join(tmpdir(), 'chonail-faults-data-'));
    const [redisPort, pgPort, apiPort] = await Promise.all([freePort(), freePort(), freePort()]);
    [redis, pg] = await Promise.all([OwnRedis.start(redisPort), OwnPostgres.start(pgPort)]);
    const env = serviceEnv({
      PORT: String(apiPort),
      DATABASE_URL: pg.url,
      REDIS_URL: redis.url,
      REDIS_PREFIX: 'chonail-faults',
      DATA_DIR: dataDir,
      TRUST_PROXY: 'loopback',
      // One job at a time, so a handful of photos is still queued when Redis goes away.
      WORKER_CONCURRENCY: '1',
      WORKER_HEARTBEAT_INTERVAL_MS: '500',
      WORKER_HEARTBEAT_TIMEOUT_MS: '2000',
      SEED_DEMO_POSTS: '0',
      SHUTDOWN_TIMEOUT_MS: '5000',
      STRIPE_SECRET_KEY: undefined,
      STRIPE_WEBHOOK_SECRET: undefined,
      STRIPE_PUBLISHABLE_KEY: undefined,
      VONAGE_API_KEY: undefined,
      VONAGE_API_SECRET: undefined,
      S3_BUCKET: undefined,
      S3_ENDPOINT: undefined,
      S3_ACCESS_KEY_ID: undefined,
      S3_SECRET_ACCESS_KEY: undefined,
      ADMIN_PHONE: undefined,
      ADMIN_PASSWORD: undefined,
    });
    api = startService('api', env);
    // The worker's first maintenance sweep reads the media table: it starts once the API has migrated.
    await api.waitForLog((l) => l.msg === 'migrations applied', 60_000);
    worker = startService('worker', env);
    await Promise.all([api.waitForLog((l) => l.msg === 'api listening', 60_000), worker.waitForLog((l) => l.msg === 'worker started', 60_000)]);
    baseUrl = `http://127.0.0.1:${apiPort}`;
    token = await register();
    const posters = await Promise.all(Array.from({ length: POSTERS }, () => register()));
    traffic = new Traffic(posters.map((posterToken) => ({ token: posterToken, posts: 0 })));
    timings['setup'] = Date.now() - started;
  });

  afterAll(async () => {
    await traffic?.stop();
    await Promise.all([api?.stop(), worker?.stop()]);
    await Promise.all([redis?.destroy(), pg?.destroy()]);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 fast during each outage, heals by itself, loses nothing accepted, and finishes queued media', async () => {
    const processes = { api: api.pid, worker: worker.pid };
    const t0 = Date.now();
    const lap = (name: string) => (timings[name] = Date.now() - t0);
    /** Spans in which every request sent must be answered normally: before each outage and after each recovery. */
    const healthy: Array<{ from: number; to: number }> = [];
    let healthySince = Date.now();
    const outage = () => healthy.push({ from: healthySince, to: Date.now() });

    traffic.start(4);
    await sleep(1_500);

    // --- Redis goes away (a clean stop) right after photos were queued, and comes back. ---
    const beforeRedis = newSession();
    const queued = await upload(token, beforeRedis, 6);
    expect(queued.status).toBe(201);
    outage();
    traffic.phase = 'redis-down';
    await redis.stop('SIGTERM');
    lap('redis stopped');
    const [stillQueued] = await pg.query<{ n: string }>(`SELECT count(*) AS n FROM media WHERE session_id = $1 AND status = 'processing'`, [beforeRedis]);
    const duringRedis = await upload(token, newSession(), 1);
    expect({ status: duringRedis.status, code: duringRedis.body['code'] }).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    await sleep(OUTAGE_MS);
    await redis.start();
    const redisBack = Date.now();
    traffic.phase = 'redis-back';
    timings['redis recovery'] = await recovery(token, redisBack);
    healthySince = Date.now();
    traffic.phase = 'after-redis';
    lap('redis recovered');
    expect(timings['redis recovery']).toBeLessThan(RECOVERY_MS);

    // The photos queued before the outage are processed once the worker is back on Redis.
    const afterRedis = await processed(token, beforeRedis, 30_000);
    lap('photos queued across the Redis restart processed');
    // One at a time, big photos: most of them were still waiting in Redis when it stopped.
    timings['photos still queued when Redis stopped'] = Number(stillQueued?.n ?? 0);
    expect(timings['photos still queued when Redis stopped']).toBeGreaterThan(0);
    expect(afterRedis.map((item) => item.status)).toEqual(Array(6).fill('ready'));

    // --- PostgreSQL stops (fast shutdown, every session ended) and starts again. ---
    const beforePg = newSession();
    expect((await upload(token, beforePg, 2)).status).toBe(201);
    outage();
    traffic.phase = 'pg-down';
    await pg.stop();
    lap('postgres stopped');
    const duringPg = await upload(token, newSession(), 1);
    expect({ status: duringPg.status, code: duringPg.body['code'] }).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    await sleep(OUTAGE_MS);
    await pg.start();
    const pgBack = Date.now();
    traffic.phase = 'pg-back';
    timings['postgres recovery'] = await recovery(token, pgBack);
    healthySince = Date.now();
    traffic.phase = 'after-pg';
    lap('postgres recovered');
    expect(timings['postgres recovery']).toBeLessThan(RECOVERY_MS);
    // A job that met the outage is retried with its backoff and still ends processed.
    expect((await processed(token, beforePg, 30_000)).map((item) => item.status)).toEqual(['ready', 'ready']);
    lap('photos queued across the PostgreSQL restart processed');

    // --- Redis is killed outright (no final flush) and restarted. ---
    await sleep(1_000);
    outage();
    traffic.phase = 'redis-killed';
    await redis.stop('SIGKILL');
    await sleep(OUTAGE_MS);
    await redis.start();
    const killedBack = Date.now();
    traffic.phase = 'redis-killed-back';
    timings['redis recovery after kill'] = await recovery(token, killedBack);
    healthySince = Date.now();
    traffic.phase = 'after-kill';
    lap('redis recovered after kill');
    expect(timings['redis recovery after kill']).toBeLessThan(RECOVERY_MS);
    const afterKill = newSession();
    expect((await upload(token, afterKill, 1)).status).toBe(201);
    await sleep(1_000);
    await traffic.stop();
    healthy.push({ from: healthySince, to: Date.now() });
    expect((await processed(token, afterKill, 15_000)).map((item) => item.status)).toEqual(['ready']);
    lap('photo after the kill processed');

    const { outcomes } = traffic;
    // What the API logged about an answer, so a failure shows its cause.
    const apiLinesOf = (o: Outcome) => api.logs.filter((l) => l['requestId'] === o.requestId).map((l) => `${o.requestId}: ${JSON.stringify(l).slice(0, 600)}`);
    process.stdout.write(`[faults] timings ${JSON.stringify(timings)}\n[faults] answers:\n${summary(outcomes)}\n`);

    // Never a 500, never a hang: every refusal is a 503 that says why in the one error shape.
    const hangs = outcomes.filter((o) => o.status === 0 || o.ms > HANG_MS);
    expect({ hangs, apiLog: hangs.flatMap(apiLinesOf) }).toEqual({ hangs: [], apiLog: [] });
    const refusals = outcomes.filter((o) => o.status >= 300);
    const not503 = refusals.filter((o) => o.status !== 503);
    expect({ not503, apiLog: not503.flatMap(apiLinesOf) }).toEqual({ not503: [], apiLog: [] });
    const expectedCode = (o: Outcome) => (o.action === 'readiness' ? 'NOT_READY' : 'SERVICE_UNAVAILABLE');
    expect(refusals.filter((o) => o.code !== expectedCode(o) || !o.message)).toEqual([]);
    // Each outage was really met by the traffic, and before and after each one everything answers normally.
    for (const phase of ['redis-down', 'pg-down', 'redis-killed'] as const) {
      expect(refusals.some((o) => o.phase === phase)).toBe(true);
    }
    const inHealthySpan = (o: Outcome) => healthy.some((span) => o.startedAt >= span.from && o.endedAt <= span.to);
    expect(refusals.filter(inHealthySpan)).toEqual([]);

    // Nothing accepted was lost: every post answered 201 and every confirmed payment is there.
    expect(traffic.posts.length).toBeGreaterThan(10);
    expect(traffic.payments.length).toBeGreaterThan(3);
    const posts = await pg.query<{ id: number }>('SELECT id FROM job_posts WHERE id = ANY($1) AND deleted_at IS NULL', [traffic.posts]);
    expect(posts.map((p) => p.id).sort((a, b) => a - b)).toEqual([...traffic.posts].sort((a, b) => a - b));
    for (const paymentIntentId of traffic.payments) {
      const payment = await call('GET', `/api/billing/payments/${paymentIntentId}`, { token: traffic.payers.get(paymentIntentId) as string });
      expect({ paymentIntentId, status: payment.status, paid: (payment.body as unknown as PaymentState).status }).toEqual({ paymentIntentId, status: 200, paid: 'paid' });
    }
    for (const { postId, paymentIntentId, token: owner } of traffic.paidPosts) {
      const payment = await call('GET', `/api/job-posts/${postId}/payment`, { token: owner });
      expect((payment.body as unknown as PostPayment)?.paymentIntentId).toBe(paymentIntentId);
    }

    // The worker's heartbeat is back too, and neither process was restarted to get there.
    const health = await call('GET', '/api/health');
    expect({ status: health.status, health: health.body['status'], worker: (health.body['worker'] as { status?: string })?.status }).toEqual({
      status: 200,
      health: 'ok',
      worker: 'up',
    });
    expect({ api: api.running && api.pid, worker: worker.running && worker.pid }).toEqual(processes);
  });
});
