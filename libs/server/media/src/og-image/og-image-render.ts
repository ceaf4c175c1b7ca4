import sharp from 'sharp';
import { IMAGE_LIMITS, OG_IMAGE_SIZE, SITE_NAME, type OgCard } from '@chonail/shared/domain';

/**
 * Issue 37: a post's link-preview image (og:image), 1200x630, as Facebook and Zalo show it when a
 * job link is pasted in a group: the post's main photo behind a dark gradient (or the brand's rose
 * without one), the kind, the title (at most three lines), pay or price, city and the brand.
 *
 * Text is drawn by librsvg through fontconfig in DejaVu Sans, which has every Vietnamese letter
 * (Debian's fonts-dejavu-core; the Dockerfile installs it). Lines are wrapped here, by DejaVu Sans
 * Bold's own advance widths, since SVG 1.1 text does not wrap.
 */

const { width: W, height: H } = OG_IMAGE_SIZE;
const PAD = 64;
const ROSE = '#e11d48';
const ROSE_DARK = '#9f1239';
const FONT = "'DejaVu Sans', 'Noto Sans', sans-serif";
export const OG_IMAGE_FONT = 'DejaVu Sans';

/**
 * DejaVu Sans Bold's advance widths (in em) of the printable ASCII characters, U+0020 to U+007E,
 * measured with this machine's Pango. A letter with Vietnamese marks is as wide as its base letter.
 */
const BOLD_EM = [
  0.35, 0.46, 0.52, 0.84, 0.7, 1, 0.87, 0.31, 0.46, 0.46, 0.52, 0.84, 0.38, 0.42, 0.38, 0.37, 0.7, 0.7, 0.7, 0.7, 0.7, 0.7, 0.7, 0.7, 0.7, 0.7, 0.4,
  0.4, 0.84, 0.84, 0.84, 0.58, 1, 0.77, 0.76, 0.73, 0.83, 0.68, 0.68, 0.82, 0.84, 0.37, 0.37, 0.77, 0.64, 1, 0.84, 0.85, 0.73, 0.85, 0.77, 0.682, 0.709,
  0.81, 0.77, 1.1, 0.77, 0.72, 0.73, 0.46, 0.37, 0.46, 0.84, 0.5, 0.5, 0.67, 0.72, 0.59, 0.72, 0.68, 0.405, 0.72, 0.71, 0.34, 0.34, 0.67, 0.34, 1.04,
  0.71, 0.69, 0.72, 0.72, 0.49, 0.6, 0.48, 0.71, 0.65, 0.92, 0.65, 0.65, 0.58, 0.71, 0.37, 0.71, 0.84,
];
const SPECIAL_EM: Record<string, number> = { '…': 1, '–': 0.5, '—': 1, '≈': 0.84, đ: 0.72, Đ: 0.84, '’': 0.38, '‘': 0.38, '“': 0.6, '”': 0.6, '•': 0.59 };

function charEm(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 0x20 && code < 0x7f) return BOLD_EM[code - 0x20] ?? 0.7;
  const special = SPECIAL_EM[ch];
  if (special !== undefined) return special;
  const parts = ch.normalize('NFD');
  const base = parts.codePointAt(0) ?? 0;
  // ơ and ư: the horn sticks out a little past the base letter.
  if (base >= 0x20 && base < 0x7f) return (BOLD_EM[base - 0x20] ?? 0.7) + (parts.includes('\u031b') ? 0.03 : 0);
  // Wide scripts and emoji (a font fallback draws them, if any): a full em, so a line never runs over.
  return code >= 0x1100 ? 1.05 : 0.75;
}

/** Width in px of `text` in DejaVu Sans Bold at `size` px, plus `spacing` px after each character. */
export function textWidth(text: string, size: number, spacing = 0): number {
  let em = 0;
  let count = 0;
  for (const ch of text) {
    em += charEm(ch);
    count++;
  }
  return em * size + spacing * count;
}

