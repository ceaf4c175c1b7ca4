import type { DemoPhoto } from '@chonail/shared/domain';

/**
 * The drawings behind the demo listings' photos: SVG scenes of nail salons (a 1200x900 canvas)
 * that the media adapter turns into WebP like an upload. Nothing here loads anything: shapes,
 * gradients and the system's fonts only. Soft light, shadows and a blurred background are what make
 * a flat drawing read as a photo on a small card.
 */

interface Palette {
  wall: string;
  wallDark: string;
  accent: string;
  floor: string;
  wood: string;
  seat: string;
  polish: string[];
}

const PALETTES: Palette[] = [
  { wall: '#f6e3e1', wallDark: '#d9b9b6', accent: '#c2577a', floor: '#e9ddd4', wood: '#b8875f', seat: '#f4efe9', polish: ['#c81d4e', '#f48fb1', '#8e1b3a', '#f7c6d0', '#e35d6a', '#6d214f'] },
  { wall: '#e8e2f2', wallDark: '#bdb1d6', accent: '#7d5ba6', floor: '#dcd8e0', wood: '#8a6d5a', seat: '#3b2f4a', polish: ['#7d5ba6', '#c3a6e8', '#2e1a47', '#e0b0ff', '#b03a6f', '#5c7cfa'] },
  { wall: '#dff0ec', wallDark: '#a9d1c8', accent: '#2a9d8f', floor: '#e6e2da', wood: '#c29a6b', seat: '#ffffff', polish: ['#2a9d8f', '#e76f51', '#f4a261', '#264653', '#e9c46a', '#8ecae6'] },
  { wall: '#f3e9d8', wallDark: '#d6c09c', accent: '#b8893b', floor: '#d9cbb5', wood: '#7a5232', seat: '#5a3a22', polish: ['#a4161a', '#d4a373', '#ffb4a2', '#6f1d1b', '#e5989b', '#bb9457'] },
  { wall: '#ececec', wallDark: '#c4c4c4', accent: '#3d3d3d', floor: '#d8d8d6', wood: '#9c8a78', seat: '#fafafa', polish: ['#d00000', '#ffba08', '#3f88c5', '#032b43', '#f72585', '#ff8fab'] },
  { wall: '#1f2a44', wallDark: '#141b2d', accent: '#d4af37', floor: '#b9b1a4', wood: '#4a3526', seat: '#e9e1d2', polish: ['#d4af37', '#9d0208', '#f4acb7', '#ffffff', '#6a040f', '#ffd6a5'] },
];

/** A tiny seeded generator, so a scene always comes out the same. */
function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const n = (v: number) => Math.round(v * 10) / 10;

/** Shared gradients: light falloff, glass, a vignette like a phone camera's, a soft blur for depth. */
function defs(p: Palette): string {
  return `<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.wallDark}"/><stop offset="0.55" stop-color="${p.wall}"/><stop offset="1" stop-color="${p.wallDark}"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.floor}" stop-opacity="0.85"/><stop offset="1" stop-color="${p.floor}"/></linearGradient>
<linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.wood}"/><stop offset="1" stop-color="#2b1d12"/></linearGradient>
<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.55"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/></linearGradient>
<linearGradient id="seat" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.seat}"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#fff8e7" stop-opacity="0.9"/><stop offset="1" stop-color="#fff8e7" stop-opacity="0"/></radialGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>
<filter id="soft" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="5"/></filter>
</defs>`;
}

