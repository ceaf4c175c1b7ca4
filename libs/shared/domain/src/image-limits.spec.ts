import { IMAGE_LIMITS, imageRefusal } from './image-limits';

describe('imageRefusal', () => {
  it.each([
    ['a 12-megapixel phone photo of 3 MB', 4000, 3000, 3_000_000, null],
    ['a 24-megapixel photo of 6 MB', 5712, 4284, 6_000_000, null],
    ['a 48-megapixel photo of 12 MB', 8000, 6000, 12_000_000, null],
    ['a tiny flat-colour 12-megapixel PNG (under the bomb check)', 4000, 3000, 20_000, null],
    ['a 5,000 x 5,000 PNG of 30 KB (a decompression bomb)', 5000, 5000, 30_000, 'image_too_large'],
    ['anything over 50 megapixels', 10_000, 5_001, 400_000_000, 'image_too_large'],
    ['a 65,535 x 65,535 header', 65_535, 65_535, 1_000, 'image_too_large'],
    ['no dimensions', undefined, undefined, 1_000, 'image_unreadable'],
    ['zero width', 0, 100, 1_000, 'image_unreadable'],
  ])('%s', (_name, width, height, bytes, expected) => {
    expect(imageRefusal(width, height, bytes)).toBe(expected);
  });

  it('checks the bytes per pixel only above the threshold, at exactly the limit', () => {
    const side = Math.ceil(Math.sqrt(IMAGE_LIMITS.bombCheckAbovePixels)) + 1;
    const pixels = side * side;
    expect(imageRefusal(side, side, Math.ceil(pixels * IMAGE_LIMITS.minBytesPerPixel))).toBeNull();
    expect(imageRefusal(side, side, Math.floor(pixels * IMAGE_LIMITS.minBytesPerPixel) - 1)).toBe('image_too_large');
  });
});
