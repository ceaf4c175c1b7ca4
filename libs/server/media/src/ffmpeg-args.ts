/**
 * Every ffmpeg/ffprobe argument list, built by pure functions so their exact output is tested.
 * Inputs are untrusted files: only the file protocol is allowed (a playlist inside a file cannot
 * reach the network or other protocols), and the container is forced to what the upload's bytes
 * proved, so ffmpeg never guesses a different demuxer (an HLS playlist, say) from the content.
 */

/** The demuxer for each container the upload sniffing accepts (by the stored extension). */
export const DEMUXER: Record<string, string> = {
  mp4: 'mov',
  mov: 'mov',
  '3gp': 'mov',
  webm: 'matroska',
  mkv: 'matroska',
  avi: 'avi',
  wmv: 'asf',
  flv: 'flv',
};

/** What ffprobe may report for each demuxer: anything else means the file is not what it claimed. */
export const EXPECTED_FORMATS: Record<string, string[]> = {
  mov: ['mov', 'mp4', 'm4a', '3gp', '3g2', 'mj2'],
  matroska: ['matroska', 'webm'],
  avi: ['avi'],
  asf: ['asf'],
  flv: ['flv'],
};

export const VIDEO_OUTPUT = { maxSide: 1280, crf: 26, preset: 'veryfast', audioBitrate: '128k', posterMaxSide: 800 } as const;

/**
 * A container's header may claim any length: the transcode stops `capSeconds` past the allowed
 * length whatever it says, and the length that counts is the one of the file we wrote. Our own
 * encode of a clip within the limit may run a few milliseconds longer (audio padding), never
 * `toleranceSeconds`.
 */
export const VIDEO_LENGTH = { capSeconds: 1, toleranceSeconds: 0.5 } as const;

/** Whether the transcoded output, measured by probing what we wrote, is longer than the allowed length. */
export function outputTooLong(outputSeconds: number, maxSeconds: number): boolean {
  return outputSeconds > maxSeconds + VIDEO_LENGTH.toleranceSeconds;
}

const safeInput = (ext: string): string[] => {
  const demuxer = DEMUXER[ext];
  if (!demuxer) throw new Error(`no demuxer for .${ext}`);
  return ['-protocol_whitelist', 'file', '-f', demuxer];
};

/** Options before the input for ffprobe (fluent-ffmpeg adds -show_format -show_streams -of json). */
export function probeInputOptions(ext: string): string[] {
  return ['-v', 'error', ...safeInput(ext)];
}

/** Options before the input of every ffmpeg run on an upload. */
export function ffmpegInputOptions(ext: string): string[] {
  return safeInput(ext);
}

// Even sides (x264 with yuv420p needs them), never enlarged, longest side at most `max`. Two
// steps rather than force_divisible_by, which the npm fallback ffmpeg (4.1) does not have.
const fitInside = (max: number) =>
  `scale='min(${max},iw)':'min(${max},ih)':force_original_aspect_ratio=decrease,scale='max(2,trunc(iw/2)*2)':'max(2,trunc(ih/2)*2)'`;

/**
 * H.264/AAC MP4 every browser plays, starting to play before it has fully loaded, with no metadata
 * (no GPS), and never longer than `maxSeconds` plus VIDEO_LENGTH.capSeconds.
 */
export function transcodeOutputOptions(hasAudio: boolean, maxSeconds: number): string[] {
  return [
    '-map', '0:v:0',
    ...(hasAudio ? ['-map', '0:a:0'] : []),
    '-map_metadata', '-1',
    '-t', String(maxSeconds + VIDEO_LENGTH.capSeconds),
    '-vf', fitInside(VIDEO_OUTPUT.maxSide),
    '-c:v', 'libx264', '-preset', VIDEO_OUTPUT.preset, '-crf', String(VIDEO_OUTPUT.crf), '-pix_fmt', 'yuv420p',
    ...(hasAudio ? ['-c:a', 'aac', '-b:a', VIDEO_OUTPUT.audioBitrate] : ['-an']),
    '-movflags', '+faststart',
    '-f', 'mp4',
  ];
}

/** One JPEG frame from the first second (or the first frame of a shorter clip). */
export function posterOutputOptions(durationSeconds: number): string[] {
  const at = Math.min(1, Math.max(0, durationSeconds / 2));
  return ['-ss', at.toFixed(2), '-frames:v', '1', '-map_metadata', '-1', '-vf', fitInside(VIDEO_OUTPUT.posterMaxSide), '-q:v', '4', '-f', 'image2'];
}