function bottle(x: number, y: number, h: number, color: string): string {
  const w = h * 0.62;
  return `<g><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w * 0.7)}" ry="${n(h * 0.07)}" fill="url(#shadow)"/>
<rect x="${n(x - w / 2)}" y="${n(y - h * 0.62)}" width="${n(w)}" height="${n(h * 0.62)}" rx="${n(w * 0.22)}" fill="${color}"/>
<rect x="${n(x - w / 2)}" y="${n(y - h * 0.62)}" width="${n(w)}" height="${n(h * 0.62)}" rx="${n(w * 0.22)}" fill="url(#sheen)"/>
<rect x="${n(x - w * 0.2)}" y="${n(y - h)}" width="${n(w * 0.4)}" height="${n(h * 0.4)}" rx="${n(w * 0.06)}" fill="#1d1d1f"/>
<rect x="${n(x - w * 0.14)}" y="${n(y - h * 0.97)}" width="${n(w * 0.07)}" height="${n(h * 0.34)}" fill="#fff" opacity="0.25"/></g>`;
}

/** Shelves of polish bottles across the wall, the thing every nail salon has. */
function polishWall(p: Palette, r: () => number, x0: number, y0: number, w: number, rows: number, size: number): string {
  let out = '';
  for (let row = 0; row < rows; row++) {
    const y = y0 + row * size * 1.5;
    out += `<rect x="${x0 - 8}" y="${n(y)}" width="${w + 16}" height="${n(size * 0.12)}" fill="url(#wood)"/>`;
    for (let x = x0 + size * 0.4; x < x0 + w - size * 0.3; x += size * 0.7) out += bottle(x, y, size * (0.85 + r() * 0.15), p.polish[Math.floor(r() * p.polish.length)]);
  }
  return out;
}

function pendant(x: number, y: number, top = 0): string {
  return `<line x1="${x}" y1="${top}" x2="${x}" y2="${y}" stroke="#333" stroke-width="2"/>
<circle cx="${x}" cy="${y + 20}" r="120" fill="url(#glow)"/><path d="M${x - 34} ${y + 26} Q${x} ${y - 14} ${x + 34} ${y + 26} Z" fill="#2d2d2d"/>`;
}

function plant(x: number, y: number, s: number): string {
  let leaves = '';
  for (let i = 0; i < 9; i++) {
    const a = -150 + i * 15;
    leaves += `<ellipse cx="${x}" cy="${n(y - 60 * s)}" rx="${n(14 * s)}" ry="${n(62 * s)}" fill="${i % 2 ? '#2f6b3a' : '#3f8a4b'}" transform="rotate(${a + 90} ${x} ${y - 10 * s})"/>`;
  }
  return `<ellipse cx="${x}" cy="${y + 58 * s}" rx="${n(55 * s)}" ry="${n(10 * s)}" fill="url(#shadow)"/>${leaves}<path d="M${n(x - 34 * s)} ${y} L${n(x + 34 * s)} ${y} L${n(x + 26 * s)} ${n(y + 58 * s)} L${n(x - 26 * s)} ${n(y + 58 * s)} Z" fill="#e8e4dc"/>`;
}

/** Floor with tile joints running to a vanishing point, so the room has depth. */
function floor(horizon: number): string {
  let joints = '';
  for (let i = -8; i <= 8; i++) joints += `<line x1="${600 + i * 40}" y1="${horizon}" x2="${600 + i * 260}" y2="900" stroke="#000" stroke-opacity="0.07" stroke-width="2"/>`;
  for (let k = 1; k < 7; k++) {
    const y = horizon + (900 - horizon) * (k / 7) ** 1.6;
    joints += `<line x1="0" y1="${n(y)}" x2="1200" y2="${n(y)}" stroke="#000" stroke-opacity="0.06" stroke-width="2"/>`;
  }
  return `<rect y="${horizon}" width="1200" height="${900 - horizon}" fill="url(#floor)"/>${joints}`;
}

