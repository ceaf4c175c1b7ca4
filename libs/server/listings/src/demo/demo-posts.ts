/**
 * Demo content for the demo site and the 100k benchmark database: owners and listings that read
 * like real Vietnamese nail ads in the US. Pure and deterministic: everything comes from a seeded
 * PRNG, and post i depends only on (seed, i, owners), so a longer run extends a shorter one.
 *
 * Every phone number is a 555-0100..555-0199 number, the range reserved for fiction, and every
 * email is on an example.* domain, so no real person can be reached through demo content.
 */
import { commissionFromSplit, NAIL_SKILLS, type HiringFacts, type SalonFacts, type WorkSchedule } from '@chonail/shared/domain';
import { CITY_INFO, STATE_NAMES, type DemoCityInfo } from './demo-cities';
import {
  ANCHORS,
  FEMALE_NAMES,
  LAST_NAMES,
  MALE_NAMES,
  STORE_PREFIXES,
  STORE_SUFFIXES,
  SUITES,
} from './demo-names';

export interface DemoOwner {
  key: number;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

export interface DemoPost {
  ownerKey: number;
  jobType: 'hiring' | 'selling' | 'transfer';
  title: string;
  description: string;
  storeName: string;
  streetAddress: string;
  addressOptional: string | null;
  city: string;
  state: string;
  zipcode: string;
  areaSqFt: number | null;
  hideAddress: boolean;
  storePhone: string | null;
  priorityAddon: 'none' | 'diamond1' | 'diamond2' | 'diamond3';
  priorityMonths: number;
  photoVideoMonths: number;
  selectedStates: string[];
  stateMonths: number;
  isVip: boolean;
  vipDuration: 3 | 6 | 12 | null;
  durationMonths: 1 | 6;
  createdDaysAgo: number;
  isPaused: boolean;
  /** Which shared demo photos (1..DEMO_POOL_SIZE) the post shows; the seed turns them into stored media. */
  photos: number[];
  language: 'vi' | 'en' | 'both';
  /**
   * Issue 24's facts, as the text states them: most hiring posts carry their pay and terms, most
   * sale posts their price and figures; older-style posts (and transfers) carry none.
   */
  hiring: HiringFacts | null;
  salon: SalonFacts | null;
}

export const DEMO_CITIES: ReadonlyArray<{ city: string; state: string; zips: string[]; weight: number }> =
  Object.freeze(CITY_INFO.map(({ city, state, zips, weight }) => Object.freeze({ city, state, zips, weight })));

// ---------------------------------------------------------------------------------------------
// PRNG

// Bound once: inside a vm context (jest's test environment) every lookup of a global such as
// `Math` goes through the context's interceptors and costs ~100x more; unbound, 100k posts took
// 11 s under jest against 2 s in plain node.
const { floor, imul, round, min, max, pow } = Math;

type Rng = () => number;

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = imul(a ^ (a >>> 15), 1 | a);
    t = (t + imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes two integers into a well-spread 32-bit seed, so neighbouring indexes get unrelated streams. */
function hash2(a: number, b: number): number {
  let h = imul((a | 0) ^ 0x9e3779b9, 0x85ebca6b) ^ imul((b | 0) + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 16;
  h = imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[floor(rng() * items.length)];
const int = (rng: Rng, lo: number, hi: number): number => lo + floor(rng() * (hi - lo + 1));
const chance = (rng: Rng, p: number): boolean => rng() < p;

// ---------------------------------------------------------------------------------------------
// Formatting (hand-rolled: toLocaleString is slow and depends on the ICU build)

function commas(n: number): string {
  const s = '' + round(n);
  if (s.length <= 3) return s;
  let out = s.slice(0, s.length % 3 || 3);
  for (let i = out.length; i < s.length; i += 3) out += ',' + s.slice(i, i + 3);
  return out;
}

const usd = (n: number): string => '$' + commas(n);
const lineDigits = (line: number): string => (line < 10 ? '010' : '01') + line;
const e164 = (area: string, line: number): string => `+1${area}555${lineDigits(line)}`;
/** '+17135550142' -> '(713) 555-0142' */
const e164ToText = (p: string): string => `(${p.slice(2, 5)}) ${p.slice(5, 8)}-${p.slice(8)}`;

// ---------------------------------------------------------------------------------------------
// Owners

/**
 * Area codes where demo owners live, most-Vietnamese first. Beyond 100 owners per code the
 * remaining NANP-shaped codes take over, so owner phones stay unique up to ~70k owners.
 */
const OWNER_AREA_CODES: readonly string[] = [
  '713', '281', '832', '714', '657', '408', '669', '469', '972', '214', '817', '404', '770', '678',
  '407', '215', '267', '757', '206', '253', '503', '504', '916', '619', '512', '210', '703', '571',
  '918', '405', '702', '704', '919', '615', '651', '612', '617', '301', '773', '614', '317', '303',
  '602', '480', '813', '904', '228', '251', '316', '402', '515', '801', '808', '860',
];
const OTHER_AREA_CODES: readonly string[] = (() => {
  const primary = new Set(OWNER_AREA_CODES);
  const out: string[] = [];
  for (let n = 2; n <= 9; n++)
    for (let x = 0; x <= 8; x++)
      for (let y = 0; y <= 9; y++) {
        const code = `${n}${x}${y}`;
        if (!(x === 1 && y === 1) && !primary.has(code)) out.push(code);
      }
  return out;
})();
const MAX_OWNERS = (OWNER_AREA_CODES.length + OTHER_AREA_CODES.length) * 100;

/** Unique per key for a given seed: (code index, line block) is a bijection of the key. */
function ownerPhone(key: number, seed: number): string {
  const shift = hash2(seed, 0x51ed) % 100;
  const primaryCap = OWNER_AREA_CODES.length * 100;
  const [codes, k] = key < primaryCap ? [OWNER_AREA_CODES, key] : [OTHER_AREA_CODES, key - primaryCap];
  // 37 is coprime with 100, so the line numbers of one code are a permutation of 00..99.
  const code = k % codes.length;
  const line = (floor(k / codes.length) * 37 + shift + code * 13) % 100;
  return e164(codes[code], line);
}

interface OwnerCore {
  firstName: string;
  lastName: string;
  female: boolean;
  phone: string;
}

function ownerCore(key: number, seed: number): OwnerCore {
  const rng = mulberry32(hash2(seed ^ 0x0ae1, key));
  const female = chance(rng, 0.68);
  return {
    firstName: pick(rng, female ? FEMALE_NAMES : MALE_NAMES),
    lastName: pick(rng, LAST_NAMES),
    female,
    phone: ownerPhone(key, seed),
  };
}

const ascii = (s: string): string =>
  s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').replace(/[^A-Za-z]/g, '').toLowerCase();

const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];

/** Owner `key` is the same person for a given seed however many owners are asked for. */
export function demoOwners(count: number, seed: number): DemoOwner[] {
  if (!Number.isInteger(count) || count < 0 || count > MAX_OWNERS)
    throw new RangeError(`demoOwners: count must be an integer in 0..${MAX_OWNERS}`);
  const owners: DemoOwner[] = new Array(count);
  for (let key = 0; key < count; key++) {
    const o = ownerCore(key, seed);
    const email = `${ascii(o.firstName)}.${ascii(o.lastName)}${key + 1}@${EMAIL_DOMAINS[key % EMAIL_DOMAINS.length]}`;
    owners[key] = { key, firstName: o.firstName, lastName: o.lastName, phone: o.phone, email };
  }
  return owners;
}

// ---------------------------------------------------------------------------------------------
// Shared per-post context

interface Ctx {
  rng: Rng;
  info: DemoCityInfo;
  area: string;
  store: string;
  address: string | null; // null when the address is hidden
  phone: string | null; // phone as printed in the text, or null when the ad shows none
  /** How Vietnamese ads name the contact: 'chị Lan', 'anh Tuấn'. */
  contactVi: string;
  contactEn: string;
}

const stateName = (code: string): string => STATE_NAMES[code] ?? code;
const cityState = (x: Ctx): string => `${x.info.city}, ${x.info.state}`;
/** 'Alief, Houston, TX', or 'Houston, TX' when the area is the city itself. */
const where = (x: Ctx): string => (x.area === x.info.city ? cityState(x) : `${x.area}, ${cityState(x)}`);

/**
 * Keeps `head` and `tail`, and adds optional lines (kept in their order) until the text would pass
 * `budget` characters, so descriptions vary in length and content without ever running long.
 */
function assemble(rng: Rng, head: string[], optional: string[], tail: string[], budget: number, keep: number): string {
  const lines = head.slice();
  let len = 0;
  for (const l of head) len += l.length + 1;
  for (const l of tail) len += l.length + 1;
  for (const l of optional) {
    if (len + l.length + 1 > budget) continue;
    if (!chance(rng, keep)) continue;
    lines.push(l);
    len += l.length + 1;
  }
  for (const l of tail) lines.push(l);
  return lines.join('\n');
}

function contactVi(x: Ctx): string[] {
  const { rng, phone } = x;
  if (!phone) {
    return [pick(rng, [
      'Xin nhắn tin qua Chợ Nail, sẽ trả lời ngay.',
      `Xin ghé tiệm gặp ${x.contactVi} hoặc nhắn tin qua Chợ Nail.`,
      'Liên lạc qua tin nhắn trên Chợ Nail.',
    ])];
  }
  switch (int(rng, 0, 4)) {
    case 0: return [`Xin gọi: ${phone}`];
    case 1: return [`Xin gọi hoặc nhắn tin: ${phone} (${x.contactVi})`];
    case 2: return [`Liên lạc ${x.contactVi}: ${phone}`];
    case 3: return [`Gọi ${x.contactVi} sau 8 giờ tối: ${phone}`];
    default: return [`Xin gọi ${x.contactVi}: ${phone}`, 'Không nhận tin nhắn, xin gọi trực tiếp.'];
  }
}

function contactEn(x: Ctx): string[] {
  const { rng, phone } = x;
  if (!phone) return [pick(rng, ['Send us a message through this listing.', `Please message ${x.contactEn} through this listing.`])];
  switch (int(rng, 0, 3)) {
    case 0: return [`Call or text: ${phone}`];
    case 1: return [`Please call ${x.contactEn}: ${phone}`];
    case 2: return [`Call ${phone} (ask for ${x.contactEn}).`];
    default: return [`Serious inquiries only, call ${phone}.`];
  }
}

// ---------------------------------------------------------------------------------------------
// Hiring

interface Skill {
  vi: string;
  en: string;
  enOne: string;
  /** Nail work, as opposed to wax, lashes, facials or pedicure helpers: only it takes nail notes. */
  nail?: boolean;
  /** What the post's structured facts list for it. */
  facts: ReadonlyArray<(typeof NAIL_SKILLS)[number]>;
}

const SKILLS: readonly Skill[] = [
  { vi: 'thợ bột', en: 'acrylic techs', enOne: 'acrylic tech', nail: true, facts: ['acrylic'] },
  { vi: 'thợ bột', en: 'acrylic techs', enOne: 'acrylic tech', nail: true, facts: ['acrylic'] },
  { vi: 'thợ tay chân nước', en: 'manicure/pedicure techs', enOne: 'manicure/pedicure tech', nail: true, facts: ['pedicure'] },
  { vi: 'thợ tay chân nước', en: 'manicure/pedicure techs', enOne: 'manicure/pedicure tech', nail: true, facts: ['pedicure'] },
  { vi: 'thợ chân tay nước', en: 'manicure/pedicure techs', enOne: 'manicure/pedicure tech', nail: true, facts: ['pedicure'] },
  { vi: 'thợ chân', en: 'pedicurists', enOne: 'pedicurist', facts: ['pedicure'] },
  { vi: 'thợ dip', en: 'dip powder techs', enOne: 'dip powder tech', nail: true, facts: ['dip'] },
  { vi: 'thợ everything', en: 'all-around nail techs', enOne: 'all-around nail tech', nail: true, facts: ['acrylic', 'dip', 'gel', 'pedicure'] },
  { vi: 'thợ everything', en: 'all-around nail techs', enOne: 'all-around nail tech', nail: true, facts: ['acrylic', 'dip', 'gel', 'pedicure'] },
  { vi: 'thợ gel-x', en: 'Gel-X techs', enOne: 'Gel-X tech', nail: true, facts: ['gel'] },
  { vi: 'thợ wax', en: 'waxing specialists', enOne: 'waxing specialist', facts: ['wax'] },
  { vi: 'thợ lông mi', en: 'eyelash techs', enOne: 'eyelash tech', facts: ['eyelash'] },
  { vi: 'thợ vẽ design', en: 'nail art techs', enOne: 'nail art tech', nail: true, facts: ['gel'] },
  { vi: 'thợ chà (làm chân)', en: 'pedicure helpers', enOne: 'pedicure helper', facts: ['pedicure'] },
  { vi: 'thợ facial', en: 'estheticians', enOne: 'esthetician', facts: ['facial'] },
];

const NOTES_VI = ['', '', ', có kinh nghiệm', ', làm nhanh và kỹ', ', full-time', ', part-time cuối tuần cũng được'];
const NAIL_NOTES_VI = [...NOTES_VI, ', biết làm đẹp', ', thợ mới cũng được', ', biết vẽ là một lợi thế'];

interface Hiring {
  skills: Skill[];
  counts: number[];
  weeklyLo: number;
  weeklyHi: number;
  daily: number;
  split: string; // '6/4' means the tech keeps 60%
  /** Dollars per hour, the pay of payMode 4. */
  hourly: number;
  /** payMode 1: the daily guarantee is offered "or commission", the technician's choice. */
  dailyOrSplit: boolean;
  payMode: 0 | 1 | 2 | 3 | 4;
  /** Whether the post carries structured facts (most new posts do; the rest only say it in the text). */
  structured: boolean;
  housing: boolean;
  whiteClients: boolean;
  tips: boolean;
  licenseState: boolean;
  years: number;
  fullSet: number;
  pedi: number;
  hours: number;
}

function hiringFacts(rng: Rng): Hiring {
  const n = chance(rng, 0.45) ? 1 : chance(rng, 0.7) ? 2 : 3;
  const skills: Skill[] = [];
  for (let tries = 0; skills.length < n && tries < 8; tries++) {
    const s = pick(rng, SKILLS);
    // Compared by the English label: 'tay chân nước' and 'chân tay nước' are one skill.
    if (!skills.some((k) => k.en === s.en)) skills.push(s);
  }
  const weeklyLo = int(rng, 8, 14) * 100;
  return {
    skills,
    counts: skills.map(() => (chance(rng, 0.6) ? 1 : int(rng, 2, 3))),
    weeklyLo,
    weeklyHi: weeklyLo + pick(rng, [300, 400, 500, 500, 700]),
    daily: pick(rng, [120, 130, 140, 150, 150, 160, 170, 180, 180, 200]),
    split: pick(rng, ['6/4', '6/4', '6/4', '7/3', '55/45', '5/5']),
    hourly: int(rng, 15, 25),
    dailyOrSplit: chance(rng, 0.5),
    // Hourly pay is the rarest in nail ads; weekly and daily guarantees and commission share the rest.
    payMode: (chance(rng, 0.1) ? 4 : int(rng, 0, 3)) as Hiring['payMode'],
    structured: chance(rng, 0.85),
    housing: chance(rng, 0.3),
    whiteClients: chance(rng, 0.45),
    tips: chance(rng, 0.7),
    licenseState: chance(rng, 0.3),
    years: int(rng, 1, 3),
    fullSet: int(rng, 10, 15) * 5,
    pedi: int(rng, 7, 10) * 5,
    hours: int(rng, 0, HOURS_VI.length - 1),
  };
}

/** The structured facts of a hiring post, exactly what its text says; null for a post without them. */
function hiringPostFacts(h: Hiring): HiringFacts | null {
  if (!h.structured) return null;
  const [schedule, daysPerWeek] = HOURS_FACTS[h.hours];
  const [worker, owner] = h.split.split('/').map(Number);
  const commission = commissionFromSplit(worker, owner);
  const pay = { guaranteeAmount: null as number | null, guaranteePer: null as HiringFacts['guaranteePer'], commissionPercent: null as number | null, hourlyRate: null as number | null };
  switch (h.payMode) {
    case 0: Object.assign(pay, { guaranteeAmount: h.weeklyLo, guaranteePer: 'week' }); break;
    case 1: Object.assign(pay, { guaranteeAmount: h.daily, guaranteePer: 'day', commissionPercent: h.dailyOrSplit ? commission : null }); break;
    case 2: pay.commissionPercent = commission; break;
    case 3: Object.assign(pay, { guaranteeAmount: h.daily, guaranteePer: 'day', commissionPercent: commission }); break;
    default: pay.hourlyRate = h.hourly;
  }
  const skills = NAIL_SKILLS.filter((skill) => h.skills.some((k) => k.facts.includes(skill)));
  return {
    ...pay,
    tips: h.tips ? true : null,
    housing: h.housing ? true : null,
    skills,
    licenseRequired: h.licenseState ? true : null,
    schedule,
    daysPerWeek,
    // Issue 36: these modes state a weekly range ("Lương $1,100-$1,500/tuần"), which the card shows as it is.
    ...(h.payMode === 0 || h.payMode === 3 ? { payRange: { from: h.weeklyLo, to: h.weeklyHi, per: 'week' as const } } : {}),
  };
}

const weeklyVi = (h: Hiring): string => `${usd(h.weeklyLo)}-${usd(h.weeklyHi)}/tuần`;
const weeklyEn = (h: Hiring): string => `${usd(h.weeklyLo)}-${usd(h.weeklyHi)}/week`;
const splitEn = (h: Hiring): string => {
  const [a, b] = h.split.split('/');
  return a.length === 1 ? `${a}0/${b}0` : h.split;
};

function skillsVi(h: Hiring): string {
  const s = h.skills.map((k) => k.vi);
  return s.length === 1 ? s[0] : s.length === 2 ? `${s[0]}, ${s[1]}` : `${s[0]}, ${s[1]} và ${s[2]}`;
}

function skillsEn(h: Hiring): string {
  const s = h.skills.map((k) => k.en);
  return s.length === 1 ? s[0] : s.length === 2 ? `${s[0]} & ${s[1]}` : `${s[0]}, ${s[1]} & ${s[2]}`;
}

function payShortVi(x: Ctx, h: Hiring): string {
  switch (h.payMode) {
    case 0: return `lương ${weeklyVi(h)}`;
    case 1: return `bao lương ${usd(h.daily)}/ngày`;
    case 2: return `chia ${h.split}`;
    case 4: return `lương ${usd(h.hourly)}/giờ`;
    default: return pick(x.rng, [`bao lương hoặc chia ${h.split}`, `thu nhập ${weeklyVi(h)}`]);
  }
}

function payShortEn(h: Hiring): string {
  switch (h.payMode) {
    case 0: return `${weeklyEn(h)}`;
    case 1: return `${usd(h.daily)}/day guaranteed`;
    case 2: return `${splitEn(h)} commission`;
    case 4: return `${usd(h.hourly)}/hour`;
    default: return `up to ${usd(h.weeklyHi)}/week`;
  }
}

/** A few posters type the whole title in capitals, as on community boards. */
const shout = (rng: Rng, title: string): string => (chance(rng, 0.06) ? title.toUpperCase() : title);

function hiringTitleVi(x: Ctx, h: Hiring): string {
  const { rng, area, info } = x;
  const s = skillsVi(h);
  const perks: string[] = [payShortVi(x, h)];
  if (h.tips) perks.push('tip cao');
  if (h.whiteClients) perks.push('khách Mỹ trắng');
  if (h.housing) perks.push('có chỗ ở');
  const perk = pick(rng, perks);
  switch (int(rng, 0, 11)) {
    case 0: return `Cần thợ nail gấp - ${cityState(x)}`;
    case 1: return `Tiệm nails vùng ${area} cần ${s}`;
    case 2: return `Cần gấp ${s}, ${perk}`;
    case 3: return `${info.city}, ${info.state}: cần ${s}, ${perk}`;
    case 4: return `Tuyển ${s} full-time, ${payShortVi(x, h)}`;
    case 5: return `Tiệm ${x.store} (${area}) cần thợ gấp`;
    case 6: return `Cần ${s} - ${perk}`;
    case 7: return h.housing ? `Cần thợ nail, có chỗ ở cho thợ ở xa - ${cityState(x)}` : `Cần thợ nail vùng ${area}, ${perk}`;
    case 8: return `Tiệm đông khách vùng ${area} cần thêm ${s}`;
    case 9: return `Cần thợ gấp, ${payShortVi(x, h)} - ${cityState(x)}`;
    case 10: return `${x.store} cần ${s}, ${perk}`;
    default: return `Cần thợ nail gấp vùng ${area}, ${info.state}`;
  }
}

function hiringTitleEn(x: Ctx, h: Hiring): string {
  const { rng, area, info } = x;
  switch (int(rng, 0, 7)) {
    case 0: return `Nail tech wanted, full time, ${h.payMode === 0 ? `${usd(h.weeklyLo)}/week guaranteed` : payShortEn(h)}`;
    case 1: return `Experienced nail technician needed - ${cityState(x)}`;
    case 2: return `Now hiring ${skillsEn(h)} - ${cityState(x)}`;
    case 3: return `Hiring nail techs, great tips, ${payShortEn(h)}`;
    case 4: return `${x.store} is hiring ${skillsEn(h)}`;
    case 5: return `Nail technician wanted in the ${area} area, high pay`;
    case 6: return `Busy salon in ${info.city} needs nail techs ASAP`;
    default: return `Nail techs needed, ${payShortEn(h)} - ${info.city}, ${info.state}`;
  }
}

function payLinesVi(x: Ctx, h: Hiring): string {
  switch (h.payMode) {
    case 0: return pick(x.rng, [`Lương: ${weeklyVi(h)} tùy khả năng.`, `Thu nhập ${weeklyVi(h)}, thợ giỏi hơn nữa.`]);
    case 1: return h.dailyOrSplit
      ? `Bao lương ${usd(h.daily)}/ngày hoặc chia ${h.split}, tùy thợ chọn.`
      : `Bao lương ${usd(h.daily)}/ngày cho thợ có kinh nghiệm, thợ mới bao lương ${usd(h.daily - 30)}/ngày.`;
    case 2: return pick(x.rng, [`Chia ${h.split}, trả check/cash theo ý thợ.`, `Ăn chia ${h.split}, thợ làm nhiều hưởng nhiều.`]);
    case 4: return pick(x.rng, [`Lương ${usd(h.hourly)}/giờ, tip riêng.`, `Trả theo giờ: ${usd(h.hourly)}/giờ, trả mỗi tuần.`]);
    default: return `Lương ${weeklyVi(h)}, bao lương ${usd(h.daily)}/ngày hoặc chia ${h.split}.`;
  }
}

function payLineEn(h: Hiring): string {
  switch (h.payMode) {
    case 0: return `Pay: ${weeklyEn(h)} depending on experience.`;
    case 1: return h.dailyOrSplit ? `Guaranteed ${usd(h.daily)}/day, or ${splitEn(h)} commission - your choice.` : `Guaranteed ${usd(h.daily)}/day for experienced techs.`;
    case 2: return `Commission ${splitEn(h)}, paid weekly (cash or check).`;
    case 4: return `Pay: ${usd(h.hourly)}/hour plus tips, paid weekly.`;
    default: return `Earn ${weeklyEn(h)}; ${usd(h.daily)}/day guarantee available.`;
  }
}

const HOURS_VI = [
  'Làm việc thứ Hai - thứ Bảy, 9:30am - 7pm.',
  'Làm việc thứ Hai - thứ Bảy, Chủ Nhật nghỉ.',
  'Giờ làm: 10am - 7pm, Chủ Nhật 12pm - 5pm.',
  'Làm 5 hoặc 6 ngày tùy thợ, part-time cuối tuần cũng được.',
  'Làm việc thứ Ba - Chủ Nhật, nghỉ thứ Hai.',
  'Cần thợ part-time 3 ngày cuối tuần (thứ Sáu - Chủ Nhật).',
  'Làm 5 ngày/tuần, 10am - 7pm.',
];
/** The schedule and days each of HOURS_VI / HOURS_EN states (null: not said exactly). */
const HOURS_FACTS: ReadonlyArray<[WorkSchedule | null, number | null]> = [
  ['full_time', 6], ['full_time', 6], ['full_time', null], [null, null], ['full_time', 6], ['part_time', 3], ['full_time', 5],
];
const HOURS_EN = [
  'Mon - Sat, 9:30am - 7pm. Closed Sunday.',
  'Monday to Saturday, Sundays off.',
  'Hours: 10am - 7pm, Sunday 12pm - 5pm.',
  '5 or 6 days a week, weekend part time welcome.',
  'Tue - Sun, closed Monday.',
  'Part time, 3 days a week (Fri - Sun).',
  '5 days a week, 10am - 7pm.',
];

function hiringVi(x: Ctx, h: Hiring, budget: number): string {
  const { rng, info } = x;
  const head: string[] = [];
  const bullets = h.skills.map((k, i) => `- ${h.counts[i]} ${k.vi}${pick(rng, k.nail ? NAIL_NOTES_VI : NOTES_VI)}`);
  switch (int(rng, 0, 3)) {
    case 0: head.push(`Tiệm ${x.store} (${where(x)}) cần gấp:`, ...bullets); break;
    case 1: head.push(`Tiệm nails lớn, đông khách tại ${cityState(x)} cần thêm thợ:`, ...bullets); break;
    case 2: head.push(`Cần gấp ${skillsVi(h)} cho tiệm nail ở ${where(x)}.`); break;
    default: head.push(`${x.store} - ${cityState(x)} cần:`, ...bullets);
  }
  head.push(payLinesVi(x, h));
  const clients: string[] = [];
  if (h.tips && h.whiteClients) clients.push(pick(rng, ['Tip cao, khách Mỹ trắng lịch sự, dễ thương.', 'Khách Mỹ trắng, tip hậu, khách quen đông.']));
  else if (h.tips) clients.push('Tip cao, khách quen đông.');
  else if (h.whiteClients) clients.push('Khu Mỹ trắng, khách lịch sự.');
  head.push(...clients, HOURS_VI[h.hours]);
  if (h.housing) head.push(pick(rng, ['Có chỗ ở cho thợ ở xa.', 'Có chỗ ở miễn phí gần tiệm cho thợ ở xa.', 'Có nhà cho thợ ở xa, sạch sẽ, có xe đưa đón.']));
  const optional = [
    `Tiệm làm giá cao: full set từ ${usd(h.fullSet)}, pedicure từ ${usd(h.pedi)}.`,
    'Tiệm đông khách quanh năm, làm không hết khách.',
    'Không khí làm việc vui vẻ, hòa đồng như gia đình.',
    'Chủ dễ tính, trả lương đúng hẹn mỗi tuần.',
    'Tiệm mới remodel, đẹp, sạch sẽ, ghế spa mới.',
    `Tiệm nằm trong shopping center lớn, gần ${pick(rng, ANCHORS)}, parking rộng.`,
    h.years > 1 ? `Cần thợ có kinh nghiệm ít nhất ${h.years} năm.` : 'Thợ mới ra trường sẽ được chỉ dẫn thêm.',
    h.licenseState ? `Cần có license nail của tiểu bang ${stateName(info.state)}.` : 'Thợ nam, thợ nữ đều được.',
    'Ưu tiên thợ biết nói tiếng Anh căn bản.',
    `Tiệm mở đã ${int(rng, 3, 20)} năm, khách walk-in và khách hẹn đều đông.`,
    'Bảo đảm thu nhập ổn định, làm lâu dài.',
    x.address ? `Địa chỉ: ${x.address}` : 'Tiệm dễ tìm, gần xa lộ.',
  ];
  return assemble(rng, head, optional, contactVi(x), budget, 0.4);
}

function hiringEn(x: Ctx, h: Hiring, budget: number): string {
  const { rng, info } = x;
  const head: string[] = [];
  if (chance(rng, 0.5)) {
    head.push(`${x.store} in ${cityState(x)} is looking for:`);
    h.skills.forEach((k, i) => head.push(`- ${h.counts[i]} ${h.counts[i] === 1 ? k.enOne : k.en}`));
  } else {
    head.push(`Busy, well-established salon in ${where(x)} is hiring ${skillsEn(h)}.`);
  }
  head.push(payLineEn(h));
  if (h.tips || h.whiteClients) head.push(pick(rng, ['Great tips, friendly and loyal clientele.', 'Upscale clientele, services priced above the area average.']));
  head.push(HOURS_EN[h.hours]);
  if (h.housing) head.push('Housing available for techs from out of town.');
  const optional = [
    'Walk-ins all day, weekends are very busy.',
    h.licenseState ? `Must have a valid ${stateName(info.state)} nail license.` : `At least ${h.years} year${h.years > 1 ? 's' : ''} of experience preferred.`,
    'New graduates welcome - we will train.',
    'Friendly, family-like team; owner pays on time every week.',
    'Newly remodeled salon with brand-new pedicure chairs.',
    `Located in a busy shopping center next to ${pick(rng, ANCHORS)}, plenty of parking.`,
    'Vietnamese or English speakers welcome.',
    x.address ? `Address: ${x.address}` : 'Easy to find, close to the freeway.',
  ];
  return assemble(rng, head, optional, contactEn(x), budget, 0.45);
}

// ---------------------------------------------------------------------------------------------
// Selling and transfer

interface Sale {
  sqft: number;
  chairs: number;
  tables: number;
  wax: number;
  rent: number;
  incomeLo: number; // thousands per month
  incomeHi: number;
  price: number;
  leaseYears: number;
  yearsOpen: number;
  reason: number;
  whiteArea: boolean;
  staff: number;
  financing: boolean;
  /** Whether the post carries structured facts, and which of the optional ones it states. */
  structured: boolean;
  staffSaid: boolean;
  reasonSaid: boolean;
}

const REASONS_VI = [
  'về hưu', 'chuyển tiểu bang', 'về Việt Nam', 'không có người trông coi', 'lo cho con nhỏ',
  'chủ có tiệm khác ở xa', 'sức khỏe yếu', 'gia đình có việc riêng',
];
const REASONS_EN = [
  'retirement', 'moving out of state', 'moving back to Vietnam', 'no one to manage the salon',
  'family reasons', 'owner has another salon', 'health reasons', 'personal reasons',
];

function saleFacts(rng: Rng, sqft: number, transfer: boolean): Sale {
  // chairs: pedicure spas ("ghế spa", 3-14); tables: nail stations ("bàn", 4-20).
  const chairs = min(14, max(3, round(sqft / 300) + int(rng, -1, 2)));
  const tables = min(20, max(4, round(chairs * 1.2) + int(rng, -1, 2)));
  // Transfers are salons that struggle or stand empty: lower income, priced on the fit-out alone.
  // A sale earns $15k-$120k a month and asks 2-4 months of it ($30k-$400k).
  const incomeLo = transfer ? max(6, round(tables * (0.6 + rng() * 0.6))) : min(120, max(15, round(tables * (2.5 + rng() * 3.5))));
  const rent = min(12000, max(2000, round((sqft * (1.2 + rng() * 1.4)) / 100) * 100));
  const price = transfer
    ? max(15000, round((sqft * (10 + rng() * 12)) / 1000) * 1000)
    : min(400000, max(30000, round((incomeLo * 1000 * (2.2 + rng() * 1.8)) / 5000) * 5000));
  return {
    sqft, chairs, tables, rent, price, incomeLo,
    staff: max(2, tables - int(rng, 0, 4)),
    financing: chance(rng, 0.2),
    structured: chance(rng, 0.8),
    staffSaid: chance(rng, 0.6),
    reasonSaid: chance(rng, 0.7),
    wax: int(rng, 0, 3),
    incomeHi: incomeLo + int(rng, 3, 8),
    leaseYears: int(rng, 1, 7),
    yearsOpen: int(rng, 3, 25),
    reason: int(rng, 0, REASONS_VI.length - 1),
    whiteArea: chance(rng, 0.4),
  };
}

/** The structured facts of a salon for sale, exactly what its text says; null for a post without them. */
function salonPostFacts(s: Sale, language: DemoPost['language']): SalonFacts | null {
  if (!s.structured) return null;
  return {
    askingPrice: s.price,
    monthlyRevenue: s.incomeLo * 1000,
    monthlyRent: s.rent,
    leaseYearsLeft: s.leaseYears,
    stations: s.tables,
    pedicureSpas: s.chairs,
    staffCount: s.staffSaid ? s.staff : null,
    reasonForSelling: s.reasonSaid ? (language === 'en' ? REASONS_EN : REASONS_VI)[s.reason] : null,
    financing: s.financing ? true : null,
  };
}

const income = (s: Sale): string => `$${s.incomeLo}k-$${s.incomeHi}k`;

function saleTitleVi(x: Ctx, s: Sale): string {
  const { rng, area } = x;
  switch (int(rng, 0, 8)) {
    case 0: return `Bán tiệm nail vùng ${where(x)}`;
    case 1: return `Cần bán gấp tiệm nail ${x.info.city} - giá ${usd(s.price)}`;
    case 2: return `Bán tiệm ${s.tables} bàn, income ${income(s)}/tháng - ${cityState(x)}`;
    case 3: return s.whiteArea ? `Bán tiệm nails khu Mỹ trắng, ${area}, ${x.info.state}` : `Bán tiệm nails vùng ${area}, income ổn định`;
    case 4: return `Bán tiệm nail đẹp, rent rẻ - ${cityState(x)}`;
    case 5: return `Chủ ${REASONS_VI[s.reason]} cần bán tiệm ${x.store}`;
    case 6: return `Bán tiệm ${commas(s.sqft)} sqft, giá ${usd(s.price)} (có thương lượng)`;
    case 7: return `Bán tiệm nail lâu năm vùng ${area}, ${s.chairs} ghế ${s.tables} bàn`;
    default: return `Cần bán tiệm ${x.store} - ${cityState(x)}`;
  }
}

function saleTitleEn(x: Ctx, s: Sale): string {
  const { rng } = x;
  switch (int(rng, 0, 4)) {
    case 0: return `Nail salon for sale in ${cityState(x)}`;
    case 1: return `Established nail salon for sale - ${s.chairs} stations, ${commas(s.sqft)} sq ft`;
    case 2: return `Profitable nail salon for sale, ${income(s)}/month income`;
    case 3: return `Nail salon for sale - ${x.area} area, asking ${usd(s.price)}`;
    default: return `Turnkey nail spa for sale in ${x.info.city}, ${x.info.state}`;
  }
}

function transferTitleVi(x: Ctx, s: Sale): string {
  const { rng } = x;
  switch (int(rng, 0, 4)) {
    case 0: return `Sang tiệm nail gấp - ${cityState(x)}`;
    case 1: return `Sang lại tiệm nail vùng ${x.area}, giá rẻ`;
    case 2: return `Sang lease tiệm nail ${commas(s.sqft)} sqft, đầy đủ đồ nghề`;
    case 3: return `Cần sang tiệm nail ${s.chairs} ghế, giá ${usd(s.price)}`;
    default: return `Sang tiệm vì ${REASONS_VI[s.reason]} - ${cityState(x)}`;
  }
}

function transferTitleEn(x: Ctx, s: Sale): string {
  switch (int(x.rng, 0, 2)) {
    case 0: return `Nail salon lease transfer - ${cityState(x)}`;
    case 1: return `Lease transfer: fully equipped nail salon, ${commas(s.sqft)} sq ft`;
    default: return `Nail salon for transfer in the ${x.area} area, low rent`;
  }
}

function saleDetailsVi(s: Sale): string {
  return `Tiệm ${s.tables} bàn, ${s.chairs} ghế spa, ${commas(s.sqft)} sqft${s.wax ? `, ${s.wax} phòng wax` : ''}.`;
}

function saleVi(x: Ctx, s: Sale, budget: number): string {
  const { rng } = x;
  const reason = REASONS_VI[s.reason];
  const head: string[] = [];
  const opening = int(rng, 0, 2);
  switch (opening) {
    case 0: head.push(`Cần bán tiệm nail vùng ${where(x)}.`); break;
    case 1: head.push(`Bán tiệm ${x.store} tại ${cityState(x)}, tiệm mở đã ${s.yearsOpen} năm.`); break;
    default: head.push(`Vì ${reason} nên cần bán tiệm nail vùng ${where(x)}.`);
  }
  head.push(
    saleDetailsVi(s),
    pick(rng, [
      `Rent ${usd(s.rent)}/tháng, lease còn ${s.leaseYears} năm, có thể gia hạn.`,
      `Rent ${usd(s.rent)}/tháng (đã bao nước, rác), lease còn ${s.leaseYears} năm.`,
    ]),
    pick(rng, [
      `Income ${income(s)}/tháng, khách quen đông, tip cao.`,
      `Income ổn định ${income(s)}/tháng, sổ sách rõ ràng.`,
    ]),
    pick(rng, [
      `Giá bán ${usd(s.price)} (có thương lượng).`,
      `Giá bán ${usd(s.price)}, thương lượng với người thật sự muốn mua.`,
      `Giá ${usd(s.price)}, bán nhanh.`,
    ]),
  );
  if (opening !== 2) head.push(`Lý do: ${reason}.`);
  if (s.staffSaid) head.push(`Tiệm có ${s.staff} thợ đang làm, có thể ở lại làm tiếp.`);
  if (s.financing) head.push('Chủ có thể cho góp một phần (owner financing).');
  const optional = [
    s.whiteArea ? 'Khu Mỹ trắng, khách lịch sự, tip hậu.' : 'Khách đủ loại, đông khách cuối tuần.',
    `Tiệm nằm trong shopping center đông đúc, parking rộng, gần ${pick(rng, ANCHORS)}.`,
    'Bán luôn toàn bộ đồ nghề, ghế spa mới thay năm ngoái.',
    'Thợ giỏi sẵn, có thể ở lại làm tiếp.',
    `Chủ sẽ ở lại hướng dẫn ${int(rng, 1, 4)} tuần cho chủ mới.`,
    'Có máy giặt, máy sấy, phòng ăn, phòng chứa đồ.',
    'Có thể cho xem sổ sách (tax return) khi gặp mặt.',
    'Xin miễn trung gian, chỉ tiếp người thật sự muốn mua.',
  ];
  return assemble(rng, head, optional, contactVi(x), budget, 0.45);
}

function saleEn(x: Ctx, s: Sale, budget: number): string {
  const { rng } = x;
  const head = [
    `Well-established nail salon for sale in ${where(x)}.`,
    `${commas(s.sqft)} sq ft, ${s.chairs} pedicure chairs, ${s.tables} manicure tables${s.wax ? `, ${s.wax} wax room${s.wax > 1 ? 's' : ''}` : ''}.`,
    `Rent ${usd(s.rent)}/month, ${s.leaseYears} year${s.leaseYears > 1 ? 's' : ''} left on the lease with option to renew.`,
    `Monthly income ${income(s)}, loyal customer base, great tips.`,
    `Asking price: ${usd(s.price)} (negotiable).`,
    `Reason for selling: ${REASONS_EN[s.reason]}.`,
  ];
  if (s.staffSaid) head.push(`${s.staff} techs on staff, willing to stay.`);
  if (s.financing) head.push('Owner financing available for part of the price.');
  const optional = [
    `Located in a busy shopping center next to ${pick(rng, ANCHORS)}, plenty of parking.`,
    'All equipment included; pedicure chairs replaced last year.',
    'Experienced staff willing to stay.',
    `Owner will help with the transition for ${int(rng, 1, 4)} weeks.`,
    'Books available to serious buyers.',
    'No brokers please.',
  ];
  return assemble(rng, head, optional, contactEn(x), budget, 0.45);
}

function transferVi(x: Ctx, s: Sale, budget: number): string {
  const { rng } = x;
  const head = [
    `Cần sang lại tiệm nail vùng ${where(x)} vì ${REASONS_VI[s.reason]}.`,
    `Sang luôn toàn bộ đồ nghề: ${s.chairs} ghế spa, ${s.tables} bàn, ${commas(s.sqft)} sqft.`,
    `Rent ${usd(s.rent)}/tháng, lease còn ${s.leaseYears} năm, chủ building dễ chịu.`,
    pick(rng, [`Tiệm đang làm, income hiện tại khoảng ${income(s)}/tháng.`, 'Tiệm đang đóng cửa, có thể vào làm ngay.']),
    `Giá sang ${usd(s.price)} (có thương lượng).`,
  ];
  const optional = [
    'Thích hợp cho vợ chồng hoặc người mới muốn làm chủ.',
    'Có thể đổi tên tiệm, sang lease trực tiếp với chủ building.',
    `Gần ${pick(rng, ANCHORS)}, parking rộng, xe qua lại đông.`,
    'Có sẵn vài thợ quen muốn ở lại làm.',
  ];
  return assemble(rng, head, optional, contactVi(x), budget, 0.5);
}

function transferEn(x: Ctx, s: Sale, budget: number): string {
  const { rng } = x;
  const head = [
    `Fully equipped nail salon available for lease transfer in ${cityState(x)}.`,
    `Includes ${s.chairs} pedicure chairs and ${s.tables} tables, ${commas(s.sqft)} sq ft.`,
    `Rent ${usd(s.rent)}/month, ${s.leaseYears} year${s.leaseYears > 1 ? 's' : ''} left on the lease.`,
    `Transfer price: ${usd(s.price)} (negotiable).`,
    `Reason: ${REASONS_EN[s.reason]}.`,
  ];
  const optional = [
    'Great for a first-time owner or a husband-and-wife team.',
    'Landlord is easy to work with; lease can be signed directly.',
    `Next to ${pick(rng, ANCHORS)}, lots of traffic and parking.`,
  ];
  return assemble(rng, head, optional, contactEn(x), budget, 0.5);
}

interface SaleWriter {
  titleVi(x: Ctx, s: Sale): string;
  titleEn(x: Ctx, s: Sale): string;
  vi(x: Ctx, s: Sale, budget: number): string;
  en(x: Ctx, s: Sale, budget: number): string;
}
const SALE_WRITER: SaleWriter = { titleVi: saleTitleVi, titleEn: saleTitleEn, vi: saleVi, en: saleEn };
const TRANSFER_WRITER: SaleWriter = { titleVi: transferTitleVi, titleEn: transferTitleEn, vi: transferVi, en: transferEn };

// ---------------------------------------------------------------------------------------------
// Posts

const CITY_CUMULATIVE: readonly number[] = (() => {
  let sum = 0;
  return CITY_INFO.map((ci) => (sum += ci.weight));
})();
const CITY_TOTAL = CITY_CUMULATIVE[CITY_CUMULATIVE.length - 1];

function pickCity(rng: Rng): DemoCityInfo {
  const r = rng() * CITY_TOTAL;
  let i = 0;
  while (CITY_CUMULATIVE[i] <= r) i++;
  return CITY_INFO[i];
}

/** States the multi-state add-on is bought for: where nail jobs and buyers are. */
const TARGET_STATES: readonly string[] = [...new Set(CITY_INFO.map((ci) => ci.state))];
const MONTH_OPTIONS = [1, 2, 3, 6];
const addonMonths = (rng: Rng, duration: 1 | 6): number => (duration === 1 ? 1 : pick(rng, MONTH_OPTIONS));
const MIN_DESCRIPTION = 200;
const MAX_DESCRIPTION = 1500;

function postAt(seed: number, index: number, owners: number, ownerCache: Map<number, OwnerCore>): DemoPost {
  const rng = mulberry32(hash2(seed, index));

  const t = rng();
  const jobType: DemoPost['jobType'] = t < 0.65 ? 'hiring' : t < 0.95 ? 'selling' : 'transfer';
  const hiring = jobType === 'hiring';
  const l = rng();
  const language: DemoPost['language'] = l < (hiring ? 0.7 : 0.72) ? 'vi' : l < 0.85 ? 'en' : 'both';

  // Some owners post a lot (chains, brokers) and most post once or twice.
  const ownerKey = min(owners - 1, floor(owners * pow(rng(), 1.6)));
  let owner = ownerCache.get(ownerKey);
  if (!owner) ownerCache.set(ownerKey, (owner = ownerCore(ownerKey, seed)));

  const info = pickCity(rng);
  const zipcode = pick(rng, info.zips);
  const area = chance(rng, 0.25) ? info.city : pick(rng, info.areas);
  const storeName = `${pick(rng, STORE_PREFIXES)} ${pick(rng, STORE_SUFFIXES)}`;
  const streetAddress = `${int(rng, 1, 159) * 100 + int(rng, 0, 99)} ${pick(rng, info.streets)}`;
  const addressOptional = chance(rng, 0.35) ? pick(rng, SUITES) : null;
  // Sellers hide the address more often: staff and customers must not learn of the sale early.
  const hideAddress = chance(rng, hiring ? 0.1 : 0.24);
  // Most salons are 1,000-2,500 sqft; the skew keeps 5,000 sqft spas rare.
  const sqftTop = jobType === 'transfer' ? 2500 : 5000;
  const areaSqFt = !hiring || chance(rng, 0.55) ? round((800 + (sqftTop - 800) * pow(rng(), 1.8)) / 50) * 50 : null;
  const storePhone = chance(rng, 0.6) ? e164(pick(rng, info.areaCodes), int(rng, 0, 99)) : null;

  // The ad names the number callers reach (issue 36): the salon line, else the owner's own cell.
  const textPhone = chance(rng, 0.6) ? e164ToText(storePhone ?? owner.phone) : null;
  const callName = owner.firstName.slice(owner.firstName.lastIndexOf(' ') + 1);
  const ctx: Ctx = {
    rng, info, area,
    store: storeName,
    address: hideAddress ? null : `${streetAddress}${addressOptional ? ', ' + addressOptional : ''}, ${info.city}, ${info.state} ${zipcode}`,
    phone: textPhone,
    contactVi: `${owner.female ? 'chị' : 'anh'} ${callName}`,
    contactEn: callName,
  };

  const both = language === 'both';
  const budget = both ? 0 : int(rng, 380, 900);
  const budgetVi = int(rng, 320, 700);
  const budgetEn = int(rng, 260, 520);
  let title: string;
  let description: string;
  let hiringFactsOfPost: HiringFacts | null = null;
  let salonFactsOfPost: SalonFacts | null = null;
  if (hiring) {
    const h = hiringFacts(rng);
    hiringFactsOfPost = hiringPostFacts(h);
    if (language === 'vi') [title, description] = [shout(rng, hiringTitleVi(ctx, h)), hiringVi(ctx, h, budget)];
    else if (language === 'en') [title, description] = [hiringTitleEn(ctx, h), hiringEn(ctx, h, budget)];
    else [title, description] = [`${hiringTitleVi(ctx, h)} / ${hiringTitleEn(ctx, h)}`, `${hiringVi(ctx, h, budgetVi)}\n\n---\n\n${hiringEn(ctx, h, budgetEn)}`];
  } else {
    const transfer = jobType === 'transfer';
    const s = saleFacts(rng, areaSqFt ?? 1200, transfer);
    // Only a sale has an asking price and figures to filter on (the contract keeps salon facts on selling posts).
    if (!transfer) salonFactsOfPost = salonPostFacts(s, language);
    const w = transfer ? TRANSFER_WRITER : SALE_WRITER;
    if (language === 'vi') [title, description] = [shout(rng, w.titleVi(ctx, s)), w.vi(ctx, s, budget)];
    else if (language === 'en') [title, description] = [w.titleEn(ctx, s), w.en(ctx, s, budget)];
    else [title, description] = [`${w.titleVi(ctx, s)} / ${w.titleEn(ctx, s)}`, `${w.vi(ctx, s, budgetVi)}\n\n---\n\n${w.en(ctx, s, budgetEn)}`];
  }
  // Guards only: the templates are sized to stay within these bounds.
  if (description.length < MIN_DESCRIPTION) description += '\n' + (language === 'en' ? 'Thank you for reading!' : 'Cảm ơn đã xem tin. Xin liên lạc sớm!');
  if (description.length > MAX_DESCRIPTION) description = description.slice(0, description.lastIndexOf('\n', MAX_DESCRIPTION));
  if (title.length > 200) title = title.slice(0, 200);

  const p = rng();
  const priorityAddon: DemoPost['priorityAddon'] = p < 0.05 ? 'diamond3' : p < 0.12 ? 'diamond2' : p < 0.2 ? 'diamond1' : 'none';
  const durationMonths: 1 | 6 = chance(rng, 0.5) ? 1 : 6;
  const priorityMonths = priorityAddon === 'none' ? 0 : addonMonths(rng, durationMonths);

  // Sale ads are where photos matter; the weights keep the overall share near 25%.
  const hasMedia = chance(rng, hiring ? 0.18 : 0.38);
  const photoVideoMonths = hasMedia ? addonMonths(rng, durationMonths) : 0;
  const photos: number[] = [];
  if (hasMedia) {
    const pool = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const n = int(rng, 1, 6);
    for (let i = 0; i < n; i++) {
      const j = i + floor(rng() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j], pool[i]];
      photos.push(pool[i]);
    }
  }

  const selectedStates: string[] = [];
  if (chance(rng, 0.08)) {
    const n = int(rng, 2, 6);
    while (selectedStates.length < n) {
      const st = pick(rng, TARGET_STATES);
      if (st !== info.state && !selectedStates.includes(st)) selectedStates.push(st);
    }
    selectedStates.sort();
  }
  const stateMonths = selectedStates.length ? addonMonths(rng, durationMonths) : 0;

  const isVip = chance(rng, 0.15);
  const vipDuration: DemoPost['vipDuration'] = isVip ? pick(rng, [3, 3, 6, 6, 12] as const) : null;

  // Three quarters posted within the last month keep the demo mostly live; the older quarter is
  // where the expired 1-month posts (and a few 6-month ones) come from.
  const createdDaysAgo = round((chance(rng, 0.76) ? rng() * 30.5 : 30.5 + rng() * 169.5) * 100) / 100;

  return {
    ownerKey, jobType, title, description, storeName, streetAddress, addressOptional,
    city: info.city, state: info.state, zipcode, areaSqFt, hideAddress, storePhone,
    priorityAddon, priorityMonths, photoVideoMonths, selectedStates, stateMonths,
    isVip, vipDuration, durationMonths, createdDaysAgo,
    isPaused: chance(rng, 0.08),
    photos, language,
    hiring: hiringFactsOfPost,
    salon: salonFactsOfPost,
  };
}

/**
 * `count` posts spread over `owners` owners (keys 0..owners-1, as `demoOwners` makes them). Use
 * the same seed for both so the names and phone numbers in the ads match the owners.
 */
export function generateDemoPosts(count: number, options: { seed: number; owners: number }): DemoPost[] {
  const { seed, owners } = options;
  if (!Number.isInteger(count) || count < 0) throw new RangeError('generateDemoPosts: count must be a non-negative integer');
  if (!Number.isInteger(owners) || owners < 1 || owners > MAX_OWNERS)
    throw new RangeError(`generateDemoPosts: owners must be an integer in 1..${MAX_OWNERS}`);
  const ownerCache = new Map<number, OwnerCore>();
  const posts: DemoPost[] = new Array(count);
  for (let i = 0; i < count; i++) posts[i] = postAt(seed, i, owners, ownerCache);
  return posts;
}
