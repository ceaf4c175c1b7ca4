/**
 * Reads the facts of `listing-facts.ts` out of an ad as owners paste it (Vietnamese with or without
 * accents, English, or both), so the posting form can be prefilled and the owner only confirms.
 * It guesses, it never decides: a fact is set only when a rule below recognises it, and every value
 * is kept within FACT_LIMITS. The rules work on one folded copy of the text (lower case, no
 * diacritics, đ→d, phone numbers and ZIP codes blanked), so each one is written once, unaccented.
 */
import { commissionFromSplit, FACT_LIMITS, NAIL_SKILLS, type GuaranteePeriod, type HiringFacts, type NailSkill, type SalonFacts, type WorkSchedule } from './listing-facts';
import { findPhones } from './listing-text';
import { phonesInText } from './text-phones';

export type ParsedExperience = 'none' | 'beginner' | 'experienced' | 'expert';

export interface ParsedAd {
  /** Only the facts found; absent keys mean "not said". */
  hiring: Partial<HiringFacts>;
  salon: Partial<SalonFacts>;
  experienceLevel?: ParsedExperience;
  /** The first phone number the ad names (+1 and ten digits), for the contact phone (issue 36); absent when none. */
  phone?: string;
  /** 'hiring' when the text reads as a hiring ad (cần thợ, tuyển thợ, hiring, need nail tech), 'selling' for a salon sale (bán tiệm, sang tiệm, salon for sale), else null. */
  jobType: 'hiring' | 'selling' | null;
}

// ---------------------------------------------------------------------------------------------
// The folded text
// ---------------------------------------------------------------------------------------------

/**
 * The text the rules read, and where each of its characters came from in the original, so a phrase
 * found in the folded text (the reason for selling) can be returned as the owner wrote it.
 */
interface FoldedText {
  text: string;
  /** `origin[i]` is the offset in the original of folded character i; one extra entry for the end. */
  origin: number[];
  original: string;
}

/** One character folded: lower case, marks removed (NFD splits "ầ" into a, ̂, ̀), đ as d, dashes and slashes plain. */
function foldChar(ch: string): string {
  return ch
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2044\u2215\uff0f]/g, '/')
    .replace(/\uff04/g, '$')
    .replace(/[\u00a0\t]/g, ' ');
}

function foldText(original: string): FoldedText {
  let text = '';
  const origin: number[] = [];
  let offset = 0;
  // Code point by code point, so an emoji (two UTF-16 units) is never split.
  for (const ch of original) {
    const folded = foldChar(ch);
    for (let i = 0; i < folded.length; i += 1) origin.push(offset);
    text += folded;
    offset += ch.length;
  }
  origin.push(original.length);
  const folded = { text, origin, original };
  return { ...folded, text: blankZips(blankPhones(text), folded) };
}

const blank = (s: string): string => ' '.repeat(s.length);

/*
 * Phone numbers and ZIP codes become spaces of the same length (offsets still map to the original):
 * "(713) 555-0123" or "77036" must never be read as pay or a price.
 */
function blankPhones(text: string): string {
  let out = text;
  for (const phone of findPhones(text)) out = out.slice(0, phone.start) + blank(out.slice(phone.start, phone.end)) + out.slice(phone.end);
  return out;
}

const STATE_CODES = 'al|ak|az|ar|ca|co|ct|de|dc|fl|ga|hi|id|il|in|ia|ks|ky|la|me|md|ma|mi|mn|ms|mo|mt|ne|nv|nh|nj|nm|ny|nc|nd|oh|ok|or|pa|ri|sc|sd|tn|tx|ut|vt|va|wa|wv|wi|wy';
const STATE_NAMES = 'texas|california|cali|georgia|florida|washington|virginia|north carolina|south carolina|arizona|nevada|colorado|illinois|new york|new jersey|pennsylvania|ohio|michigan|minnesota|oklahoma|louisiana|tennessee|maryland|massachusetts|oregon|utah|alabama';
/** Codes that are also words once accents are gone ("giá là 85000", "và", "có", "or"): a state only when written in capitals. */
const WORD_LIKE_CODES = new Set(['al', 'co', 'de', 'hi', 'id', 'in', 'la', 'ma', 'me', 'mo', 'ne', 'oh', 'ok', 'or', 'pa', 'va']);
/** A ZIP code after a state or "zip": "TX 77036", "Houston, Texas 77072-1234", "zip 95122". */
const ZIP_AFTER_STATE = new RegExp(String.raw`\b(zip(?:\s?code)?|${STATE_NAMES}|${STATE_CODES})\.?,?\s*:?\s*(\d{5}(?:-\d{4})?)(?!\d)`, 'g');

function blankZips(text: string, folded: FoldedText): string {
  return text.replace(ZIP_AFTER_STATE, (whole: string, state: string, zip: string, offset: number) => {
    const asWritten = folded.original.slice(folded.origin[offset], folded.origin[offset + state.length]);
    if (WORD_LIKE_CODES.has(state) && asWritten !== state.toUpperCase()) return whole;
    return whole.slice(0, whole.length - zip.length) + blank(zip);
  });
}

/** The original text behind folded characters [start, end), trimmed of spaces and punctuation at both ends. */
function originalSlice(folded: FoldedText, start: number, end: number): string {
  return folded.original
    .slice(folded.origin[start], folded.origin[end])
    .replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '')
    .trim();
}

// ---------------------------------------------------------------------------------------------
// Amounts and periods
// ---------------------------------------------------------------------------------------------

