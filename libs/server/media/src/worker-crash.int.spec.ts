import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueueName, type MediaItem } from '@chonail/shared/contracts';
import { QueueRegistry } from '@chonail/server/core';
import { useAuthApp } from '@chonail/server/auth/testing';
import { ListingsModule, listingsMigrations } from '@chonail/server/listings';
import { eventually, multipartForm, serviceEnv, startService, type LogLine, type ServiceProcess } from '@chonail/server/testing';
import { MediaModule } from './media.module';
import { mediaMigrations } from './migrations';

// A worker killed in the middle of a job (out of memory, a node lost): once its lock lapses, the
// next worker runs the job again from the kept original, and it completes exactly once.
const dataDir = mkdtempSync(join(tmpdir(), 'chonail-media-crash-'));
const SUFFIX = 'media-crash';
const app = useAuthApp(SUFFIX, { env: { DATA_DIR: dataDir }, modules: [ListingsModule, MediaModule], migrations: [...listingsMigrations, ...mediaMigrations] });
const workerEnv = serviceEnv({
  DATA_DIR: dataDir,
  REDIS_PREFIX: `${process.env['REDIS_PREFIX']}-${SUFFIX}`,
  WORKER_CONCURRENCY: '1',
  WORKER_LOCK_DURATION_MS: '2000',
  WORKER_STALLED_INTERVAL_MS: '1000',
});

const workers: ServiceProcess[] = [];
async function startWorker(): Promise<ServiceProcess> {
  const worker = startService('worker', workerEnv);
  workers.push(worker);
  await worker.waitForLog((l) => l.msg === 'worker started');
  return worker;
}
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

/** The process and everything it started (ffmpeg), killed at once the way a crash would. */
function killHard(pid: number): void {
  const children = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).map(Number);
  process.kill(pid, 'SIGKILL');
  for (const child of children) {
    try {
      process.kill(child, 'SIGKILL');
    } catch {
      // A child (an ffprobe call) may have ended between pgrep and here; only the worker must die.
    }
  }
}

const completions = (worker: ServiceProcess, jobId: string) => worker.logs.filter((l: LogLine) => l.msg === 'job completed' && l['jobId'] === jobId).length;

describe('a worker killed mid-job', () => {
  it('leaves the job to the restarted worker, which completes it exactly once', async () => {
    // 20 s of 640x480 MPEG-4 in AVI: converting it to H.264 takes seconds, long enough to be cut off.
    const avi = join(dataDir, 'clip.avi');
    const made = spawnSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=duration=20:size=640x480:rate=25', '-c:v', 'mpeg4', '-q:v', '3', avi], { encoding: 'utf8', timeout: 60_000 });
    if (made.status !== 0) throw new Error(`ffmpeg could not make the clip: ${made.stderr}`);

    const first = await startWorker();
    const owner = await app.register();
    const auth = { authorization: `Bearer ${owner.token}` };
    const sessionId = `upload_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const body = multipartForm({ sessionId }, [{ name: 'clip.avi', type: 'video/x-msvideo', body: readFileSync(avi) }]);
    const res = await app.app.inject({ method: 'POST', url: '/api/upload-media', payload: body.payload, headers: { ...body.headers, ...auth } });
    expect(res.statusCode).toBe(201);
    const [item] = (res.json() as { files: MediaItem[] }).files;
    if (!item) throw new Error('no media item answered');
    const jobId = `media-${item.id}`;
    const queue = app.app.get(QueueRegistry).queue(QueueName.Media);

    // Killed once ffmpeg is at work on it.
    await eventually(async () => ((await queue.getJobState(jobId)) === 'active' ? true : undefined), 30_000, 50);
    await eventually(async () => (spawnSync('pgrep', ['-P', String(first.pid), 'ffmpeg']).status === 0 ? true : undefined), 30_000, 50);
    killHard(first.pid);
    await first.stop();
    const statusOf = async () => ((await app.data.query('SELECT status, updated_at FROM media WHERE id = $1', [item.id])) as Array<{ status: string; updated_at: Date }>)[0];
    expect((await statusOf())?.status).toBe('processing');
    expect(completions(first, jobId)).toBe(0);

    const second = await startWorker();
    const settled = await eventually(async () => {
      const row = await statusOf();
      return row?.status === 'processing' ? undefined : row;
    }, 60_000, 200);
    expect(settled?.status).toBe('ready');
    // The handler writes the row before BullMQ records the job as done: wait for that record.
    await eventually(async () => ((await queue.getJobState(jobId)) === 'completed' ? true : undefined), 10_000, 50);
    // Several more stalled checks later, still one completion and no second write of the row.
    await new Promise((r) => setTimeout(r, 3_500));
    expect(completions(second, jobId)).toBe(1);
    expect(second.logs.filter((l) => l.msg === 'job failed')).toEqual([]);
    expect((await statusOf())?.updated_at).toEqual(settled?.updated_at);

    const video = await app.app.inject({ method: 'GET', url: item.filePath });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
  }, 150_000);
});
