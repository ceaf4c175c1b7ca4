import { ffmpegInputOptions, outputTooLong, posterOutputOptions, probeInputOptions, transcodeOutputOptions } from './ffmpeg-args';

describe('ffmpeg arguments', () => {
  it('lets ffprobe read only local files, with the demuxer the bytes proved', () => {
    expect(probeInputOptions('mp4')).toEqual(['-v', 'error', '-protocol_whitelist', 'file', '-f', 'mov']);
    expect(probeInputOptions('webm')).toEqual(['-v', 'error', '-protocol_whitelist', 'file', '-f', 'matroska']);
    expect(ffmpegInputOptions('avi')).toEqual(['-protocol_whitelist', 'file', '-f', 'avi']);
    expect(ffmpegInputOptions('wmv')).toEqual(['-protocol_whitelist', 'file', '-f', 'asf']);
  });

  it('refuses a container it has no demuxer for rather than letting ffmpeg guess', () => {
    expect(() => ffmpegInputOptions('m3u8')).toThrow('no demuxer for .m3u8');
    expect(() => probeInputOptions('')).toThrow();
  });

  it('transcodes to H.264/AAC MP4 without metadata, fast start, even sides, never enlarged, stopping a second past the allowed length', () => {
    expect(transcodeOutputOptions(true, 60)).toEqual([
      '-map', '0:v:0', '-map', '0:a:0', '-map_metadata', '-1', '-t', '61',
      '-vf', "scale='min(1280,iw)':'min(1280,ih)':force_original_aspect_ratio=decrease,scale='max(2,trunc(iw/2)*2)':'max(2,trunc(ih/2)*2)'",
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-pix_fmt', 'yuv420p',
      '-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', '-f', 'mp4',
    ]);
    expect(transcodeOutputOptions(false, 30)).toEqual([
      '-map', '0:v:0', '-map_metadata', '-1', '-t', '31',
      '-vf', "scale='min(1280,iw)':'min(1280,ih)':force_original_aspect_ratio=decrease,scale='max(2,trunc(iw/2)*2)':'max(2,trunc(ih/2)*2)'",
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-pix_fmt', 'yuv420p',
      '-an', '-movflags', '+faststart', '-f', 'mp4',
    ]);
  });

  it('takes the poster at one second, or halfway through a shorter clip', () => {
    expect(posterOutputOptions(3)).toEqual(['-ss', '1.00', '-frames:v', '1', '-map_metadata', '-1', '-vf', "scale='min(800,iw)':'min(800,ih)':force_original_aspect_ratio=decrease,scale='max(2,trunc(iw/2)*2)':'max(2,trunc(ih/2)*2)'", '-q:v', '4', '-f', 'image2']);
    expect(posterOutputOptions(0.5)[1]).toBe('0.25');
    expect(posterOutputOptions(0)[1]).toBe('0.00');
  });

  it('calls an output too long only past the limit and its encoding slack, which the capped transcode always reaches', () => {
    expect(outputTooLong(60.05, 60)).toBe(false);
    expect(outputTooLong(60.5, 60)).toBe(false);
    expect(outputTooLong(60.6, 60)).toBe(true);
    expect(outputTooLong(61, 60)).toBe(true);
  });
});
