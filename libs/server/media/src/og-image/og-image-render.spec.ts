import sharp from 'sharp';
import type { OgCard } from '@chonail/shared/domain';
import { ogImageSvg, renderOgImage, textWidth, wrapLines, xmlEscape } from './og-image-render';

const card: OgCard = { kind: 'Cần thợ', title: 'Cần thợ bột, chân tay nước gấp ở Bellaire', money: 'Lương $1,100–1,500/tuần', place: 'Houston, TX' };

/** The width Pango gives a line in DejaVu Sans Bold (its ink, a hair narrower than its advance). */
async function pangoWidth(text: string, size: number): Promise<number> {
  const { info } = await sharp({ text: { text: xmlEscape(text), font: `DejaVu Sans Bold ${size}`, dpi: 72 } }).png().toBuffer({ resolveWithObject: true });
  return info.width;
}

describe('textWidth', () => {
  it.each(['Cần thợ bột, chân tay nước gấp', 'Nail tech wanted ASAP – $1,200/week', 'ĐƯỢC NGHỈ THỨ HAI, Ở ĐÂU?'])(
    'measures "%s" as this machine’s DejaVu Sans Bold draws it, within 4%%',
    async (text) => {
      const measured = textWidth(text, 100);
      const drawn = await pangoWidth(text, 100);
      expect(Math.abs(measured - drawn) / drawn).toBeLessThan(0.04);
    },
  );
});

describe('wrapLines', () => {
  it('keeps short text on one line', () => {
    expect(wrapLines('Cần thợ nail', 58, 700, 3)).toEqual({ lines: ['Cần thợ nail'], cut: false });
  });

  it('wraps at words, never past the width, and ends a text too long for its lines with an ellipsis', () => {
    const long = 'Tiệm nail lớn ở khu Mỹ trắng cần gấp nhiều thợ tay chân nước, thợ bột, thợ dip, thợ wax, bao lương tuần, tip riêng, có chỗ ở';
    const { lines, cut } = wrapLines(long, 58, 700, 3);
    expect(cut).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/…$/);
    for (const line of lines) expect(textWidth(line, 58)).toBeLessThanOrEqual(700);
    expect(lines.join(' ').replace('…', '')).toBe(long.slice(0, lines.join(' ').length - 1).trim());
  });

  it('breaks a word longer than a line where the line ends', () => {
    const { lines } = wrapLines('x'.repeat(80), 58, 700, 3);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 58)).toBeLessThanOrEqual(700);
  });
});

describe('ogImageSvg', () => {
  it('escapes the post’s words, so a title with markup draws as text', () => {
    const svg = ogImageSvg({ ...card, title: '<script>alert(1)</script> & "thợ"', place: "O'Fallon, MO" }, false);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('>&lt;script&gt;alert(1)&lt;/script&gt; &amp;</text>');
    expect(svg).toContain('>&quot;thợ&quot;</text>');
    expect(svg).toContain('O&apos;Fallon, MO');
  });
});

describe('renderOgImage', () => {
  it('draws a 1200x630 JPEG without a photo, and with one of any shape', async () => {
    const plain = await sharp(await renderOgImage(card, null)).metadata();
    expect(plain).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    const photo = await sharp({ create: { width: 800, height: 1600, channels: 3, background: '#16a085' } }).webp().toBuffer();
    const withPhoto = await renderOgImage({ ...card, title: '<script>&', money: null }, photo);
    expect(await sharp(withPhoto).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // The photo shows on the right, where no text is: its green, barely shaded.
    const { data } = await sharp(withPhoto).extract({ left: 1150, top: 300, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect([...data].map((v) => Math.round(v / 16))).toEqual([1, 10, 8]);
  });
});