/**
 * The pieces of an amount, as regex source. A number is "1,200" / "1.200" (groups of three, read as
 * thousands), "1.2" / "1,5" (a decimal, before k), or plain digits; the suffix is k, "k2" (1k2 is
 * 1,200 in Vietnamese shorthand) or "ngàn/nghìn", optionally followed by one digit of hundreds
 * ("1 ngàn 2"), or m / million / triệu for the few salons that sell for millions. A "$", "đô", "usd" or "dollars" may stand on either side.
 */
const NUMBER = String.raw`\d{1,3}(?:[.,]\d{3})+(?![.,]?\d)|\d+(?:[.,]\d{1,2})?(?!\d)`;
const MULTIPLIER = String.raw`\s?(?:k\d?(?![a-z])|(?:ngan|nghin|trieu)(?:\s(?:\d(?!\d)|ruoi))?|(?:m|mil|million)(?![a-z]))`;
const CURRENCY_AFTER = String.raw`(?:\s?(?:\$|usd\b|do\b|dollars?\b))`;
const AMOUNT = String.raw`(?:\$\s?)?(?:${NUMBER})(?:${MULTIPLIER})?${CURRENCY_AFTER}?`;
/** "$800-$1,000", "35-40k", "$15 to $20": the lower bound is what is promised. */
const AMOUNT_RANGE = String.raw`(${AMOUNT})(?:\s?(?:-|~|to|den|toi)\s?(${AMOUNT}))?`;

/**
 * Where a pattern that opens on a figure may start: not inside a number, so "1,500" is never read
 * from its "500". A consumed character rather than a lookbehind, which older Safari cannot parse
 * (the posting form runs this in the browser); the checks a lookbehind would make are `textBefore`.
 */
const FIGURE_START = String.raw`(?:^|[^\d.,$])`;

/** "/tuần", "1 tuần", "một ngày", "per day", "a week", "an hour", "mỗi tháng", "/yr". */
const PER = String.raw`\s?(?:\/\s?|(?:per|a|an|1|mot|moi|each|every|trong|hang)\s)?`;
const UNITS = {
  day: String.raw`ngay|day|d(?=\b)`,
  week: String.raw`tuan|week|wk|w(?=\b)`,
  hour: String.raw`gio|tieng|hour|hr|h(?=\b)`,
  month: String.raw`thang|month|mo(?=\b)`,
  year: String.raw`nam|year|yr`,
} as const;
type Unit = keyof typeof UNITS;
const PERIOD = String.raw`${PER}(${Object.values(UNITS).join('|')})(?![a-z])`;

function unitOf(word: string | undefined): Unit | null {
  if (!word) return null;
  for (const unit of Object.keys(UNITS) as Unit[]) if (new RegExp(`^(?:${UNITS[unit]})$`).test(word)) return unit;
  return null;
}

/** Whole dollars from one amount as matched by AMOUNT; `impliedK` carries the "k" of "35-40k" to the 35. */
const SCALES: Record<string, number> = { k: 1000, ngan: 1000, nghin: 1000, m: 1_000_000, mil: 1_000_000, million: 1_000_000, trieu: 1_000_000 };

function parseMoney(raw: string, impliedK = false): number | null {
  const match = /^([\d.,]+)(?:(k|ngan|nghin|m|mil|million|trieu)(\d|ruoi)?)?$/.exec(raw.replace(/\$|usd|dollars?|\bdo\b|\s/g, ''));
  if (!match) return null;
  const [, digits, suffix, tail] = match;
  const scale = suffix ? SCALES[suffix] : impliedK ? 1000 : 1;
  // "1,200" and "1.200" group thousands; before a k or an m, "1.2" and "1,5" are decimals.
  const grouped = !suffix && /^\d{1,3}(?:[.,]\d{3})+$/.test(digits);
  let value = (grouped ? Number(digits.replace(/[.,]/g, '')) : Number(digits.replace(',', '.'))) * scale;
  if (!Number.isFinite(value)) return null;
  // "1k2", "1 ngàn 2", "1 triệu 2": the digit after the word is tenths of it, "rưỡi" a half.
  if (tail) value += tail === 'ruoi' ? scale / 2 : (Number(tail) * scale) / 10;
  return Math.round(value);
}

/** The amount of an AMOUNT_RANGE match: the first figure, with the second's "k" when only it has one ("35-40k"). */
function rangeLow(first: string, second: string | undefined): number | null {
  const hasK = (s: string) => /\d\s?(?:k|ngan|nghin)/.test(s);
  const impliedK = second !== undefined && !hasK(first) && hasK(second) && !first.includes('$') && !/[.,]\d{3}/.test(first);
  return parseMoney(first, impliedK);
}

const within = (value: number | null, min: number, max: number): number | null => (value !== null && Number.isFinite(value) && value >= min && value <= max ? value : null);

// ---------------------------------------------------------------------------------------------
// Small matching helpers
// ---------------------------------------------------------------------------------------------

const re = (source: string): RegExp => new RegExp(source, 'g');

function* matches(text: string, pattern: RegExp): Generator<RegExpExecArray> {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  let match: RegExpExecArray | null;
  while ((match = global.exec(text)) !== null) {
    yield match;
    if (match[0].length === 0) global.lastIndex += 1;
  }
}

/** The first match among several patterns, earliest in the text; ties go to the earlier pattern. */
function firstMatch(text: string, patterns: readonly RegExp[]): RegExpExecArray | null {
  let best: RegExpExecArray | null = null;
  for (const pattern of patterns) {
    const [match] = matches(text, pattern);
    if (match && (best === null || match.index < best.index)) best = match;
  }
  return best;
}

