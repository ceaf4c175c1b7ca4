import { longestMediaJobMs, MEDIA_STEP_SECONDS, transcodeSeconds } from './media-time';

describe('media job time', () => {
  it('gives a transcode 1.2 times the longest video allowed, never under 30 s', () => {
    expect(transcodeSeconds(60)).toBe(72);
    expect(transcodeSeconds(600)).toBe(720);
    expect(transcodeSeconds(10)).toBe(30);
  });

  it('bounds a job by its steps, and the default 60 s videos fit the worker’s 120 s shutdown', () => {
    const { probe, poster, storage } = MEDIA_STEP_SECONDS;
    expect(longestMediaJobMs(60)).toBe((2 * probe + 72 + poster + storage) * 1000);
    expect(longestMediaJobMs(60)).toBeLessThanOrEqual(120_000);
    // A site that allows 10-minute videos needs a far longer shutdown: the manifests must say so.
    expect(longestMediaJobMs(600)).toBeGreaterThan(600_000);
  });
});
