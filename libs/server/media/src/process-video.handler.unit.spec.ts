import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { transcodeSeconds } from '@chonail/shared/domain';
import type { AppConfig } from '@chonail/server/core/base';
import type { MediaEntity } from './entities/media.entity';
import type { MediaJobRepository } from './media-job.repository';
import type { MediaRepository, VideoProbe } from './media.repository';
import { ProcessVideoHandler } from './process-video.handler';
import { InMemoryMediaJobs, InMemoryStorage, quietLogger, sampleJob as job, sampleMediaRow } from './testing/unit-fakes';

/**
 * The video job's rules with ffmpeg and ffprobe faked at MediaRepository's interface: the probe
 * says what the test says, the "transcode" and "poster" write small marker files where ffmpeg
 * would. The real binaries are covered by processing.int.spec.ts and ffmpeg-fallback.int.spec.ts.
 */
const probe = (changes: Partial<VideoProbe> = {}): VideoProbe => ({
  formats: ['mov', 'mp4', 'm4a', '3gp', '3g2', 'mj2'],
  durationSeconds: 3.004,
  width: 1920,
  height: 1080,
  hasVideo: true,
  hasAudio: true,
  ...changes,
});

type Call = { step: 'probe' | 'transcode' | 'poster'; path: string; ext: string; args?: unknown[] };

/** Stands in for ffprobe/ffmpeg. */
class FakeVideoTools implements Pick<MediaRepository, 'probeVideo' | 'transcodeVideo' | 'videoPoster'> {
  /** What probing the upload says (or throws). */
  input: VideoProbe | Error = probe();
  /** What probing our own MP4 says. */
  output: VideoProbe | Error = probe({ formats: ['mov', 'mp4', 'm4a', '3gp', '3g2', 'mj2'], durationSeconds: 3.0166, width: 1280, height: 720 });
  transcodeFails: Error | null = null;
  posterFails: Error | null = null;
  readonly calls: Call[] = [];
  /** What the input file held when it was probed: the original's bytes. */
  probedBytes: Buffer | null = null;

  async probeVideo(path: string, ext: string): Promise<VideoProbe> {
    this.calls.push({ step: 'probe', path, ext });
    const isOutput = path.endsWith('display.mp4');
    if (!isOutput) this.probedBytes = await readFile(path);
    const answer = isOutput ? this.output : this.input;
    if (answer instanceof Error) throw answer;
    return answer;
  }

  async transcodeVideo(input: string, ext: string, output: string, hasAudio: boolean, maxSeconds: number, timeoutSeconds: number): Promise<void> {
    this.calls.push({ step: 'transcode', path: input, ext, args: [hasAudio, maxSeconds, timeoutSeconds] });
    if (this.transcodeFails) throw this.transcodeFails;
    await writeFile(output, 'mp4 bytes');
  }

  async videoPoster(input: string, ext: string, output: string, durationSeconds: number): Promise<void> {
    this.calls.push({ step: 'poster', path: input, ext, args: [durationSeconds] });
    if (this.posterFails) throw this.posterFails;
    await writeFile(output, 'jpeg bytes');
  }
}

const config = { MEDIA_MAX_VIDEO_SECONDS: 60 } as AppConfig;

const mediaRow = (id: number, changes: Partial<MediaEntity> = {}): MediaEntity =>
  sampleMediaRow(id, {
    kind: 'video',
    mimeType: 'video/mp4',
    originalName: 'clip.mp4',
    originalKey: `originals/file-${id}.mp4`,
    createdAt: new Date('2025-06-01T12:00:00Z'),
    updatedAt: new Date('2025-06-01T12:00:00Z'),
    ...changes,
  });
function setup() {
  const jobs = new InMemoryMediaJobs();
  const storage = new InMemoryStorage();
  const tools = new FakeVideoTools();
  const handler = new ProcessVideoHandler(jobs as unknown as MediaJobRepository, storage, quietLogger, tools as unknown as MediaRepository, config);
  const uploaded = (id: number, changes: Partial<MediaEntity> = {}) => {
    const row = mediaRow(id, changes);
    jobs.rows.set(id, row);
    storage.files.set(row.originalKey, Buffer.from(`original ${id}`));
    return row;
  };
  const steps = () => tools.calls.map((c) => c.step);
  return { jobs, storage, tools, handler, uploaded, steps };
}