const anyOf = (text: string, patterns: readonly RegExp[]): boolean => patterns.some((p) => p.test(text));

/** Up to 40 characters before a match's first group: what a lookbehind would look at. */
function textBefore(text: string, match: RegExpExecArray): string {
  const start = match.index + Math.max(0, match[0].indexOf(match[1] ?? match[0]));
  return text.slice(Math.max(0, start - 40), start);
}

/** A short run of words between a keyword and its figure: no digits, no "$", no comma or sentence end. */
const GAP = String.raw`[^\d$\n.,;!?]{0,20}?`;

/** Not followed by "/4" or "-40": "6/4" is a split, not an amount. */
const NOT_SPLIT = String.raw`(?!\s?[\/\-:]\s?\d)`;

// ---------------------------------------------------------------------------------------------
// Job type
// ---------------------------------------------------------------------------------------------

const HIRING_SIGNS = [
  // "cần thợ", "cần gấp 2 thợ", "tuyển thợ", "tìm thợ", "cần người làm"
  /\b(?:can|tuyen|tim|kiem)(?:\s(?:gap|gap gap|them|nhieu|\d+))*\s(?:tho|nguoi lam|nhan vien)\b/,
  // "hiring", "now hiring", "need 2 nail techs", "looking for experienced nail tech", "help wanted", "techs wanted"
  /\bhiring\b|\bhelp wanted\b|\b(?:need(?:ed|s|ing)?|looking for|seeking)\s(?:[a-z0-9/&-]+\s){0,3}?(?:nail\s)?(?:techs?|technicians?|manicurists?|workers)\b|\b(?:techs?|technicians?)\s(?:wanted|needed)\b/,
];

