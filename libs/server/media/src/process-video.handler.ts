import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { JobName, type ParsedJobPayload } from '@chonail/shared/contracts';
import { transcodeSeconds } from '@chonail/shared/domain';
import { APP_CONFIG, JsonLogger, serializeError, type AppConfig, type JobHandler } from '@chonail/server/core/base';
import type { MediaEntity } from './entities/media.entity';
import { DEMUXER, EXPECTED_FORMATS, outputTooLong } from './ffmpeg-args';
import { MediaRepository, type VideoProbe } from './media.repository';
import { MediaJobBase, type ProcessResult } from './media-job';
import { MediaJobRepository } from './media-job.repository';
import { MEDIA_STORAGE, type MediaStorage } from './storage/media-storage';

/** The probe agrees with the bytes: the forced demuxer found a video stream in the container we expected. */
function believable(probe: VideoProbe, ext: string): boolean {
  const expected = EXPECTED_FORMATS[DEMUXER[ext] ?? ''] ?? [];
  return probe.hasVideo && probe.formats.some((format) => expected.includes(format));
}

/**
 * Videos: length checked by ffprobe before any decoding work (over MEDIA_MAX_VIDEO_SECONDS is
 * refused with a reason), then an H.264/AAC MP4 every browser plays, with the metadata (phones'
 * GPS) dropped, and a poster frame. The input's header only says what its maker wrote: the
 * transcode is capped just past the limit, and the MP4 we wrote is measured again, so a 2-minute
 * clip whose header claims 2 s still ends as too long. ffmpeg reads local files only, in a scratch
 * folder per job.
 */
@Injectable()
export class ProcessVideoHandler extends MediaJobBase implements JobHandler<JobName.ProcessVideo> {
  readonly jobName = JobName.ProcessVideo;

  constructor(
    jobs: MediaJobRepository,
    @Inject(MEDIA_STORAGE) storage: MediaStorage,
    logger: JsonLogger,
    private readonly media: MediaRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(jobs, storage, logger);
  }

  handle({ mediaId }: ParsedJobPayload<JobName.ProcessVideo>, job: Job): Promise<ProcessResult> {
    return this.run(mediaId, job, async (row, original) => {
      const dir = await mkdtemp(join(tmpdir(), 'chonail-video-'));
      try {
        return await this.convert(row, original, dir);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  }

  private async convert(row: MediaEntity, original: Buffer, dir: string): Promise<Partial<MediaEntity>> {
    const ext = row.originalKey.slice(row.originalKey.lastIndexOf('.') + 1);
    const input = join(dir, `input.${ext}`);
    await writeFile(input, original);
    let probe: VideoProbe;
    try {
      probe = await this.media.probeVideo(input, ext);
    } catch (error) {
      this.logger.info('video not readable', { mediaId: row.id, err: serializeError(error) });
      return this.refused('video_unreadable');
    }
    if (!believable(probe, ext) || probe.durationSeconds === null) return this.refused('video_unreadable');
    if (probe.durationSeconds > this.config.MEDIA_MAX_VIDEO_SECONDS) return { ...this.refused('video_too_long'), durationSeconds: probe.durationSeconds };

    const video = join(dir, 'display.mp4');
    const poster = join(dir, 'poster.jpg');
    let result: VideoProbe;
    let length: number;
    try {
      await this.media.transcodeVideo(input, ext, video, probe.hasAudio, this.config.MEDIA_MAX_VIDEO_SECONDS, transcodeSeconds(this.config.MEDIA_MAX_VIDEO_SECONDS));
      result = await this.media.probeVideo(video, 'mp4');
      if (result.durationSeconds === null) return this.refused('video_unreadable');
      length = result.durationSeconds;
      // The header lied: the real length is unknown past the cap, so none is recorded.
      if (outputTooLong(length, this.config.MEDIA_MAX_VIDEO_SECONDS)) return { ...this.refused('video_too_long'), durationSeconds: null };
      await this.media.videoPoster(input, ext, poster, length);
    } catch (error) {
      this.logger.info('video not convertible', { mediaId: row.id, err: serializeError(error) });
      return this.refused('video_unreadable');
    }
    return {
      status: 'ready',
      reason: null,
      durationSeconds: Math.round(length * 100) / 100,
      width: result.width,
      height: result.height,
      displayKey: await this.put(`media/${row.fileName}.mp4`, await readFile(video)),
      posterKey: await this.put(`media/${row.fileName}-poster.jpg`, await readFile(poster)),
    };
  }
}
