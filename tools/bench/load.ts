/**
 * npm run bench:load [-- --posts 100000 --seconds 60 --connections 16 --keep --reuse DB]
 *
 * The running product under a realistic mix of visitors (autocannon): search 70%, a job's detail
 * 20%, a member's "is it saved?" check 5%, sign-in 5%, each request from its own address. Prints
 * throughput, p50/p95/p99 and errors. Then the same searches alone, through the API and through a
 * bare Fastify + pg server using the very same query builder and mapper, for the ratio of their
 * throughputs. Targets: 0 errors, p95 under 100 ms, the API's search at 0.8x or better of the bare one.
 */
import 'reflect-metadata';
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { JobPost } from '@chonail/shared/contracts';
import { freePort, getJson, WORKSPACE_ROOT } from '@chonail/server/testing';
import { randomAddress, SEARCHES, summary, withScratchApi } from './scratch';

type Kind = 'search' | 'detail' | 'saved' | 'login';
const MIX: Array<[Kind, number]> = [
  ['search', 14],
  ['detail', 4],
  ['saved', 1],
  ['login', 1],
];
const MEMBERS = 20;
const PIN = '2580';

interface Member {
  phone: string;
  token: string;
}

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)] as T;
const post = (url: string, body: object, ip = randomAddress()) =>
  getJson<Record<string, unknown>>(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });

/** Members signed up through the real calls and the local SMS outbox, as people would. */
async function signUp(baseUrl: string, count: number): Promise<Member[]> {
  const members: Member[] = [];
  for (let i = 0; i < count; i += 1) {
    // Area code 201, whose every exchange from 200 up is a number that can exist (sign-up checks with libphonenumber-js).
    const phone = `+1201${randomInt(200, 1000)}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
    const ip = randomAddress();
    await post(`${baseUrl}/api/auth/send-otp`, { phone, password: PIN }, ip);
    const { body: outbox } = await getJson<Array<{ code: string }>>(`${baseUrl}/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
    const done = await post(`${baseUrl}/api/auth/complete-registration`, { phone, password: PIN, otp: outbox[0]?.code }, ip);
    if (done.status !== 201) throw new Error(`sign-up answered ${done.status}: ${JSON.stringify(done.body)}`);
    members.push({ phone, token: String(done.body['token']) });
  }
  return members;
}

/** Listed posts' ids, as visitors reach them: from search results. */
async function listedIds(baseUrl: string): Promise<number[]> {
  const ids = new Set<number>();
  for (const [, query] of SEARCHES) {
    const { body } = await getJson<JobPost[]>(`${baseUrl}/api/job-posts?${query}&limit=50`, { headers: { 'x-forwarded-for': randomAddress() } });
    for (const p of body) ids.add(p.id);
  }
  return [...ids];
}

interface Run {
  requests: number;
  seconds: number;
  errors: number;
  byKind: Map<Kind, number[]>;
  failures: Map<string, number>;
}

/**
 * autocannon cycles through `requests` on each connection, one request at a time, so a shuffled
 * cycle of 20 gives the mix and the n-th answer on a connection is to the n-th request of the cycle.
 */
async function runMix(baseUrl: string, kinds: Kind[], seconds: number, connections: number, ids: number[], members: Member[]): Promise<Run> {
  const byKind = new Map<Kind, number[]>(kinds.map((k) => [k, []]));
  const failures = new Map<string, number>();
  const build = (kind: Kind, request: { headers?: Record<string, string> }) => {
    const headers: Record<string, string> = { ...request.headers, 'x-forwarded-for': randomAddress() };
    if (kind === 'search') return { ...request, method: 'GET', path: `/api/job-posts?${pick(SEARCHES)[1]}`, headers };
    if (kind === 'detail') return { ...request, method: 'GET', path: `/api/job-posts/${pick(ids)}`, headers };
    const member = pick(members);
    if (kind === 'saved') return { ...request, method: 'GET', path: `/api/saved-items/check?itemId=${pick(ids)}&itemType=job`, headers: { ...headers, authorization: `Bearer ${member.token}` } };
    return { ...request, method: 'POST', path: '/api/auth/login', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ phone: member.phone, password: PIN }) };
  };
  const cycle: Kind[] = kinds.length === 1 ? [kinds[0] as Kind] : MIX.flatMap(([kind, n]) => Array<Kind>(n).fill(kind)).sort(() => Math.random() - 0.5);
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: cycle.map((kind) => ({ setupRequest: (request) => build(kind, request) })),
  });
  const perClient = new Map<unknown, number>();
  instance.on('response', (client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    const index = perClient.get(client) ?? 0;
    perClient.set(client, index + 1);
    const kind = cycle[index % cycle.length] as Kind;
    byKind.get(kind)?.push(responseTime);
    if (statusCode >= 400) failures.set(`${kind} ${statusCode}`, (failures.get(`${kind} ${statusCode}`) ?? 0) + 1);
  });
  const result = (await instance) as { requests: { total: number }; errors: number; timeouts: number; non2xx: number; duration: number };
  return { requests: result.requests.total, seconds: result.duration, errors: result.errors + result.timeouts + result.non2xx, byKind, failures };
}

