/**
 * How long a media job may run (issue 20). A stopping worker waits for its running jobs
 * (SHUTDOWN_TIMEOUT_MS) and Kubernetes waits for the worker (terminationGracePeriodSeconds), so a
 * job must have an end whatever file it was given: a step over its time is stopped (ffmpeg killed,
 * sharp's pipeline abandoned) and the file is refused as unreadable.
 */
export const MEDIA_STEP_SECONDS = {
  /** One WebP size of one image. */
  image: 20,
  /** ffprobe reads headers only. */
  probe: 5,
  poster: 10,
  /** Reading the original from storage and writing the results. */
  storage: 20,
} as const;

/**
 * The transcode's time: 1.2 times the longest video allowed (MEDIA_MAX_VIDEO_SECONDS), at least
 * 30 s. H.264 `veryfast` at 1280 px encodes faster than real time on one core.
 */
export function transcodeSeconds(maxVideoSeconds: number): number {
  return Math.max(30, Math.ceil(1.2 * maxVideoSeconds));
}

/**
 * The longest a media job runs, in ms: a video's two probes, its transcode and its poster, and the
 * storage round trip (an image job's two sizes take less). The worker's SHUTDOWN_TIMEOUT_MS must
 * be at least this (tools/deploy checks the manifests).
 */
export function longestMediaJobMs(maxVideoSeconds: number): number {
  const { probe, poster, storage } = MEDIA_STEP_SECONDS;
  return (2 * probe + transcodeSeconds(maxVideoSeconds) + poster + storage) * 1000;
}
