import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Health } from '@chonail/shared/contracts';
import { eventually, freePort, getJson, isAlive, WORKSPACE_ROOT } from '@chonail/server/testing';

/** `npm start` as a person runs it, pointed at this run's database and Redis. */
describe('npm start', () => {
  it('serves ready and healthy, survives a killed worker, and stops everything on SIGTERM', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'chonail-start-'));
    // As on a developer's machine: no secret and no outbox setting in the environment.
    const inherited = { ...process.env };
    delete inherited['JWT_SECRET'];
    delete inherited['SMS_OUTBOX'];
    const child = spawn('npm', ['start'], {
      cwd: WORKSPACE_ROOT,
      env: {
        ...inherited,
        DATA_DIR: dataDir,
        PORT: String(port),
        REDIS_PREFIX: `${process.env['REDIS_PREFIX']}-start`,
        WORKER_HEARTBEAT_INTERVAL_MS: '300',
        WORKER_HEARTBEAT_TIMEOUT_MS: '1500',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => lines.push(line));
    createInterface({ input: child.stderr }).on('line', (line) => lines.push(line));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const running = await eventually(async () => lines.find((l) => l.includes('Chợ Nail is running at')), 60_000);
      const baseUrl = `http://127.0.0.1:${port}`;
      expect(running).toContain(baseUrl);
      const pids = lines.join('\n').match(/api pid (\d+), worker pid (\d+)/);
      const [apiPid, workerPid] = [Number(pids?.[1]), Number(pids?.[2])];

      expect((await getJson(`${baseUrl}/api/health/ready`)).status).toBe(200);
      // A secret of its own, made once, readable by this user only; and the local SMS outbox.
      const secretFile = join(dataDir, 'jwt-secret');
      expect(statSync(secretFile).mode & 0o777).toBe(0o600);
      expect(readFileSync(secretFile, 'utf8')).toMatch(/^[A-Za-z0-9_-]{64}$/);
      expect(await getJson(`${baseUrl}/api/dev/sms-outbox?phone=7135550100`)).toMatchObject({ status: 200, body: [] });
      const up = await eventually(async () => {
        const { body } = await getJson<Health>(`${baseUrl}/api/health`);
        return body.worker.status === 'up' ? body : undefined;
      });
      expect(up).toMatchObject({ status: 'ok', database: { status: 'up' }, redis: { status: 'up' }, worker: { status: 'up' } });

      process.kill(workerPid, 'SIGKILL');
      const down = await eventually(async () => {
        const { body } = await getJson<Health>(`${baseUrl}/api/health`);
        return body.worker.status === 'down' ? body : undefined;
      }, 10_000);
      expect(down.status).toBe('degraded');
      expect((await getJson(`${baseUrl}/api/health/ready`)).status).toBe(200);
      expect(lines.join('\n')).toContain('the worker stopped (SIGKILL); the API keeps serving');

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(isAlive(apiPid)).toBe(false);
      await expect(fetch(`${baseUrl}/api/health/live`)).rejects.toThrow();
      expect(lines).toContain('[start] stopped');
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
