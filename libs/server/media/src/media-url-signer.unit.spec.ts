import type { MediaItem } from '@chonail/shared/contracts';
import { unsignedMediaUrl } from '@chonail/server/listings';
import { MediaUrlSigner } from './media-url-signer';

const NAME = '0b6f2d0e-3c1a-4d6e-9a8b-2f4c6e8a0b1d';
const FILE = `/api/media/files/${NAME}`;
const HOUR = 3_600_000;
/** 10:20 UTC on a day: the signed URLs of this hour end at 12:00. */
const NOW = Date.UTC(2026, 11, 2, 10, 20);

const signer = new MediaUrlSigner('unit-test-secret');
const paramsOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('MediaUrlSigner', () => {
  it('adds sig and exp to our file URLs, after the variant, and leaves any other URL as it is', () => {
    const display = signer.sign(FILE, NOW);
    expect(display).toMatch(new RegExp(`^${FILE}\\?sig=[A-Za-z0-9_-]{43}&exp=\\d+$`));
    expect(signer.sign(`${FILE}?variant=thumb`, NOW)).toMatch(new RegExp(`^${FILE}\\?variant=thumb&sig=[A-Za-z0-9_-]{43}&exp=\\d+$`));
    for (const other of ['/uploads/a.jpg', 'https://images.unsplash.com/photo-1?w=800', `${FILE}?variant=x`, '/api/media/files/not-a-name', `${FILE}/..`]) {
      expect(signer.sign(other, NOW)).toBe(other);
    }
  });

  it('ends at the next hour but one: the same URL all hour (no reload on each poll), one to two hours of life', () => {
    const url = signer.sign(FILE, NOW);
    expect(Number(paramsOf(url)['exp']) * 1000).toBe(Date.UTC(2026, 11, 2, 12));
    expect(signer.sign(FILE, NOW + 39 * 60_000 - 1)).toBe(url);
    expect(signer.sign(FILE, NOW + 40 * 60_000)).not.toBe(url);
    const { sig, exp } = paramsOf(url);
    expect(signer.verify(NAME, sig, exp, NOW + HOUR)).toBe(true);
    expect(signer.verify(NAME, sig, exp, Date.UTC(2026, 11, 2, 12))).toBe(false);
  });

  it('verifies only its own signature of that file and that expiry, with the same secret', () => {
    const { sig, exp } = paramsOf(signer.sign(FILE, NOW));
    expect(signer.verify(NAME, sig, exp, NOW)).toBe(true);
    expect(signer.verify('0b6f2d0e-3c1a-4d6e-9a8b-2f4c6e8a0b1e', sig, exp, NOW)).toBe(false);
    expect(signer.verify(NAME, sig, String(Number(exp) + 3600), NOW)).toBe(false);
    expect(new MediaUrlSigner('another-secret').verify(NAME, sig, exp, NOW)).toBe(false);
    for (const [s, e] of [[undefined, exp], [sig, undefined], ['', exp], ['x', exp], [sig, '1e12'], [sig, `${exp}.0`], [[sig], exp]]) {
      expect(signer.verify(NAME, s, e, NOW)).toBe(false);
    }
  });

  it('signs every path of an upload answer and every own URL of a post, which the post gets back unsigned', () => {
    const item = { filePath: FILE, thumbnailPath: `${FILE}?variant=thumb`, posterPath: null } as MediaItem;
    const signed = signer.item(item, NOW);
    expect([signed.filePath, signed.thumbnailPath ?? ''].map(unsignedMediaUrl)).toEqual([FILE, `${FILE}?variant=thumb`]);
    expect(signed.filePath).not.toBe(FILE);
    expect(signed.posterPath).toBeNull();

    const images = [FILE, { filePath: FILE, fileName: NAME, uploadOrder: 1 }, { url: FILE }, '/uploads/old.jpg'];
    const forOwner = signer.forOwner(images, NOW);
    expect(forOwner[0]).not.toBe(FILE);
    expect(forOwner[1]).toEqual({ filePath: signer.sign(FILE, NOW), fileName: NAME, uploadOrder: 1 });
    expect(forOwner[2]).toEqual({ url: signer.sign(FILE, NOW) });
    expect(forOwner[3]).toBe('/uploads/old.jpg');
    expect(unsignedMediaUrl(forOwner[0] as string)).toBe(FILE);
    // Only a signature in the signer's own shape is taken off.
    expect(unsignedMediaUrl(`${FILE}?sig=abc&exp=1&x=1`)).toBe(`${FILE}?sig=abc&exp=1&x=1`);
  });
});