/** Cuts `text` to fit `max` px with an ellipsis (at a word when one ends near enough). */
function ellipsize(text: string, size: number, max: number): string {
  const chars = [...text];
  while (chars.length > 0 && textWidth(`${chars.join('').trimEnd()}…`, size) > max) chars.pop();
  let cut = chars.join('').trimEnd();
  const space = cut.lastIndexOf(' ');
  if (space > cut.length * 0.7) cut = cut.slice(0, space);
  return `${cut.replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * The text in lines of at most `max` px, at most `maxLines` of them; the last ends in "…" when the
 * text does not fit. A word longer than a line is broken where the line ends.
 */
export function wrapLines(text: string, size: number, max: number, maxLines: number): { lines: string[]; cut: boolean } {
  const lines: string[] = [];
  let line = '';
  const words = text.split(' ').filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    let word = words[i] ?? '';
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size) <= max) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    // A word wider than a whole line: as much as fits, the rest on the next line.
    while (textWidth(word, size) > max) {
      const chars = [...word];
      let n = chars.length;
      while (n > 1 && textWidth(chars.slice(0, n).join(''), size) > max) n--;
      lines.push(chars.slice(0, n).join(''));
      word = chars.slice(n).join('');
    }
    line = word;
    if (lines.length >= maxLines) break;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return { lines, cut: false };
  const kept = lines.slice(0, maxLines);
  const rest = lines.slice(maxLines - 1).join(' ');
  kept[maxLines - 1] = ellipsize(rest, size, max);
  return { lines: kept, cut: true };
}

/** XML text content and attribute values: `<`, `&` and quotes never reach the SVG parser as markup. */
export function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Title sizes, largest first: the first that fits in its lines without an ellipsis wins. */
const TITLE_FITS: ReadonlyArray<{ size: number; lines: number }> = [
  { size: 66, lines: 2 },
  { size: 58, lines: 3 },
  { size: 52, lines: 3 },
];

function titleLayout(title: string, max: number): { size: number; lines: string[] } {
  for (const fit of TITLE_FITS) {
    const wrapped = wrapLines(title, fit.size, max, fit.lines);
    if (!wrapped.cut) return { size: fit.size, lines: wrapped.lines };
  }
  const last = TITLE_FITS[TITLE_FITS.length - 1] ?? { size: 52, lines: 3 };
  return { size: last.size, lines: wrapLines(title, last.size, max, last.lines).lines };
}

/** The favicon's mark (frontends/shell/src/index.html): a rounded square with a "C", `size` px. */
function brandMark(x: number, y: number, size: number, square: string, stroke: string): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 32})"><rect width="32" height="32" rx="7" fill="${square}"/><path d="M21 11.5a6.5 6.5 0 1 0 0 9" fill="none" stroke="${stroke}" stroke-width="3.5" stroke-linecap="round"/></g>`;
}

function pin(x: number, y: number, size: number, color: string): string {
  return `<path transform="translate(${x} ${y}) scale(${size / 24})" fill="${color}" fill-rule="evenodd" d="M12 1.5C7.6 1.5 4 5 4 9.4c0 5.9 8 13.1 8 13.1s8-7.2 8-13.1c0-4.4-3.6-7.9-8-7.9zm0 11a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2z"/>`;
}

/**
 * The picture as SVG: over a photo (drawn underneath by sharp), a transparent layer with a dark
 * gradient where the text sits; without one, the brand's rose with a large faint mark.
 */
