import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MediaRepository } from './media.repository';

/**
 * Issue 20: a media job has an end whatever it was given, so a stopping worker (and Kubernetes'
 * grace period) can wait for it. The real ffmpeg, told to stop a transcode after 1 s.
 */
const dir = mkdtempSync(join(tmpdir(), 'chonail-media-time-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('kills a transcode that runs past its time and fails it, promptly', async () => {
  const input = join(dir, 'long.mp4');
  // 40 s at 1280x720: seconds of work for the transcode at 'veryfast', a moment to make at 'ultrafast'.
  const made = spawnSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=1280x720:r=30:d=40', '-c:v', 'libx264', '-preset', 'ultrafast', input], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (made.status !== 0) throw new Error(`ffmpeg could not make the clip: ${made.stderr}`);
  const output = join(dir, 'display.mp4');
  const started = Date.now();
  await expect(new MediaRepository().transcodeVideo(input, 'mp4', output, false, 60, 1)).rejects.toThrow(/timeout/);
  // Stopped at its time (plus the kill), not after the whole 40 s clip was encoded.
  expect(Date.now() - started).toBeLessThan(10_000);
}, 180_000);
