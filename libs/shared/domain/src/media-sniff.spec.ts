import { formatFileSize, sniffMedia } from './media-sniff';

const bytes = (...parts: Array<string | number[]>): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
const pad = (b: Uint8Array, length = 64) => Uint8Array.from([...b, ...new Array(Math.max(0, length - b.length)).fill(0)]);

describe('sniffMedia', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg', 'jpg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png', 'png'],
    ['GIF89a', bytes('GIF89a'), 'image/gif', 'gif'],
    ['GIF87a', bytes('GIF87a'), 'image/gif', 'gif'],
    ['WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp', 'webp'],
    ['AVI', bytes('RIFF', [1, 2, 3, 4], 'AVI LIST'), 'video/x-msvideo', 'avi'],
    ['MP4 (isom)', bytes([0, 0, 0, 0x20], 'ftypisom'), 'video/mp4', 'mp4'],
    ['MP4 (mp42)', bytes([0, 0, 0, 0x18], 'ftypmp42'), 'video/mp4', 'mp4'],
    ['MOV (qt brand)', bytes([0, 0, 0, 0x14], 'ftypqt  '), 'video/quicktime', 'mov'],
    ['MOV without ftyp', bytes([0, 0, 0, 0x08], 'wide', [0, 0, 0, 0]), 'video/quicktime', 'mov'],
    ['3GP', bytes([0, 0, 0, 0x14], 'ftyp3gp5'), 'video/3gpp', '3gp'],
    ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'), 'video/webm', 'webm'],
    ['Matroska', bytes([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x82, 0x88], 'matroska'), 'video/x-matroska', 'mkv'],
    ['WMV', bytes([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c]), 'video/x-ms-wmv', 'wmv'],
    ['FLV', bytes('FLV', [0x01, 0x05]), 'video/x-flv', 'flv'],
  ])('%s', (_name, head, mime, ext) => {
    expect(sniffMedia(pad(head))).toEqual({ kind: mime.startsWith('image') ? 'image' : 'video', mime, ext });
  });

  it.each([
    ['plain text renamed .jpg', bytes('hello, this is not a picture at all')],
    ['an HLS playlist', bytes('#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:0\nfile:///etc/passwd\n')],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['SVG (scriptable)', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['HEIC (not in either list)', bytes([0, 0, 0, 0x18], 'ftypheic')],
    ['AVIF', bytes([0, 0, 0, 0x1c], 'ftypavif')],
    ['a RIFF that is WAV audio', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
    ['EBML without a known DocType', bytes([0x1a, 0x45, 0xdf, 0xa3], 'something')],
    ['a PDF', bytes('%PDF-1.7')],
    ['a ZIP', bytes([0x50, 0x4b, 0x03, 0x04])],
    ['an ELF binary', bytes([0x7f], 'ELF')],
    ['JPEG cut after two bytes', bytes([0xff, 0xd8])],
    ['nothing', bytes()],
  ])('refuses %s', (_name, head) => {
    expect(sniffMedia(pad(head))).toBeNull();
  });

  it('does not read past a short file', () => {
    expect(sniffMedia(bytes([0, 0, 0]))).toBeNull();
    expect(sniffMedia(bytes('RIFF'))).toBeNull();
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10 * 1024 * 1024, '10 MB'],
    [52_428_800, '50 MB'],
    [3.25 * 1024 * 1024, '3.3 MB'],
    [5 * 1024 ** 3, '5 GB'],
  ])('%d bytes -> %s', (value, text) => expect(formatFileSize(value)).toBe(text));
});