export function ogImageSvg(card: OgCard, withPhoto: boolean): string {
  const textMax = withPhoto ? 700 : W - 2 * PAD;
  const title = titleLayout(card.title || SITE_NAME, textMax);
  const lineHeight = Math.round(title.size * 1.16);

  const background = withPhoto
    ? `<defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#140b10" stop-opacity="0.94"/><stop offset="0.5" stop-color="#140b10" stop-opacity="0.86"/><stop offset="0.72" stop-color="#140b10" stop-opacity="0.35"/><stop offset="1" stop-color="#140b10" stop-opacity="0"/></linearGradient>
<linearGradient id="foot" x1="0" y1="0" x2="0" y2="1"><stop offset="0.6" stop-color="#140b10" stop-opacity="0"/><stop offset="1" stop-color="#140b10" stop-opacity="0.55"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#shade)"/><rect width="${W}" height="${H}" fill="url(#foot)"/>`
    : `<defs><linearGradient id="rose" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ROSE}"/><stop offset="1" stop-color="${ROSE_DARK}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#rose)"/>
<circle cx="1130" cy="90" r="230" fill="#fff" opacity="0.06"/><circle cx="1180" cy="600" r="160" fill="#fff" opacity="0.05"/>
<path transform="translate(820 250) scale(13)" d="M21 11.5a6.5 6.5 0 1 0 0 9" fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="3.5" stroke-linecap="round"/>`;

  const parts: string[] = [background];
  // The brand, top left.
  parts.push(withPhoto ? brandMark(PAD, 48, 60, ROSE, '#fff') : brandMark(PAD, 48, 60, '#fff', ROSE));
  parts.push(`<text x="${PAD + 78}" y="92" font-family="${FONT}" font-weight="bold" font-size="40" fill="#fff">${xmlEscape(SITE_NAME)}</text>`);

  // The kind, as a badge above the title.
  const kind = card.kind.toLocaleUpperCase('vi');
  const badgeSize = 26;
  const badgeWidth = Math.ceil(textWidth(kind, badgeSize, 1.5)) + 40;
  parts.push(`<rect x="${PAD}" y="146" width="${badgeWidth}" height="48" rx="24" fill="${withPhoto ? ROSE : '#fff'}" fill-opacity="${withPhoto ? 1 : 0.2}"/>`);
  parts.push(`<text x="${PAD + 20}" y="179" font-family="${FONT}" font-weight="bold" font-size="${badgeSize}" letter-spacing="1.5" fill="#fff">${xmlEscape(kind)}</text>`);

  // The title, from just under the badge.
  const titleTop = 222;
  title.lines.forEach((line, i) => {
    const y = Math.round(titleTop + title.size * 0.93 + i * lineHeight);
    parts.push(`<text x="${PAD}" y="${y}" font-family="${FONT}" font-weight="bold" font-size="${title.size}" fill="#fff">${xmlEscape(line)}</text>`);
  });

  // Pay or price, a white pill under the title.
  if (card.money) {
    const size = 44;
    const money = wrapLines(card.money, size, textMax - 56, 1).lines[0] ?? '';
    const top = titleTop + title.lines.length * lineHeight + 22;
    const width = Math.ceil(textWidth(money, size)) + 56;
    parts.push(`<rect x="${PAD}" y="${top}" width="${width}" height="72" rx="16" fill="#fff"/>`);
    parts.push(`<text x="${PAD + 28}" y="${top + 52}" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="#be123c">${xmlEscape(money)}</text>`);
  }

  // The place, along the bottom.
  const placeSize = 36;
  const place = wrapLines(card.place, placeSize, textMax - 52, 1).lines[0] ?? '';
  parts.push(pin(PAD - 4, H - 90, 44, '#fff'));
  parts.push(`<text x="${PAD + 50}" y="${H - 56}" font-family="${FONT}" font-weight="bold" font-size="${placeSize}" fill="#fff">${xmlEscape(place)}</text>`);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('\n')}</svg>`;
}

/**
 * The JPEG. `photo` is the post's main photo as the media store keeps it (our own re-encoded
 * display WebP or video poster), cover-cropped to 1200x630 around its most interesting part.
 */
export async function renderOgImage(card: OgCard, photo: Buffer | null): Promise<Buffer> {
  const svg = Buffer.from(ogImageSvg(card, photo !== null));
  const base = photo
    ? sharp(photo, { limitInputPixels: IMAGE_LIMITS.maxInputPixels, failOn: 'error' })
        .rotate()
        .resize(W, H, { fit: 'cover', position: sharp.strategy.attention })
        .composite([{ input: svg, top: 0, left: 0 }])
    : sharp(svg);
  // 4:4:4 keeps the rose and white text edges sharp, which 4:2:0's halved colour would smear.
  return base.flatten({ background: '#000' }).jpeg({ quality: 84, chromaSubsampling: '4:4:4', mozjpeg: true }).toBuffer();
}