/** A pedicure spa chair seen from the front: raised base, foot basin, armchair. (x, y) is where it meets the floor. */
function pedicureChair(x: number, y: number, s: number, p: Palette): string {
  const t = (v: number) => n(v * s);
  const seat = (x0: number, y0: number, w: number, h: number, rx: number) =>
    `<rect x="${n(x + x0 * s)}" y="${n(y + y0 * s)}" width="${t(w)}" height="${t(h)}" rx="${t(rx)}" fill="${p.seat}"/><rect x="${n(x + x0 * s)}" y="${n(y + y0 * s)}" width="${t(w)}" height="${t(h)}" rx="${t(rx)}" fill="url(#seat)" opacity="0.55"/>`;
  return `<g><ellipse cx="${x}" cy="${y}" rx="${t(170)}" ry="${t(22)}" fill="url(#shadow)"/>
${seat(-95, -450, 190, 250, 46)}${seat(-145, -330, 50, 130, 20)}${seat(95, -330, 50, 130, 20)}${seat(-112, -250, 224, 70, 26)}
<rect x="${n(x - 45 * s)}" y="${n(y - 182 * s)}" width="${t(90)}" height="${t(62)}" fill="#4a4a4a"/>
<rect x="${n(x - 140 * s)}" y="${n(y - 125 * s)}" width="${t(280)}" height="${t(125)}" rx="${t(8)}" fill="url(#wood)"/>
<ellipse cx="${x}" cy="${n(y - 122 * s)}" rx="${t(104)}" ry="${t(24)}" fill="#eef2f3"/><ellipse cx="${x}" cy="${n(y - 120 * s)}" rx="${t(88)}" ry="${t(16)}" fill="#86bcd0"/>
<path d="M${n(x - 104 * s)} ${n(y - 122 * s)} Q${x} ${n(y - 40 * s)} ${n(x + 104 * s)} ${n(y - 122 * s)} Z" fill="#f7f9fa"/><path d="M${n(x - 60 * s)} ${n(y - 110 * s)} Q${x} ${n(y - 70 * s)} ${n(x + 40 * s)} ${n(y - 100 * s)}" stroke="#fff" stroke-width="${t(6)}" fill="none" opacity="0.8"/></g>`;
}

function manicureTable(x: number, y: number, s: number, p: Palette, r: () => number): string {
  const t = (v: number) => n(v * s);
  let bottles = '';
  for (let i = 0; i < 5; i++) bottles += bottle(x + t(-120 + i * 26), y - t(2), t(30), p.polish[Math.floor(r() * p.polish.length)]);
  return `<ellipse cx="${x}" cy="${y + t(185)}" rx="${t(230)}" ry="${t(20)}" fill="url(#shadow)"/>
<rect x="${x - t(210)}" y="${y}" width="${t(420)}" height="${t(22)}" fill="${p.seat}"/><rect x="${x - t(210)}" y="${y + t(22)}" width="${t(420)}" height="${t(160)}" fill="url(#wood)"/>
<rect x="${x - t(150)}" y="${y + t(50)}" width="${t(120)}" height="${t(8)}" rx="${t(4)}" fill="#000" opacity="0.3"/><rect x="${x + t(30)}" y="${y + t(50)}" width="${t(120)}" height="${t(8)}" rx="${t(4)}" fill="#000" opacity="0.3"/>
<rect x="${x - t(20)}" y="${y - t(14)}" width="${t(90)}" height="${t(16)}" rx="${t(8)}" fill="#fff"/>
<path d="M${x + t(150)} ${y} l0 ${t(-110)} l${t(-60)} ${t(-30)}" stroke="#333" stroke-width="${t(6)}" fill="none"/><circle cx="${x + t(90)}" cy="${y - t(130)}" r="${t(60)}" fill="url(#glow)"/>
<path d="M${x + t(60)} ${y - t(125)} l${t(55)} ${t(-20)} l${t(10)} ${t(22)} Z" fill="#f5f5f5"/>${bottles}`;
}

