import fc from 'fast-check';
import { newClient } from '@chonail/server/auth/testing';
import { startApi, type ApiUnderTest } from './api-under-test';

/**
 * Every operation in the OpenAPI document (which nestjs-zod builds from the zod schemas in
 * libs/shared/contracts), called as a guest, a member and an admin with generated hostile input in
 * its path, query and body: wrong types, huge and unusual unicode strings, SQL, HTML and template
 * payloads, path traversal, prototype keys. No answer may be a 5xx, every refusal is
 * `{ message, code }`, and nothing a caller may not change has changed.
 */

type Operation = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; pathParams: string[]; query: string[]; body: string[] | null };
type OpenApi = {
  paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }>; requestBody?: { content: Record<string, { schema: { $ref?: string } }> } }>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
};

const RUNS_PER_OPERATION = Number(process.env['SECURITY_FUZZ_RUNS'] || 25);

const PAYLOADS = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "1' UNION SELECT pin_hash FROM users --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd\u0000.webp',
  'a\u0000b',
  '\u202eevil\u202c',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🤖🏽‍♀️ ʼ',
  'ＡＢＣ１２３',
  '%00%ff',
  '${jndi:ldap://127.0.0.1/x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  '1e309',
  '1.5',
  '0x1f',
  ' ',
  '',
  'null',
  'true',
  '2026-02-30',
  '-000001-01-01',
];
const HUGE = ['A'.repeat(100_000), 'ệ'.repeat(30_000), '9'.repeat(5_000)];

// Plain digits could be a real id or a real price, which a member or admin may legitimately act on.
const text = fc.string({ maxLength: 40, unit: 'grapheme' }).filter((s) => !/^\s*\+?\d+\s*$/.test(s));
const scalar = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PAYLOADS) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE) },
  { weight: 2, arbitrary: text },
  { weight: 1, arbitrary: fc.integer({ min: -(2 ** 31), max: -1 }) },
  { weight: 1, arbitrary: fc.constantFrom(2 ** 53, 1e308, -0.5, Number.MAX_SAFE_INTEGER + 2) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
);
const value = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('__proto__', '$gt', 'constructor', 'id'), scalar, { maxKeys: 2 }) },
);
const RAW_BODIES = ['{"title":', '['.repeat(5_000) + ']'.repeat(5_000), 'not json', '{"__proto__":{"role":"admin"}}', 'null'];

function operations(doc: OpenApi): Operation[] {
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const ref = Object.values(op.requestBody?.content ?? {})[0]?.schema.$ref;
      const schema = ref ? doc.components.schemas[ref.split('/').pop() ?? ''] : undefined;
      list.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => p.name),
        body: op.requestBody || ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method.toUpperCase()) ? Object.keys(schema?.properties ?? {}) : null,
      });
    }
  }
  return list;
}

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '');

function inputFor(op: Operation) {
  const path = fc.record(Object.fromEntries(op.pathParams.map((name) => [name, scalar])));
  const query = fc.record(Object.fromEntries(op.query.map((name) => [name, value])), { requiredKeys: [] });
  const fields = op.body ?? [];
  const body = fc.oneof(
    { weight: 4, arbitrary: fc.record(Object.fromEntries([...fields, '__proto__', 'role', 'userId'].map((name) => [name, value])), { requiredKeys: [] }) },
    { weight: 1, arbitrary: value.map((v) => ({ json: v })) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES).map((raw) => ({ raw })) },
  );
  return fc.record({ path, query, body });
}

type Input = { path: Record<string, unknown>; query: Record<string, unknown>; body: Record<string, unknown> };

function request(op: Operation, input: Input) {
  const url =
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(asText(input.path[name])) || '%20') +
    (Object.keys(input.query).length
      ? `?${Object.entries(input.query)
          .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((item) => `${k}=${encodeURIComponent(asText(item))}`))
          .join('&')}`
      : '');
  if (op.body === null) return { url, payload: undefined };
  const body = input.body as { raw?: string; json?: unknown };
  if (typeof body.raw === 'string') return { url, payload: body.raw };
  return { url, payload: JSON.stringify('json' in body ? body.json : body) };
}

/** Tables whose rows no hostile call may change (counters, sessions and rate limits may move). */
const PROTECTED_TABLES = ['users', 'job_posts', 'stores', 'saved_items', 'payments', 'media', 'audit_log', 'site_settings', 'pricing'];

async function fingerprint(api: ApiUnderTest): Promise<Record<string, string>> {
  const existing = (await api.data.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`)) as Array<{ table_name: string }>;
  const names = PROTECTED_TABLES.filter((t) => existing.some((e) => e.table_name === t));
  const out: Record<string, string> = {};
  for (const table of names) {
    const [row] = (await api.data.query(`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${table}" t`)) as Array<{ n: number; h: string }>;
    out[table] = `${row?.n}:${row?.h}`;
  }
  return out;
}

let api: ApiUnderTest;
let ops: Operation[];
const tokens: Record<'guest' | 'member' | 'admin', string | undefined> = { guest: undefined, member: undefined, admin: undefined };

beforeAll(async () => {
  api = await startApi('hostile-input');
  const doc = (await api.app.inject({ method: 'GET', url: '/api/docs-json' })).json() as OpenApi;
  ops = operations(doc);
  tokens.member = (await api.signIn('member')).token;
  tokens.admin = (await api.signIn('admin')).token;
});
afterAll(() => api?.app.close());

it('finds the operations to attack in the OpenAPI document', () => {
  expect(ops.length).toBeGreaterThan(60);
  expect(ops).toEqual(expect.arrayContaining([expect.objectContaining({ method: 'POST', path: '/api/job-posts', body: expect.arrayContaining(['title']) })]));
});

describe.each(['guest', 'member', 'admin'] as const)('hostile input as %s', (role) => {
  it('never answers 5xx, refuses with { message, code }, and changes nothing it may not', async () => {
    const before = await fingerprint(api);
    const failures: string[] = [];
    for (const op of ops) {
      const result = await fc.check(
        fc.asyncProperty(inputFor(op), async (input) => {
          const { url, payload } = request(op, input as Input);
          const res = await api.app.inject({
            method: op.method,
            url,
            remoteAddress: newClient().ip,
            headers: { ...(payload !== undefined ? { 'content-type': 'application/json' } : {}), ...(tokens[role] ? { authorization: `Bearer ${tokens[role]}` } : {}) },
            ...(payload !== undefined ? { payload } : {}),
          });
          if (res.statusCode >= 500) return false;
          if (res.statusCode >= 400) {
            const answer = res.json() as { message?: unknown; code?: unknown };
            return typeof answer.message === 'string' && typeof answer.code === 'string' && /^[A-Z][A-Z0-9_]+$/.test(answer.code);
          }
          return true;
        }),
        { numRuns: RUNS_PER_OPERATION, seed: Number(process.env['SECURITY_FUZZ_SEED'] || 19), endOnFailure: true },
      );
      if (result.failed) failures.push(`${op.method} ${op.path}: ${JSON.stringify(result.counterexample).slice(0, 300)}`);
    }
    expect(failures).toEqual([]);
    expect(await fingerprint(api)).toEqual(before);
  }, 300_000);
});
