import { foldTrade, type TradeConceptId, tradeMatches } from './trade-vocabulary';

/**
 * Issue 40: what someone typed in the home page's one search box, read as the trade and a place:
 * "thợ bột Houston", "acrylic 77036", "bán tiệm Orlando", "pedicure near Katy". The trade's words
 * come from the vocabulary, a 5-digit number is a ZIP, the words left over are tried as a place
 * (the caller's `findPlace`, so this stays free of the city list), and what is still left is
 * searched as text.
 */
export interface TradeQuery<P> {
  /** The trade concepts named, each once, in the order typed (a salon for sale is `jobType` instead). */
  concepts: TradeConceptId[];
  jobType: 'hiring' | 'selling' | null;
  zip: string | null;
  place: P | null;
  /** The words that are neither trade, place nor filler, as typed: searched as they are. */
  text: string;
}

/** Words that only join the others ("near Katy", "ở Houston", "nail tech"): dropped, never searched. */
const FILLER = new Set(
  ['near', 'in', 'at', 'around', 'by', 'the', 'a', 'and', 'or', 'for', 'gần', 'ở', 'tại', 'quanh', 'khu', 'vùng', 'và', 'hoặc', 'nail', 'nails', 'tech', 'techs', 'technician', 'technicians', 'job', 'jobs', 'việc', 'làm', 'thợ', 'tiệm', 'salon', 'cần', 'tìm', 'gấp'].map((w) => w.normalize('NFC')),
);
const FILLER_FOLDED = new Set([...FILLER].map(foldTrade));
/** Words that say the post is a hiring one. */
const HIRING = new Set(['hiring', 'tuyển', 'tuyen', 'wanted', 'needed']);
const ZIP = /^\d{5}$/;
/** Trade words that are also US state codes ("mi" is Michigan): a place wins them when one is found with them. */
const PLACE_AMBIGUOUS = new Set(['mi']);

const isFiller = (word: string) => FILLER.has(word) || (word === foldTrade(word) && FILLER_FOLDED.has(word));

export function parseTradeQuery<P>(typed: string, findPlace: (words: string) => P | null): TradeQuery<P> {
  const words = typed.toLowerCase().normalize('NFC').replace(/[^\p{L}\p{N}]+/gu, ' ').trim().split(' ').filter(Boolean);
  let matches = tradeMatches(typed);
  const tradeAt = new Map<number, (typeof matches)[number]>();
  for (const match of matches) for (let i = match.start; i < match.end; i += 1) tradeAt.set(i, match);

  // A hiring word ("cần thợ" reads as filler plus nothing; "tuyển thợ", "hiring") and the ZIP.
  let jobType: TradeQuery<P>['jobType'] = null;
  let zip: string | null = null;
  const used = new Set<number>();
  words.forEach((word, i) => {
    if (tradeAt.has(i)) return;
    // "cần thợ" (needs a tech) is how a hiring post starts; both words are filler alone.
    const next = words[i + 1];
    if (foldTrade(word) === 'can' && next !== undefined && foldTrade(next) === 'tho' && !tradeAt.has(i + 1)) jobType = 'hiring';
    if (HIRING.has(word)) {
      jobType = 'hiring';
      used.add(i);
    } else if (zip === null && ZIP.test(word)) {
      zip = word;
      used.add(i);
    }
  });

  // The place: the longest run of words left (and ambiguous trade words) that the caller knows.
  const candidate = (i: number) => !used.has(i) && !isFiller(words[i] as string) && (!tradeAt.has(i) || PLACE_AMBIGUOUS.has(tradeAt.get(i)?.phrase ?? ''));
  let place: P | null = null;
  search: for (let length = words.length; length >= 1 && place === null; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      const span = Array.from({ length }, (_, k) => start + k);
      if (!span.every(candidate)) continue;
      // An ambiguous word alone ("mi") is the trade's; with a city ("Detroit MI") it is the place's.
      if (span.every((i) => tradeAt.has(i))) continue;
      const found = findPlace(span.map((i) => words[i]).join(' '));
      if (found === null) continue;
      place = found;
      for (const i of span) used.add(i);
      matches = matches.filter((match) => !span.includes(match.start));
      break search;
    }
  }

  const concepts: TradeConceptId[] = [];
  for (const match of matches) {
    for (const id of match.concepts) {
      if (id === 'salon_for_sale') jobType = 'selling';
      else if (!concepts.includes(id)) concepts.push(id);
    }
  }
  const inMatch = new Set(matches.flatMap((match) => Array.from({ length: match.end - match.start }, (_, k) => match.start + k)));
  const text = words.filter((word, i) => !inMatch.has(i) && !used.has(i) && !isFiller(word)).join(' ');
  return { concepts, jobType, zip, place, text };
}
