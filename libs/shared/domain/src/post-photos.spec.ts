import { photosArePublic } from './post-photos';

describe('photosArePublic', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it.each([
    [{ photo_video_addon: false, photoVideoEndsAt: null }, false],
    [{ photo_video_addon: true, photoVideoEndsAt: '2026-12-24T12:00:00.000Z' }, true],
    [{ photo_video_addon: true, photoVideoEndsAt: '2026-11-24T11:59:59.000Z' }, false],
    [{ photo_video_addon: true, photoVideoEndsAt: null }, true],
  ])('%j -> %s', (post, expected) => {
    expect(photosArePublic(post, now)).toBe(expected);
  });
});