describe('ProcessVideoHandler', () => {
  it('makes an MP4 and a poster, and marks the file ready with the length and size of what it wrote', async () => {
    const { handler, jobs, storage, tools, uploaded, steps } = setup();
    uploaded(1);

    await expect(handler.handle({ mediaId: 1 }, job(0))).resolves.toEqual({ mediaId: 1, status: 'ready' });

    expect(steps()).toEqual(['probe', 'transcode', 'probe', 'poster']);
    expect(tools.probedBytes?.toString()).toBe('original 1');
    // The upload's own container is forced, audio kept when there is some, cut past the allowed length, killed after its time.
    expect(tools.calls[0]).toMatchObject({ ext: 'mp4' });
    expect(tools.calls[1]?.args).toEqual([true, 60, transcodeSeconds(60)]);
    // The poster is taken from the input, within the length measured on the output.
    expect(tools.calls[3]?.args).toEqual([3.0166]);
    expect(jobs.rows.get(1)).toMatchObject({
      status: 'ready',
      reason: null,
      durationSeconds: 3.02,
      width: 1280,
      height: 720,
      displayKey: 'media/file-1.mp4',
      posterKey: 'media/file-1-poster.jpg',
    });
    expect(storage.files.get('media/file-1.mp4')?.toString()).toBe('mp4 bytes');
    expect(storage.files.get('media/file-1-poster.jpg')?.toString()).toBe('jpeg bytes');
    expect([...storage.files.keys()].sort()).toEqual(['media/file-1-poster.jpg', 'media/file-1.mp4']);
  });

  it('transcodes a silent clip without an audio track', async () => {
    const { handler, tools, uploaded } = setup();
    uploaded(1);
    tools.input = probe({ hasAudio: false });
    await handler.handle({ mediaId: 1 }, job(0));
    expect(tools.calls[1]?.args?.[0]).toBe(false);
  });

  it('works in a scratch folder of its own, removed when the job ends, whatever the outcome', async () => {
    const { handler, tools, uploaded } = setup();
    uploaded(1);
    uploaded(2);
    await handler.handle({ mediaId: 1 }, job(0));
    tools.transcodeFails = new Error('ffmpeg was killed with signal SIGKILL');
    await handler.handle({ mediaId: 2 }, job(0));

    const [first, second] = tools.calls.filter((c) => c.step === 'transcode').map((c) => c.path);
    expect(first).toMatch(/chonail-video-[^/\\]+[/\\]input\.mp4$/);
    expect(first).not.toBe(second);
    expect([existsSync(first ?? ''), existsSync(second ?? '')]).toEqual([false, false]);
  });

  it('refuses a video over MEDIA_MAX_VIDEO_SECONDS by its probe, with its length, before any decoding', async () => {
    const { handler, jobs, storage, tools, uploaded, steps } = setup();
    uploaded(1);
    tools.input = probe({ durationSeconds: 90.2 });

    await expect(handler.handle({ mediaId: 1 }, job(0))).resolves.toEqual({ mediaId: 1, status: 'rejected' });

    expect(steps()).toEqual(['probe']);
    expect(jobs.rows.get(1)).toMatchObject({ status: 'rejected', reason: 'video_too_long', durationSeconds: 90.2, displayKey: null, posterKey: null });
    // No variant written; the original, with whatever location the phone wrote into it, removed too.
    expect([...storage.files.keys()]).toEqual([]);
  });

  it('accepts a clip of exactly the allowed length', async () => {
    const { handler, tools, uploaded } = setup();
    uploaded(1);
    tools.input = probe({ durationSeconds: 60 });
    tools.output = probe({ durationSeconds: 60.3 });
    await expect(handler.handle({ mediaId: 1 }, job(0))).resolves.toEqual({ mediaId: 1, status: 'ready' });
  });

  it('refuses a clip whose header lied about its length: the MP4 written is measured, and no length is recorded', async () => {
    const { handler, jobs, storage, tools, uploaded, steps } = setup();
    uploaded(1);
    tools.input = probe({ durationSeconds: 2 });
    tools.output = probe({ durationSeconds: 61 });

    await expect(handler.handle({ mediaId: 1 }, job(0))).resolves.toEqual({ mediaId: 1, status: 'rejected' });

    expect(steps()).toEqual(['probe', 'transcode', 'probe']);
    expect(jobs.rows.get(1)).toMatchObject({ status: 'rejected', reason: 'video_too_long', durationSeconds: null, displayKey: null, posterKey: null });
    // No variant written; the original, with whatever location the phone wrote into it, removed too.
    expect([...storage.files.keys()]).toEqual([]);
  });

  it.each([
    ['an AVI whose content is an HLS playlist', { originalKey: 'originals/file-1.avi' }, probe({ formats: ['hls'] })],
    ['an MP4 the probe reads as another container', {}, probe({ formats: ['matroska', 'webm'] })],
    ['a container with no video stream', {}, probe({ hasVideo: false })],
    ['a file without a length', {}, probe({ durationSeconds: null })],
    ['a file ffprobe cannot read', {}, new Error('Invalid data found when processing input')],
  ])('refuses %s as video_unreadable without transcoding it', async (_name, changes, answer) => {
    const { handler, jobs, tools, uploaded, steps } = setup();
    uploaded(1, changes);
    tools.input = answer;

    await expect(handler.handle({ mediaId: 1 }, job(0))).resolves.toEqual({ mediaId: 1, status: 'rejected' });

    expect(steps()).toEqual(['probe']);
    expect(jobs.rows.get(1)).toMatchObject({ status: 'rejected', reason: 'video_unreadable', displayKey: null });
  });

  it('passes the stored extension on, so ffmpeg is forced to the container the bytes proved', async () => {
    const { handler, tools, uploaded } = setup();
    uploaded(1, { originalKey: 'originals/file-1.avi', mimeType: 'video/x-msvideo' });
    tools.input = probe({ formats: ['avi'] });
    await expect(handler.handle({ mediaId: 1 }, job(0))).resolves.toEqual({ mediaId: 1, status: 'ready' });
    expect(tools.calls.map((c) => c.ext)).toEqual(['avi', 'avi', 'mp4', 'avi']);
    expect(tools.calls[0]?.path).toMatch(/input\.avi$/);
  });

  it.each([
    ['the transcode fails (or runs past its time)', (tools: FakeVideoTools) => (tools.transcodeFails = new Error('ffmpeg exited with code 1'))],
    ['our own MP4 has no length', (tools: FakeVideoTools) => (tools.output = probe({ durationSeconds: null }))],
    ['our own MP4 cannot be probed', (tools: FakeVideoTools) => (tools.output = new Error('ffprobe ran past 5 s'))],
    ['the poster fails', (tools: FakeVideoTools) => (tools.posterFails = new Error('ffmpeg exited with code 1'))],
  ])('refuses the file as video_unreadable when %s: retrying the same bytes cannot help, so the job does not fail', async (_name, breakIt) => {
    const { handler, jobs, storage, tools, uploaded } = setup();
    uploaded(1);
    breakIt(tools);

    await expect(handler.handle({ mediaId: 1 }, job(0))).resolves.toEqual({ mediaId: 1, status: 'rejected' });

    expect(jobs.rows.get(1)).toMatchObject({ status: 'rejected', reason: 'video_unreadable', displayKey: null, posterKey: null });
    // No variant written; the original, with whatever location the phone wrote into it, removed too.
    expect([...storage.files.keys()]).toEqual([]);
  });

  it('does nothing for a file removed before its job ran, nor one already finished', async () => {
    const { handler, tools, uploaded, steps } = setup();
    uploaded(2, { status: 'rejected', reason: 'video_too_long' });
    await expect(handler.handle({ mediaId: 1 }, job(0))).resolves.toEqual({ mediaId: 1, status: 'gone' });
    await expect(handler.handle({ mediaId: 2 }, job(0))).resolves.toEqual({ mediaId: 2, status: 'rejected' });
    expect(steps()).toEqual([]);
    expect(tools.probedBytes).toBeNull();
  });

  it('refuses a file whose original is missing from storage', async () => {
    const { handler, jobs, storage, uploaded, steps } = setup();
    const row = uploaded(1);
    storage.files.delete(row.originalKey);
    await expect(handler.handle({ mediaId: 1 }, job(0))).resolves.toEqual({ mediaId: 1, status: 'rejected' });
    expect(jobs.rows.get(1)).toMatchObject({ status: 'rejected', reason: 'original_missing' });
    expect(steps()).toEqual([]);
  });

  it('leaves the file processing when storing the results fails and attempts remain, and marks it failed on the last one', async () => {
    const { handler, jobs, storage, uploaded } = setup();
    uploaded(1);
    storage.failWrites = new Error('disk full');

    await expect(handler.handle({ mediaId: 1 }, job(0, 3))).rejects.toThrow('disk full');
    expect(jobs.rows.get(1)?.status).toBe('processing');

    await expect(handler.handle({ mediaId: 1 }, job(2, 3))).rejects.toThrow('disk full');
    expect(jobs.rows.get(1)).toMatchObject({ status: 'failed', reason: 'processing_failed' });
  });
});