const SELLING_SIGNS = [
  // "bán tiệm", "sang tiệm", "cần bán gấp tiệm", "sang lại tiệm", "tiệm cần sang"
  /\b(?:ban|sang)(?:\s(?:gap|lai|nhanh))*\s(?:tiem|salon|lai)\b|\btiem\s(?:can\s)?(?:ban|sang)\b|\bcan\s(?:ban|sang)\b/,
  // "salon for sale", "for sale", "selling my salon", "business for sale"
  /\bfor sale\b|\bselling\s(?:[a-z'-]+\s){0,2}?(?:salon|business|shop)\b/,
];

/** Pay offered to a worker, or "ai cần việc" (whoever wants a job): a job offer even when no "cần thợ" says so. */
const HIRING_HINTS = /\bbao\s(?:luong|lg)\b|\ban chia\b|\bai can viec\b|\bguarantee[ds]?\b/;

function jobTypeOf(text: string): ParsedAd['jobType'] {
  const hiring = firstMatch(text, HIRING_SIGNS);
  const selling = firstMatch(text, SELLING_SIGNS);
  if (hiring && selling) return hiring.index <= selling.index ? 'hiring' : 'selling';
  if (hiring) return 'hiring';
  if (selling) return 'selling';
  return HIRING_HINTS.test(text) ? 'hiring' : null;
}

// ---------------------------------------------------------------------------------------------
// Hiring facts
// ---------------------------------------------------------------------------------------------

interface Pay {
  amount: number;
  per: GuaranteePeriod;
  /** The top of a stated range ("$1,100–$1,500/tuần"), which a card shows as the ad says it (issue 36). */
  to?: number;
}

/** A stated guarantee without its period: "bao lương 900" is a week, "bao 150" a day (no week pays that little). */
const WEEKLY_FROM = 400;

/** Less than this is no day's or week's pay: "guaranteed for the first 3 months". */
const MIN_PAY = 20;

function payOf(first: string, second: string | undefined, unitWord: string | undefined, periodRequired: boolean): Pay | null {
  const amount = within(rangeLow(first, second), MIN_PAY, FACT_LIMITS.maxPayAmount);
  if (amount === null) return null;
  const unit = unitOf(unitWord);
  const high = second === undefined ? null : within(parseMoney(second), amount + 1, FACT_LIMITS.maxPayAmount);
  const top = high === null ? {} : { to: high };
  if (unit === 'day' || unit === 'week') return { amount, per: unit, ...top };
  if (unit !== null || periodRequired) return null;
  return { amount, per: amount >= WEEKLY_FROM ? 'week' : 'day', ...top };
}

const GUARANTEE_RULES: ReadonlyArray<{ pattern: RegExp; periodRequired: boolean }> = [
  // "bao lương $900/tuần", "bao 1000$ 1 tuần", "bao luong 150/ngay", "bao lg 1k2": the period may be left out
  { pattern: re(String.raw`\bbao\s?(?:luong|lg)?\s?(?:tu|it nhat|toi thieu|min)?\s?${AMOUNT_RANGE}${NOT_SPLIT}(?:${PERIOD})?`), periodRequired: false },
  // "guarantee $150/day", "guaranteed pay $1,000 a week", "min guarantee $900"
  { pattern: re(String.raw`\bguarantee[ds]?\b${GAP}${AMOUNT_RANGE}${NOT_SPLIT}(?:${PERIOD})?`), periodRequired: false },
  // "$900/week guaranteed", "$150/day guarantee", "$800/week minimum guarantee", "900$/tuan bao"
  { pattern: re(String.raw`${FIGURE_START}${AMOUNT_RANGE}${PERIOD}\s?(?:\(?\s?(?:min(?:imum)?\s)?(?:guarantee[ds]?|bao luong|bao)\b)`), periodRequired: true },
  // "lương $1,200/tuần", "pay $150/day", "salary $1000/wk": a stated wage, only with its period
  { pattern: re(String.raw`\b(?:luong|pay|salary|wage)\b${GAP}${AMOUNT_RANGE}${NOT_SPLIT}${PERIOD}`), periodRequired: true },
];

/** A bare "$140/day" or "1000/tuần" is a wage, unless it is what a worker "makes", "earns" or averages (commission talk), or the top of such a range. */
const BARE_WAGE = re(String.raw`${FIGURE_START}${AMOUNT_RANGE}${NOT_SPLIT}${PER}(ngay|day|tuan|week|wk)\b`);
const NOT_A_WAGE_AFTER = /(?:\b(?:income|thu nhap|make|makes|making|earn|earns|earning|kiem|up to|len toi|lam ra|average|avg|trung binh)\b[^\d\n]{0,15}|[\d$]\s?(?:-|~|to)\s?\$?)$/;

/** The first stated pay in the text wins ("$1,000/wk guaranteed for the first 3 months" is $1,000, not 3); a bare figure only when nothing names one. */
function guaranteeOf(text: string): Pay | null {
  let best: { index: number; pay: Pay } | null = null;
  for (const { pattern, periodRequired } of GUARANTEE_RULES) {
    for (const match of matches(text, pattern)) {
      const pay = payOf(match[1], match[2], match[3], periodRequired);
      if (pay && (best === null || match.index < best.index)) best = { index: match.index, pay };
      if (pay) break;
    }
  }
  if (best) return best.pay;
  for (const match of matches(text, BARE_WAGE)) {
    if (NOT_A_WAGE_AFTER.test(textBefore(text, match))) continue;
    const pay = payOf(match[1], match[2], match[3], true);
    if (pay) return pay;
  }
  return null;
}

/** "6/4", "6-4", "60/40", "6.5/3.5", "55:45": worker first. */
const SPLIT = String.raw`\b(\d{1,2}(?:\.5)?)\s?[\/\-:]\s?(\d{1,2}(?:\.5)?)(?![\d\/])`;
const COMMISSION_WORDS = String.raw`an chia|chia|commission|comm|com|split|hoa hong|hh|luong`;

const COMMISSION_RULES = [
  // "ăn chia 6/4", "chia 6-4", "commission 60/40", "lương 6/4"
  re(String.raw`\b(?:${COMMISSION_WORDS})\b[^\d\n]{0,12}?${SPLIT}`),
  // "60/40 split", "6/4 commission"
  re(String.raw`${SPLIT}\s?(?:split|commission|comm|chia)\b`),
];

/** "commission 60%", "60% commission": a share given in percent. */
const COMMISSION_PERCENT = /\b(?:commission|comm|an chia|hoa hong)\b[^\d\n]{0,12}?(\d{1,2})\s?%|\b(\d{1,2})\s?%\s?(?:commission|comm|hoa hong)\b/;

function commissionOf(text: string): number | null {
  for (const pattern of COMMISSION_RULES) {
    for (const match of matches(text, pattern)) {
      const worker = Number(match[1]);
      const owner = Number(match[2]);
      // A split adds up to 10 or 100; anything else ("chia 2/3 ngày") is not one.
      if (worker + owner !== 10 && worker + owner !== 100) continue;
      const percent = commissionFromSplit(worker, owner);
      if (percent !== null) return percent;
    }
  }
  const percent = COMMISSION_PERCENT.exec(text);
  if (percent) return within(Number(percent[1] ?? percent[2]), FACT_LIMITS.minCommissionPercent, FACT_LIMITS.maxCommissionPercent);
  return null;
}

/** "$18/giờ", "$18/hr", "$18 an hour", "18/h", "$15-$20 per hour": "h" alone needs the slash ("24h" is opening hours). */
const HOURLY = re(String.raw`${FIGURE_START}${AMOUNT_RANGE}\s?(?:\/\s?(?:gio|tieng|hour|hr|h)|(?:per|an|a|1|mot|moi)\s(?:gio|tieng|hour|hr)|(?:gio|tieng|hour|hr)\b)(?![a-z])`);

function hourlyOf(text: string): number | null {
  for (const match of matches(text, HOURLY)) {
    const rate = within(rangeLow(match[1], match[2]), 1, FACT_LIMITS.maxHourlyRate);
    if (rate !== null) return rate;
  }
  return null;
}

const TIPS = [
  // "tip riêng", "tip cao", "tip hậu" (generous), "tips rất cao", "tip để riêng", "tip không chia", "tip 100%"
  /\btips?\s(?:(?:rat|de|ca|thuong|luon)\s)?(?:rieng|cao|tot|hau|nhieu|khong chia|100\s?%|giu)\b/,
  // "tips are yours", "tips yours", "keep 100% of your tips", "keep all tips", "100% tips", "$18/hr + tips", "cộng tip"
  /\btips?\s(?:(?:are|is)\s)?(?:all\s|100\s?%\s)?(?:yours|your own)\b|(?:\+|\bplus|\bcong|\bvoi)\s?tips?\b|\bkeep\s(?:100\s?%\s|all\s)?(?:of\s)?(?:your\s)?(?:the\s)?tips?\b|\b100\s?%\s(?:of\s)?(?:your\s)?tips?\b|\b(?:great|good|high|excellent)\stips?\b/,
];

const HOUSING = [
  // "có chỗ ở", "có nhà cho ở", "có phòng cho thợ ở", "bao ăn ở", "bao ở", "lo chỗ ở", "ở free", "ở miễn phí"
  /\b(?:co|lo|san)\s(?:cho|nha|phong)\s(?:cho\s)?(?:tho\s)?o\b|\bbao\s(?:an\s)?o\b|\bcho\so\s(?:free|mien phi)\b|\bo\s(?:free|mien phi)\b/,
  // "housing provided", "free housing", "room available", "we provide housing", "place to stay"
  /\bhousing\s(?:is\s)?(?:provided|available|included|offered)\b|\b(?:free|provide|provides|offer|with)\shousing\b|\broom\s(?:is\s)?(?:available|provided|included)\b|\bplace to stay\b/,
];

/** Patterns per skill; acrylic is looked for once "nhúng bột" / "bột nhúng" (dip powder) are taken out. */
const SKILL_PATTERNS: Record<NailSkill, RegExp> = {
  // "bột", "đồ bột", "acrylic", "full set", "pink & white", "p&w"
  acrylic: /\bbot\b|\bacrylics?\b|\bfull\s?set\b|\bpink\s?(?:&|and|n)\s?white\b|\bp\s?&\s?w\b/,
  // "dip", "dipping powder", "nhúng bột", "bột nhúng", "sns"
  dip: /\bdip(?:ping)?\b|\bnhung\sbot\b|\bbot\snhung\b|\bsns\b/,
  // "gel", "gel-x", "sơn gel", "gelx"
  gel: /\bgel(?:-?x)?\b/,
  // "chân tay nước", "tay chân nước", "thợ nước", "pedicure", "pedi", "mani-pedi"; not the chairs of a salon for sale
  pedicure: /\b(?:chan tay|tay chan|tho|lam)\snuoc\b|\bpedi(?:cure)?s?\b(?!\s(?:chairs?|spas?|stations?|thrones?))/,
  // "wax", "waxing", "tẩy lông"
  wax: /\bwax(?:ing)?\b|\btay long\b/,
  // "nối mi", "làm mi", "uốn mi", "eyelash", "lash": "mi" alone is Michigan
  eyelash: /\b(?:noi|lam|uon|gan|tho)\smi\b|\beye\s?lash(?:es)?\b|\blash(?:es)?\b/,
  // "facial", "da mặt", "chăm sóc da"
  facial: /\bfacials?\b|\bda\smat\b|\bcham soc da\b/,
};

const DIP_POWDER = /\bnhung\sbot\b|\bbot\snhung\b/g;

function skillsOf(text: string): NailSkill[] {
  const withoutDipPowder = text.replace(DIP_POWDER, ' ');
  return NAIL_SKILLS.filter((skill) => SKILL_PATTERNS[skill].test(skill === 'acrylic' ? withoutDipPowder : text));
}

// Negative first: "không cần bằng" contains "cần bằng".
const NO_LICENSE = /\b(?:khong|ko|k|hong|chua)\s(?:can\s)?(?:co\s)?(?:bang|license)\b|\bno\s(?:nail\s)?licen[cs]e\s(?:needed|required|necessary)\b|\blicen[cs]e\s(?:is\s)?not\s(?:needed|required|necessary)\b|\bdon'?t\sneed\s(?:a\s)?licen[cs]e\b|\bno\slicen[cs]e\W{0,3}no\sproblem\b/;
const LICENSE = /\b(?:can|phai|co|yeu cau)\s(?:co\s)?(?:bang|license)\b|\blicen[cs]e\s(?:is\s)?(?:required|a must|needed|must)\b|\b(?:must|need to)\s(?:have|hold)\s(?:a\s)?(?:valid\s)?(?:\w+\s)?licen[cs]e\b|\blicen[cs]ed\s(?:nail\s)?(?:techs?|technicians?|only)\b|\brequirements?\b[^.\n]{0,30}?\blicen[cs]e\b/;

function licenseOf(text: string): boolean | null {
  if (NO_LICENSE.test(text)) return false;
  if (LICENSE.test(text)) return true;
  return null;
}

const FULL_TIME = /\bfull[\s-]?time\b|\btoan thoi gian\b/;
// "cuối tuần" alone is often "busy on weekends": only when the work is said to be on weekends.
const PART_TIME = /\bpart[\s-]?time\b|\bban thoi gian\b|\b(?:lam|chi|only)\s(?:\S+\s){0,2}?cuoi tuan\b|\bcuoi tuan\s(?:thoi|only)\b|\bweekends?\sonly\b|\bonly\sweekends?\b/;

/** When an ad offers both ("full time hoặc part time") neither is the schedule. */
function scheduleOf(text: string): WorkSchedule | null {
  const full = FULL_TIME.test(text);
  const part = PART_TIME.test(text);
  if (full === part) return null;
  return full ? 'full_time' : 'part_time';
}

const DAYS_RULES = [
  // "làm 5 ngày", "làm 5-6 ngày", "làm 5 hoặc 6 ngày", "work 6 days"; the first figure of a choice
  re(String.raw`\b(?:lam|work|working)\s(?:\w+\s)?(\d)(?:\s?(?:-|hoac|hay|or|to)\s?\d)?\s?(?:ngay|days?)\b`),
  // "5 ngày/tuần", "6 ngày 1 tuần", "6 days a week", "5 days/wk"
  re(String.raw`${FIGURE_START}(\d)(?:\s?-\s?\d)?\s?(?:ngay|days?)${PER}(?:tuan|week|wk)\b`),
];

function daysPerWeekOf(text: string): number | null {
  const match = firstMatch(text, DAYS_RULES);
  return match ? within(Number(match[1]), 1, FACT_LIMITS.maxDaysPerWeek) : null;
}

/** The lowest bar an ad says it accepts wins ("thợ giỏi hoặc biết chút ít" takes a beginner); expert outranks a plain "có kinh nghiệm". */
const EXPERIENCE_RULES: ReadonlyArray<[ParsedExperience, RegExp]> = [
  ['none', /\b(?:khong|ko|k|chua)\s(?:can\s)?(?:co\s)?kinh nghiem\b|\bno\s(?:prior\s)?experience\b/],
  ['beginner', /\bbiet\s(?:lam\s)?(?:chut it|chut chut|it it)\b|\bmoi ra (?:truong|nghe)\b|\bbeginners?\b|\bnew (?:nail )?techs?\b|\bnewly licensed\b|\bfresh graduates?\b/],
  ['expert', /\btho gioi\b|\btay nghe (?:cao|gioi|vung)\b|\bexperts?\b|\bhighly skilled\b|\bvery skilled\b|\bmaster\s(?:nail\s)?techs?\b/],
  ['experienced', /\bco kinh nghiem\b|\b\d\+?\s(?:nam|years?)\s(?:kinh nghiem|experience|of experience)\b|\bexperienced\b|\bexperience (?:required|needed|preferred|a must)\b|\btho cung\b|\btho lau nam\b/],
];

function experienceOf(text: string): ParsedExperience | undefined {
  return EXPERIENCE_RULES.find(([, pattern]) => pattern.test(text))?.[0];
}

function hiringFactsOf(text: string): Partial<HiringFacts> {
  const facts: Partial<HiringFacts> = {};
  const guarantee = guaranteeOf(text);
  if (guarantee) {
    facts.guaranteeAmount = guarantee.amount;
    facts.guaranteePer = guarantee.per;
    if (guarantee.to !== undefined) facts.payRange = { from: guarantee.amount, to: guarantee.to, per: guarantee.per };
  }
  const commission = commissionOf(text);
  if (commission !== null) facts.commissionPercent = commission;
  const hourly = hourlyOf(text);
  if (hourly !== null) facts.hourlyRate = hourly;
  if (anyOf(text, TIPS)) facts.tips = true;
  if (anyOf(text, HOUSING)) facts.housing = true;
  const skills = skillsOf(text);
  if (skills.length > 0) facts.skills = skills;
  const license = licenseOf(text);
  if (license !== null) facts.licenseRequired = license;
  const schedule = scheduleOf(text);
  if (schedule !== null) facts.schedule = schedule;
  const days = daysPerWeekOf(text);
  if (days !== null) facts.daysPerWeek = days;
  return facts;
}

// ---------------------------------------------------------------------------------------------
// Salon facts
// ---------------------------------------------------------------------------------------------

/** Monthly dollars from a figure and its period: a year is divided by 12, a week times 52/12. */
function monthly(amount: number | null, unitWord: string | undefined): number | null {
  if (amount === null) return null;
  // An owner who gives no period means a month: "thu nhập tiệm 35k", "rent $3,500".
  const unit = unitOf(unitWord) ?? 'month';
  const perMonth = unit === 'month' ? amount : unit === 'year' ? amount / 12 : unit === 'week' ? (amount * 52) / 12 : null;
  return perMonth === null ? null : within(Math.round(perMonth), 1, FACT_LIMITS.maxSalonMoney);
}

/** Words before a salon's takings: "doanh thu", "thu nhập tiệm", "income", "gross sales", "mỗi tháng làm". */
const REVENUE_WORDS = String.raw`doanh thu|doanh so|thu nhap(?:\stiem)?|income|revenue|gross(?:\ssales)?|sales|(?:moi|1|mot|hang)\sthang\s(?:lam|thu|vo)(?:\s(?:ra|duoc))?`;

/** A salon price under a thousand dollars is a service price ("giá fullset $35") or a figure in thousands left bare. */
const MIN_SALON_PRICE = 1000;

/** "giá bán 120k", "giá là 85,000", "giá sang $60k", "bán $120k", "sang lại 60k", "asking $150,000", "price: $95k", "sell for 80k"; not "giá thuê" (rent) nor a figure per week or month. */
const PRICE = re(String.raw`\b(?:gia(?!\sthue)(?:\s(?:ban|sang|tiem))?|ban|sang(?:\slai)?|asking(?:\sprice)?|price(?:d\sat)?|sale price|sell(?:ing)? for)\b\s?(?:(?:la|is|only|chi|khoang|at|:|-)\s?){0,2}${AMOUNT_RANGE}(?!${PERIOD})`);

/**
 * "Salon for sale in Kennesaw GA, $89,000": with no word for it, the first big dollar figure that
 * is no monthly figure and follows no revenue or rent word is the price.
 */
const BARE_PRICE = re(String.raw`${FIGURE_START}(\$\s?(?:${NUMBER})(?:${MULTIPLIER})?|(?:${NUMBER})\s?k\b)(?!${PERIOD})`);
const NOT_A_PRICE_AFTER = new RegExp(String.raw`\b(?:${REVENUE_WORDS}|rent|thue|tien nha|cam)\b[^\d\n]{0,20}$`);
const MIN_BARE_PRICE = 10_000;

function askingPriceOf(text: string): number | null {
  for (const match of matches(text, PRICE)) {
    const price = rangeLow(match[1], match[2]);
    if (price !== null && price >= MIN_SALON_PRICE) return within(price, 1, FACT_LIMITS.maxSalonMoney);
  }
  for (const match of matches(text, BARE_PRICE)) {
    if (NOT_A_PRICE_AFTER.test(textBefore(text, match))) continue;
    const price = parseMoney(match[1]);
    if (price !== null && price >= MIN_BARE_PRICE) return within(price, 1, FACT_LIMITS.maxSalonMoney);
  }
  return null;
}

/** "doanh thu $40k/tháng", "thu nhập tiệm 35k", "income $40k/month", "revenue $480k/year", "doanh thu 1 tháng 40k", "mỗi tháng làm 40k". */
const REVENUE = re(String.raw`\b(${REVENUE_WORDS})\b${GAP}(?:(?:1|mot|moi|hang|a|per|each)\s(thang|month|nam|year|tuan|week)\b${GAP})?${AMOUNT_RANGE}${NOT_SPLIT}(?:${PERIOD})?`);

function monthlyRevenueOf(text: string): number | null {
  for (const match of matches(text, REVENUE)) {
    const [, keyword, before, first, second, after] = match;
    const implied = /thang/.test(keyword) ? 'thang' : undefined;
    const revenue = monthly(rangeLow(first, second), after ?? before ?? implied);
    // Revenue of a few hundred dollars is not a salon's month: "income $900/tuần" sits in a hiring line.
    if (revenue !== null && revenue >= MIN_SALON_PRICE) return revenue;
  }
  return null;
}

/** "rent $3,500", "tiền thuê 3500/tháng", "giá thuê 4k", "tiền nhà $4,200", "rent is only $2,800/mo". */
const RENT = re(String.raw`\b(?:rent|tien thue|gia thue|thue|tien nha|tien mat bang)\b${GAP}${AMOUNT_RANGE}${NOT_SPLIT}(?:${PERIOD})?`);

function monthlyRentOf(text: string): number | null {
  for (const match of matches(text, RENT)) {
    const rent = monthly(rangeLow(match[1], match[2]), match[3]);
    if (rent !== null && rent >= 100) return rent;
  }
  return null;
}

const LEASE_RULES = [
  // "lease còn 5 năm", "hợp đồng còn 8 năm", "lease 10 years", "hđ mới 10 năm", "lease: 5 yrs left"
  re(String.raw`\b(?:lease|hop dong|hd)\b[^\d\n.;]{0,15}?(\d{1,2}(?:[.,]5)?)\s?(?:nam|years?|yrs?)\b`),
  // "5 years left on lease", "còn 5 năm lease", "7 yrs remaining on the lease"
  re(String.raw`${FIGURE_START}(\d{1,2}(?:[.,]5)?)\s?(?:nam|years?|yrs?)\s(?:left|remaining|con lai)?\s?(?:on\s(?:the\s)?|of\s)?(?:lease|hop dong)\b`),
];

/** Years left, rounded down: "2.5 years" still has 2 full ones. */
function leaseYearsOf(text: string): number | null {
  const match = firstMatch(text, LEASE_RULES);
  return match ? within(Math.floor(Number(match[1].replace(',', '.'))), 1, FACT_LIMITS.maxLeaseYears) : null;
}

/** "6 ghế spa", "5 ghế pedi", "6 ghế massage", "6 pedicure chairs", "6 spas", "6 pedi spas", "bồn spa". */
const SPA_CHAIRS = /(?:^|[^\d.,$])(\d{1,3})\s?(?:ghe\s(?:spa|pedi(?:cure)?|massage|lam chan|chan)|bon\s(?:spa|ngam chan)|(?:pedicure|pedi)\s(?:spa\s)?(?:chairs?|spas?|stations?|thrones?)|spa\s(?:chairs?|pedicures?)|spas)\b|\b(?:ghe spa|ghe pedi|pedicure chairs?|spa chairs?|pedicure spas?)\s?:\s?(\d{1,3})\b/;
/** "10 bàn", "8 bàn nail", "10 ghế" (a "ghế" with no spa word after it), "10 stations", "8 tables", "8 nail stations". */
const TABLES = /(?:^|[^\d.,$])(\d{1,3})\s?(?:ban(?:\s(?:nail|lam mong|lam tay|tay))?|(?:nail\s|manicure\s|mani\s)?(?:stations?|tables?))\b|\b(?:ban|stations|tables|nail stations)\s?:\s?(\d{1,3})\b/;
const CHAIRS = /(?:^|[^\d.,$])(\d{1,3})\s?ghe\b(?!\s(?:spa|pedi|massage|lam chan|chan)\b)/;

/**
 * Stations and pedicure spas. "10 ghế spa" is spas. A bare "ghế" is a station ("tiệm 10 ghế"),
 * unless the ad also counts "bàn": then "8 bàn 6 ghế" is 8 tables and 6 pedicure chairs.
 */
function seatsOf(text: string): Pick<Partial<SalonFacts>, 'stations' | 'pedicureSpas'> {
  const seats: Pick<Partial<SalonFacts>, 'stations' | 'pedicureSpas'> = {};
  const spa = SPA_CHAIRS.exec(text);
  const tables = TABLES.exec(text);
  const chairs = CHAIRS.exec(text);
  let spas = spa ? Number(spa[1] ?? spa[2]) : null;
  let stations = tables ? Number(tables[1] ?? tables[2]) : null;
  if (chairs) {
    if (stations === null) stations = Number(chairs[1]);
    else if (spas === null) spas = Number(chairs[1]);
  }
  const stationCount = within(stations, 1, FACT_LIMITS.maxStations);
  const spaCount = within(spas, 1, FACT_LIMITS.maxStations);
  if (stationCount !== null) seats.stations = stationCount;
  if (spaCount !== null) seats.pedicureSpas = spaCount;
  return seats;
}

/** "12 thợ", "8 techs", "staff of 8", "8 employees", "thợ: 8"; not "cần 2 thợ" (openings). */
const STAFF = /(?:^|[^\d.,$])(\d{1,4})\s?(?:tho|(?:nail\s)?techs?|technicians?|nhan vien|employees|workers|staff)\b|\bstaff\s(?:of\s)?:?\s?(\d{1,4})\b|\btho\s?:\s?(\d{1,4})\b/;

function staffOf(text: string): number | null {
  for (const match of matches(text, STAFF)) {
    if (/\bcan\s?$/.test(textBefore(text, match))) continue;
    return within(Number(match[1] ?? match[2] ?? match[3]), 1, FACT_LIMITS.maxStaff);
  }
  return null;
}

const REASON_RULES = [
  // "lý do: về hưu", "lý do bán: chuyển tiểu bang", "reason for selling: retiring", "reason: moving"
  /\b(?:ly do(?:\s(?:ban|sang))?(?:\stiem)?|reasons?(?:\sfor\s(?:selling|sale))?)\b\s?(?:la\s|is\s)?[:-]?/,
  // "due to retirement", "selling because owner is moving"
  /\bdue to\b|\bsell\w*\b[^.\n]{0,30}?\bbecause(?:\sof)?\b/,
  // "bán vì về hưu", "cần sang gấp vì chủ về VN", "Vì chủ về hưu nên ..." (not "vị trí")
  /\b(?:ban|sang)(?:\s(?:lai|gap|tiem|nhanh))*\s?[,:-]?\s?vi\b(?!\stri)|(?:^|[.!\n]\s?)vi\b(?!\stri)/,
];
/** Where a reason ends: punctuation, an emoji, a figure, or the next thing the ad says (contact, price). */
const REASON_END = /[.,;!?\n()|[\]+*#]|\p{Extended_Pictographic}|\d|\$|\s-\s|\b(?:lh|lien he|call|text|contact|xin|gia|price|asking|inbox|ib|nen|so|hoac)\b/u;
/** Reasons said on their own: "owner retiring", "chủ về hưu", "moving out of state". */
const REASON_ALONE = /\b(?:owners?\s(?:is\s|are\s)?(?:retiring|relocating|moving\b[^.,;\n]*)|moving\s(?:back\s)?(?:to|out of)\s[^.,;\n\d]*|chu\s(?:ve huu|nghi huu|ve (?:vn|viet nam)|doi bang|chuyen (?:tieu bang|bang))|ve huu|nghi huu|retiring|retirement)\b/;

function reasonOf(folded: FoldedText): string | null {
  const { text } = folded;
  for (const pattern of REASON_RULES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const start = match.index + match[0].length;
    const rest = text.slice(start);
    const end = start + (REASON_END.exec(rest)?.index ?? rest.length);
    const reason = originalSlice(folded, start, end);
    if (reason.length >= 3) return reason.slice(0, FACT_LIMITS.reasonMax).trim();
  }
  const alone = REASON_ALONE.exec(text);
  return alone ? originalSlice(folded, alone.index, alone.index + alone[0].length).slice(0, FACT_LIMITS.reasonMax) : null;
}

// "không cho góp" and "cash only" say no before "cho góp" can say yes.
const NO_FINANCING = /\b(?:khong|ko|k)\s(?:cho\s)?(?:tra\s)?gop\b|\bno\s(?:owner\s)?financing\b|\bcash only\b/;
const FINANCING = /\b(?:owner|seller)\s(?:will\s)?(?:financ\w*|carry)\b|\bfinancing\s(?:is\s)?(?:available|possible|ok|offered)\b|\bcho\s(?:tra\s)?gop\b|\b(?:co the|duoc)\s(?:tra\s)?gop\b|\btra gop\b/;

function financingOf(text: string): boolean | null {
  if (NO_FINANCING.test(text)) return false;
  if (FINANCING.test(text)) return true;
  return null;
}

function salonFactsOf(folded: FoldedText): Partial<SalonFacts> {
  const { text } = folded;
  const facts: Partial<SalonFacts> = {};
  const price = askingPriceOf(text);
  if (price !== null) facts.askingPrice = price;
  const revenue = monthlyRevenueOf(text);
  if (revenue !== null) facts.monthlyRevenue = revenue;
  const rent = monthlyRentOf(text);
  if (rent !== null) facts.monthlyRent = rent;
  const lease = leaseYearsOf(text);
  if (lease !== null) facts.leaseYearsLeft = lease;
  Object.assign(facts, seatsOf(text));
  const staff = staffOf(text);
  if (staff !== null) facts.staffCount = staff;
  const reason = reasonOf(folded);
  if (reason !== null) facts.reasonForSelling = reason;
  const financing = financingOf(text);
  if (financing !== null) facts.financing = financing;
  return facts;
}

// ---------------------------------------------------------------------------------------------
// The parser
// ---------------------------------------------------------------------------------------------

/**
 * The facts an ad states. A hiring ad yields hiring facts only and a salon sale salon facts only:
 * "tip cao" in a sale ad praises the salon, and "10 ghế" in a hiring ad is not for sale. When the
 * ad reads as neither, both kinds are looked for.
 */
export function parseAd(text: string): ParsedAd {
  const result: ParsedAd = { hiring: {}, salon: {}, jobType: null };
  if (typeof text !== 'string' || text.trim() === '') return result;
  const folded = foldText(text);
  result.jobType = jobTypeOf(folded.text);
  if (result.jobType !== 'selling') {
    result.hiring = hiringFactsOf(folded.text);
    const experience = experienceOf(folded.text);
    if (experience) result.experienceLevel = experience;
  }
  if (result.jobType !== 'hiring') result.salon = salonFactsOf(folded);
  const [phone] = phonesInText(text);
  if (phone) result.phone = phone;
  return result;
}
