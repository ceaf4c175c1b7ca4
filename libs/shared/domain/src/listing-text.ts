/**
 * Text shown on job posts: phone numbers hidden in the free text until the reader asks for them,
 * which phone a post is called on, and the one-line address.
 */

/** One US phone number found in free text; `start`/`end` are UTF-16 offsets, `end` exclusive. */
export interface PhoneMatch {
  start: number;
  end: number;
  /** The 10 digits without the country code. */
  digits: string;
  /** What is shown in its place, e.g. '(***) ***-1234'. */
  masked: string;
}

/**
 * Between the groups: nothing, spaces, or one dot or dash (hyphen, en dash and the like, which
 * phones paste in) with optional spaces around it. Never a line break, so numbers on separate lines
 * are not joined, and never a comma, so prices like $1,200,000 are not read as phones.
 */
const SEP = '(?:[ \\t\\u00a0]*[.\\-\\u2010-\\u2013][ \\t\\u00a0]*|[ \\t\\u00a0]+)?';

/**
 * NANP numbers: the area code and exchange start with 2-9, which keeps 10-digit ids and amounts
 * starting with 0 or 1 from being masked. The digit before the match is checked in code rather than
 * with a lookbehind, which older Safari versions cannot parse.
 */
const PHONE = new RegExp(`(?:\\+?1${SEP})?(?:\\(\\s*([2-9]\\d{2})\\s*\\)|([2-9]\\d{2}))${SEP}([2-9]\\d{2})${SEP}(\\d{4})(?!\\d)`, 'g');

/** A digit or a currency sign right before the match means it is the tail of a longer number or an amount. */
const NOT_BEFORE_PHONE = /[\d$€£¥₫]/;

export function maskedPhone(lastFour: string): string {
  return `(***) ***-${lastFour}`;
}

/** Every US phone number in the text, in order, so a UI can render each one as a click-to-reveal button. */
export function findPhones(text: string): PhoneMatch[] {
  const found: PhoneMatch[] = [];
  const pattern = new RegExp(PHONE.source, PHONE.flags);
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    const start = match.index;
    if (start > 0 && NOT_BEFORE_PHONE.test(text.charAt(start - 1))) {
      // The tail of a longer number could still hold a phone that starts a little later.
      pattern.lastIndex = start + 1;
      continue;
    }
    const [whole, parenArea, plainArea, exchange, line] = match;
    found.push({
      start,
      end: start + whole.length,
      digits: `${parenArea ?? plainArea}${exchange}${line}`,
      masked: maskedPhone(line),
    });
  }
  return found;
}

/**
 * A phone number as the public answers carry it (issue 38, finding 4; ARCHITECTURE.md section 7):
 * '(***) ***-' and its last four digits, whatever its country. The full number comes only from the
 * post's contact call.
 */
export function maskPhone(phone: string): string {
  return maskedPhone(phone.replace(/\D/g, '').slice(-4));
}

/** Whether a phone is one the server masked (a public read's), so the full one must be asked for. */
export function isMaskedPhone(phone: string): boolean {
  return phone.includes('*');
}

/** One number of a public text that the server masked ('(***) ***-1234'); offsets as in PhoneMatch. */
export interface MaskedPhoneMatch {
  start: number;
  end: number;
  lastFour: string;
  masked: string;
}

const MASKED_PHONE = /\(\*\*\*\) \*\*\*-(\d{4})(?!\d)/g;

/** The masked numbers of a public text (what maskPhones left), in order, so a UI can offer to reveal each. */
export function findMaskedPhones(text: string): MaskedPhoneMatch[] {
  return [...text.matchAll(MASKED_PHONE)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    lastFour: match[1] as string,
    masked: match[0],
  }));
}

/**
 * The full number behind each masked one, from the numbers the contact call gave for the text (each
 * once, in the order written): the first that ends in its four digits, the second for the second
 * masked number with those digits, and so on. Matched by digits rather than by position, so a
 * translation that moves the numbers, or a literal '(***) ***-1234' the owner typed, still finds
 * the right one; null when no number ends so.
 */
export function revealMaskedPhones(masked: readonly Pick<MaskedPhoneMatch, 'lastFour'>[], phones: readonly string[]): Array<string | null> {
  const seen = new Map<string, number>();
  return masked.map(({ lastFour }) => {
    const candidates = phones.filter((phone) => phone.replace(/\D/g, '').endsWith(lastFour));
    const nth = seen.get(lastFour) ?? 0;
    seen.set(lastFour, nth + 1);
    return candidates[Math.min(nth, candidates.length - 1)] ?? null;
  });
}

/** The text with every US phone number replaced by '(***) ***-' and its last four digits. */
export function maskPhones(text: string): string {
  let result = '';
  let from = 0;
  for (const phone of findPhones(text)) {
    result += text.slice(from, phone.start) + phone.masked;
    from = phone.end;
  }
  return result + text.slice(from);
}

/** Posts are called on the store's phone when the owner gave one, else on the owner's account phone. */
export function contactPhone(storePhone: string | null | undefined, ownerPhone: string): string {
  const store = storePhone?.trim() ?? '';
  return store !== '' ? store : ownerPhone;
}

export interface PostAddress {
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  zipcode: string;
}

/** 'address1, address2, City, ST 77002'; blank parts are left out rather than leaving ', ,' behind. */
export function composeFullAddress(address: PostAddress): string {
  const clean = (value: string | null | undefined): string => (value ?? '').trim();
  const stateZip = [clean(address.state).toUpperCase(), clean(address.zipcode)].filter(Boolean).join(' ');
  return [clean(address.address1), clean(address.address2), clean(address.city), stateZip].filter(Boolean).join(', ');
}

/**
 * Letters only Vietnamese writes (ă, đ, ơ, ư and the hook-above and dot-below tones), so a French
 * "café" or a Spanish "señora" does not count. Listings are mostly Vietnamese, but some owners write
 * in English; those need no translation and must not be labelled "Original in Vietnamese".
 */
const VIETNAMESE_ONLY = /[ăđơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu;

/** Whether a listing's text is written in Vietnamese (decomposed input, as some phones type it, included). */
export function looksVietnamese(text: string): boolean {
  return VIETNAMESE_ONLY.test(text.normalize('NFC'));
}