/** The baseline in its own process, so it does not share a CPU with autocannon (tools/bench/bare-search.ts). */
async function startBareServer(databaseUrl: string, connections: number) {
  const port = await freePort();
  const child = spawn(process.execPath, ['-r', join(WORKSPACE_ROOT, 'tools', 'register.cjs'), join(WORKSPACE_ROOT, 'tools', 'bench', 'bare-search.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), POOL_SIZE: String(connections) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: async () => void child.kill('SIGTERM') };
}

function report(log: (line: string) => void, title: string, run: Run) {
  const all = summary([...run.byKind.values()].flat());
  log(`\n${title}: ${run.requests} requests in ${run.seconds.toFixed(0)} s = ${(run.requests / run.seconds).toFixed(0)} req/s, errors ${run.errors}`);
  log(['kind'.padEnd(8), 'n', 'p50', 'p95', 'p99'].join('\t'));
  for (const [kind, latencies] of run.byKind) {
    const s = summary(latencies);
    log([kind.padEnd(8), s.n, s.p50.toFixed(1), s.p95.toFixed(1), s.p99.toFixed(1)].join('\t'));
  }
  log(['all'.padEnd(8), all.n, all.p50.toFixed(1), all.p95.toFixed(1), all.p99.toFixed(1)].join('\t'));
  for (const [what, n] of run.failures) log(`  ${n} x ${what}`);
  return all;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      posts: { type: 'string', default: '100000' },
      seconds: { type: 'string', default: '60' },
      connections: { type: 'string', default: '16' },
      keep: { type: 'boolean' },
      reuse: { type: 'string' },
    },
  });
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  await withScratchApi({ posts: Number(values.posts), keep: values.keep, reuse: values.reuse }, async ({ databaseUrl, baseUrl, log }) => {
    const members = await signUp(baseUrl, MEMBERS);
    const ids = await listedIds(baseUrl);
    log(`${members.length} members, ${ids.length} listed posts to open; ${connections} connections, latencies in ms`);
    await runMix(baseUrl, ['search', 'detail', 'saved', 'login'], Math.min(5, seconds), connections, ids, members); // warm-up
    const mixRun = await runMix(baseUrl, ['search', 'detail', 'saved', 'login'], seconds, connections, ids, members);
    const mix = report(log, 'mix (search 70%, detail 20%, saved check 5%, login 5%)', mixRun);

    const bare = await startBareServer(databaseUrl, connections);
    try {
      const searchSeconds = Math.max(5, Math.round(seconds / 3));
      await runMix(bare.url, ['search'], 2, connections, ids, members);
      const viaApi = await runMix(baseUrl, ['search'], searchSeconds, connections, ids, members);
      const viaBare = await runMix(bare.url, ['search'], searchSeconds, connections, ids, members);
      report(log, 'search only, through the API', viaApi);
      report(log, 'search only, bare Fastify + pg (same builder and mapper)', viaBare);
      const ratio = viaApi.requests / viaApi.seconds / (viaBare.requests / viaBare.seconds);
      log(`\nmix: p95 ${mix.p95.toFixed(1)} ms (target < 100), errors ${mixRun.errors} (target 0); search throughput API/bare ${ratio.toFixed(2)}x (target >= 0.8)`);
    } finally {
      await bare.stop();
    }
  });
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