function chairBack(x: number, y: number, s: number, p: Palette): string {
  const t = (v: number) => n(v * s);
  return `<ellipse cx="${x}" cy="${y + t(150)}" rx="${t(80)}" ry="${t(12)}" fill="url(#shadow)"/><rect x="${x - t(55)}" y="${y}" width="${t(110)}" height="${t(120)}" rx="${t(30)}" fill="${p.seat}"/>
<rect x="${x - t(55)}" y="${y}" width="${t(110)}" height="${t(120)}" rx="${t(30)}" fill="url(#seat)" opacity="0.6"/><rect x="${x - t(6)}" y="${y + t(120)}" width="${t(12)}" height="${t(30)}" fill="#888"/>`;
}

function sign(name: string, x: number, y: number, size: number, color: string, glow: boolean): string {
  // A wide faint stroke under the letters glows like a lit sign; a blur filter would cost 5x the time.
  const halo = glow ? `<text x="${x}" y="${y}" font-family="DejaVu Serif" font-style="italic" font-weight="bold" font-size="${size}" text-anchor="middle" fill="${color}" stroke="${color}" stroke-width="${n(size / 6)}" stroke-linejoin="round" opacity="0.25">${esc(name)}</text>` : '';
  return `${halo}<text x="${x}" y="${y}" font-family="DejaVu Serif" font-style="italic" font-weight="bold" font-size="${size}" text-anchor="middle" fill="${color}">${esc(name)}</text>`;
}

/** Font size that keeps a name inside `width` (DejaVu Serif bold italic is about 0.62 em a letter). */
const fit = (name: string, width: number, max: number) => Math.min(max, Math.floor(width / (0.62 * Math.max(6, name.length))));

