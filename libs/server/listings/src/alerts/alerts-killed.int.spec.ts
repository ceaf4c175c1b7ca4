import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { nextMorning, timeZoneOfState } from '@chonail/shared/domain';
import { newClient } from '@chonail/server/auth/testing';
import { eventually, serviceEnv, WORKSPACE_ROOT } from '@chonail/server/testing';
import { marker } from '../listings-test-app';
import { useAlertsApp } from './alerts-test-app';

// Issue 39: "nothing is ever sent twice, even if the job runs twice or the worker is killed
// mid-batch". The batch runs in `npm run alerts:run`, the very AlertsRunner the worker's jobs call,
// as its own process: killed outright while a slow SMS provider takes its texts one by one, then run
// again. The provider is a local stand-in for Vonage's REST API (nothing leaves the machine).
const app = useAlertsApp('alerts-killed');
const SEEKERS = 10;
const PROVIDER_DELAY_MS = 400;

const received: Array<{ to: string; text: string }> = [];
let provider: Server;
let providerUrl: string;

beforeAll(async () => {
  provider = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(body));
      const json = body.trim().startsWith('{') ? (JSON.parse(body) as Record<string, string>) : params;
      // Counted on arrival: a text the provider took is a text the person gets, answered or not.
      received.push({ to: `+${json['to']}`, text: String(json['text']) });
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ 'message-count': '1', messages: [{ to: json['to'], 'message-id': `m${received.length}`, status: '0' }] }));
      }, PROVIDER_DELAY_MS);
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

const runEnv = () =>
  serviceEnv({
    VONAGE_API_KEY: 'k7f3a9d2',
    VONAGE_API_SECRET: 'alerts-killed-provider-secret',
    VONAGE_REST_HOST: providerUrl,
    REDIS_PREFIX: `${process.env['REDIS_PREFIX']}-listings-alerts-killed`,
  });
const script = [join(WORKSPACE_ROOT, 'tools', 'register.cjs'), join(WORKSPACE_ROOT, 'services', 'worker', 'src', 'alerts-run.ts')];

/** `alerts:run --now <at>` as a process (not spawnSync: the provider above answers from this process). */
function alertsRun(at: Date) {
  const child = spawn(process.execPath, ['-r', ...script, '--now', at.toISOString()], { cwd: WORKSPACE_ROOT, env: runEnv(), stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
  return { child, exited };
}

it('sends each person their text once when the sending process is killed mid-batch and run again', async () => {
  const word = marker();
  const seekers = await Promise.all(Array.from({ length: SEEKERS }, () => app.register()));
  const poster = await app.register();
  for (const seeker of seekers) {
    const res = await app.call('POST', '/api/saved-searches', { token: seeker.token, payload: { state: 'TX', search: word }, ip: newClient().ip });
    expect(res.statusCode).toBe(201);
  }
  // 11:00 in Houston, within a day of now.
  const now = new Date(nextMorning(new Date(), timeZoneOfState('TX')).getTime() + 3 * 3_600_000);
  const postId = await app.insertPost(poster.user.id, { title: `Cần thợ bột gấp ${word}`, createdAt: now, updatedAt: now, bumpedAt: now });
  const phones = new Set(seekers.map((s) => s.phone));
  const ours = () => received.filter((r) => phones.has(r.to));

  const first = alertsRun(now);
  await eventually(async () => (ours().length >= 3 ? true : undefined), 30_000);
  first.child.kill('SIGKILL');
  await first.exited;
  const atKill = ours().length;
  expect(atKill).toBeLessThan(SEEKERS);

  // Run again, twice: what was claimed before the kill is never sent again; the rest goes out.
  for (let run = 0; run < 2; run++) {
    expect(await alertsRun(new Date(now.getTime() + 60_000)).exited).toEqual({ code: 0, stderr: '' });
  }

  const perPhone = new Map<string, number>();
  for (const text of ours()) perPhone.set(text.to, (perPhone.get(text.to) ?? 0) + 1);
  expect([...perPhone.values()].filter((n) => n > 1)).toEqual([]);
  // At most the one text in flight at the kill is lost (claimed, the provider not yet reached).
  expect(ours().length).toBeGreaterThanOrEqual(SEEKERS - 1);
  const messages = (await app.data.query(
    `SELECT a.status, count(*)::int AS n FROM alert_messages a JOIN alert_matches m ON m.message_id = a.id WHERE m.post_id = $1 GROUP BY a.status ORDER BY a.status`,
    [postId],
  )) as Array<{ status: string; n: number }>;
  expect(messages.reduce((sum, row) => sum + row.n, 0)).toBe(SEEKERS);
  expect(messages.find((row) => row.status === 'sending')?.n ?? 0).toBeLessThanOrEqual(1);
  for (const text of ours()) expect(text.text).toContain('1 tin mới');
});