const SCENES: Record<DemoPhoto['scene'], (p: Palette, r: () => number, name: string) => string> = {
  salon: (p, r) => {
    let tables = '';
    for (let i = 0; i < 3; i++) tables += chairBack(360 + i * 300, 560 - i * 8, 0.8 - i * 0.08, p) + manicureTable(250 + i * 300, 520 - i * 10, 0.75 - i * 0.08, p, r);
    return `<rect width="1200" height="900" fill="url(#wall)"/>
<rect x="80" y="110" width="1040" height="320" fill="#fff" opacity="0.35"/><g opacity="0.85">${polishWall(p, r, 100, 190, 1000, 3, 62)}</g>
${floor(560)}${pendant(300, 80)}${pendant(600, 70)}${pendant(900, 80)}${tables}${plant(1110, 700, 1.3)}`;
  },
  pedicure: (p) => {
    let chairs = '';
    for (const x of [210, 600, 990]) chairs += `<rect x="${x - 110}" y="130" width="220" height="170" rx="8" fill="#fff" opacity="0.55"/><rect x="${x - 100}" y="140" width="200" height="150" rx="6" fill="${p.wallDark}" opacity="0.5"/>`;
    for (const x of [210, 600, 990]) chairs += pedicureChair(x, 800, 1.05, p);
    return `<rect width="1200" height="900" fill="url(#wall)"/><rect x="0" y="90" width="1200" height="12" fill="${p.accent}" opacity="0.7"/>
${floor(640)}${pendant(405, 0)}${pendant(795, 0)}${chairs}`;
  },
  polish: (p, r) => `<rect width="1200" height="900" fill="url(#wall)"/>
<g filter="url(#soft)">${polishWall(p, r, -40, 140, 1280, 2, 110)}</g>${polishWall(p, r, -60, 520, 1320, 1, 150)}
<g>${polishWall(p, r, -80, 920, 1360, 1, 260)}</g>`,
  manicure: (p, r) => `<rect width="1200" height="900" fill="url(#wall)"/>
<g filter="url(#soft)">${polishWall(p, r, 40, 200, 1120, 2, 80)}${plant(1050, 420, 1.2)}</g>
<rect x="0" y="520" width="1200" height="380" fill="${p.seat}"/><rect x="0" y="520" width="1200" height="380" fill="url(#seat)" opacity="0.25"/>
<rect x="380" y="560" width="440" height="150" rx="70" fill="#fff"/><rect x="380" y="600" width="440" height="110" rx="50" fill="#000" opacity="0.06"/>
${bottle(240, 700, 180, p.polish[0])}${bottle(950, 720, 200, p.polish[1])}${bottle(1090, 640, 120, p.polish[2])}
<rect x="520" y="760" width="280" height="26" rx="13" fill="#d9b38c" transform="rotate(-12 660 773)"/><circle cx="620" cy="180" r="300" fill="url(#glow)" opacity="0.6"/>`,
  waiting: (p) => `<rect width="1200" height="900" fill="url(#wall)"/>
<rect x="720" y="80" width="380" height="460" fill="#eaf4ff"/><rect x="720" y="80" width="380" height="460" fill="url(#glow)"/><line x1="910" y1="80" x2="910" y2="540" stroke="#fff" stroke-width="10"/>
<rect x="130" y="150" width="360" height="220" fill="${p.accent}" opacity="0.25"/><circle cx="310" cy="260" r="70" fill="${p.accent}" opacity="0.35"/>
${floor(600)}<ellipse cx="430" cy="760" rx="380" ry="40" fill="url(#shadow)"/>
<rect x="80" y="470" width="700" height="170" rx="40" fill="${p.seat}"/><rect x="80" y="470" width="700" height="170" rx="40" fill="url(#seat)" opacity="0.55"/>
<rect x="60" y="600" width="740" height="130" rx="30" fill="${p.seat}"/><rect x="60" y="600" width="740" height="130" rx="30" fill="url(#seat)" opacity="0.4"/>
<rect x="560" y="770" width="260" height="20" rx="6" fill="url(#wood)"/>${plant(1000, 640, 1.8)}`,
  bottles: (p) => `<rect width="1200" height="900" fill="url(#wall)"/><circle cx="600" cy="300" r="520" fill="url(#glow)" opacity="0.7"/>
<rect x="0" y="600" width="1200" height="300" fill="#f4f1ee"/><path d="M0 680 C300 640 500 760 1200 700" stroke="#cfc8c2" stroke-width="6" fill="none"/><path d="M0 820 C400 780 700 880 1200 800" stroke="#d9d3cd" stroke-width="4" fill="none"/>
${bottle(300, 720, 300, p.polish[0])}${bottle(560, 760, 380, p.polish[1])}${bottle(820, 730, 320, p.polish[2])}${bottle(1020, 700, 220, p.polish[3])}`,
  reception: (p, r, name) => {
    // A slatted feature wall behind the desk carries the salon's name, as most salons' do.
    let slats = '';
    for (let x = 150; x < 1050; x += 30) slats += `<rect x="${x}" y="100" width="22" height="330" fill="url(#wood)" opacity="0.9"/>`;
    let panels = '';
    for (let x = 220; x < 980; x += 190) panels += `<rect x="${x}" y="600" width="170" height="220" rx="6" fill="#000" opacity="0.07"/>`;
    return `<rect width="1200" height="900" fill="url(#wall)"/><rect x="146" y="100" width="904" height="330" fill="#2b1d12"/>${slats}<rect x="150" y="100" width="900" height="330" fill="url(#sheen)" opacity="0.25"/>
${sign(name, 600, 292, fit(name, 840, 120), p.wallDark === '#141b2d' ? p.accent : '#f6e7b8', true)}
<g opacity="0.8">${polishWall(p, r, 20, 470, 120, 2, 46)}${polishWall(p, r, 1060, 470, 120, 2, 46)}</g>
${floor(620)}<ellipse cx="600" cy="850" rx="460" ry="40" fill="url(#shadow)"/><rect x="200" y="560" width="800" height="280" rx="16" fill="${p.seat}"/>
<rect x="200" y="560" width="800" height="280" rx="16" fill="url(#seat)" opacity="0.35"/>${panels}<rect x="190" y="540" width="820" height="30" rx="8" fill="${p.accent}"/>
<rect x="190" y="540" width="820" height="10" rx="5" fill="#fff" opacity="0.35"/>
${plant(300, 470, 0.9)}<rect x="760" y="470" width="130" height="74" rx="6" fill="#222"/><rect x="815" y="540" width="20" height="6" fill="#444"/>
<circle cx="920" cy="520" r="20" fill="#f8f8f8"/><circle cx="910" cy="505" r="12" fill="${p.polish[1]}"/><circle cx="930" cy="500" r="12" fill="${p.polish[0]}"/><circle cx="922" cy="488" r="11" fill="${p.polish[3]}"/>
${pendant(420, 0)}${pendant(780, 0)}`;
  },
  storefront: (p, _r, name) => {
    // Strip-mall units differ by facade, sign board and awning; the palette picks them.
    const i = PALETTES.indexOf(p);
    const facade = ['#d8cbb8', '#c9b8a6', '#e4dccd', '#b9a58c', '#d3d0ca', '#a99f92'][i] ?? '#d8cbb8';
    const lightBoard = i % 3 === 2;
    const board = lightBoard ? '#f7f4ee' : p.wallDark === '#141b2d' ? '#1f2a44' : '#2b2b2b';
    const letters = lightBoard ? p.accent : p.accent === '#3d3d3d' ? '#ff5fa2' : p.accent;
    let awning = '';
    if (i % 2 === 1) for (let x = 40; x < 1160; x += 80) awning += `<path d="M${x} 378 h80 l-6 40 h-68 Z" fill="${(x / 80) % 2 ? p.accent : '#fafafa'}"/>`;
    return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb3e6"/><stop offset="1" stop-color="#dcecf8"/></linearGradient>
<rect width="1200" height="900" fill="url(#sky)"/><ellipse cx="250" cy="110" rx="180" ry="40" fill="url(#glow)"/>
<rect x="0" y="170" width="1200" height="560" fill="${facade}"/><rect x="0" y="170" width="1200" height="30" fill="#000" opacity="0.15"/>
<rect x="40" y="220" width="1120" height="150" fill="${board}"/>${sign(name, 600, 318, fit(name, 1040, 92), letters, !lightBoard)}
<rect x="40" y="390" width="1120" height="330" fill="#31424f"/><rect x="40" y="390" width="1120" height="330" fill="url(#sheen)" opacity="0.8"/>
<g opacity="0.55">${pendant(250, 420, 390)}${pendant(520, 420, 390)}${pendant(950, 420, 390)}<rect x="120" y="560" width="300" height="120" fill="${p.wall}"/><rect x="760" y="560" width="300" height="120" fill="${p.wall}"/></g>
<rect x="540" y="400" width="120" height="320" fill="#1b2630" stroke="#aaa" stroke-width="6"/><rect x="350" y="390" width="8" height="330" fill="#aaa"/><rect x="842" y="390" width="8" height="330" fill="#aaa"/>${awning}
<rect x="470" y="520" width="60" height="60" rx="30" fill="#ff3b6b" opacity="0.85"/><text x="500" y="557" font-family="DejaVu Sans" font-weight="bold" font-size="18" text-anchor="middle" fill="#fff">OPEN</text>
<rect x="0" y="720" width="1200" height="180" fill="#9a968f"/><rect x="0" y="720" width="1200" height="24" fill="#c9c5bd"/>${plant(120, 700, 0.8)}${plant(1080, 700, 0.8)}`;
  },
};

/** The SVG of one demo photo. */
export function demoSceneSvg(photo: DemoPhoto): string {
  const palette = PALETTES[photo.palette % PALETTES.length];
  let seed = 7;
  for (const ch of photo.key) seed = (Math.imul(seed, 31) + ch.charCodeAt(0)) >>> 0;
  const body = SCENES[photo.scene](palette, rng(seed), photo.name ?? '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">${defs(palette)}${body}<rect width="1200" height="900" fill="url(#vignette)"/></svg>`;
}
