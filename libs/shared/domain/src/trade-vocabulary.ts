import type { NailSkill } from './listing-facts';

/**
 * Issue 40: the nail trade's words in both languages, one concept at a time. Owners and technicians
 * mix Vietnamese and English in one line ("cần thợ bột, biết dip, gel-x"), type with or without
 * accents ("tho bot"), and use the trade's own shorthand ("thợ nước", "làm hết", "p&w"). Each concept
 * lists the phrases that name it, Vietnamese written with its accents. A word typed without any
 * accents matches the accented one ("tho bot" is "thợ bột"), a word typed with accents only the
 * same accents: "bớt giá" (a lower price) is not "bột" (acrylic), nor "nhưng" (but) "nhúng" (dip).
 * Used by the listing search, the search box's suggestions and the skills facts.
 */

export const TRADE_CONCEPT_IDS = [
  'acrylic',
  'dip',
  'gel',
  'gel_x',
  'pedicure',
  'manicure',
  'everything',
  'nail_art',
  'eyelash',
  'waxing',
  'facial',
  'massage',
  'hair',
  'receptionist',
  'salon_for_sale',
] as const;
export type TradeConceptId = (typeof TRADE_CONCEPT_IDS)[number];

export interface TradeConcept {
  id: TradeConceptId;
  /** The post's stored skill (listing-facts' NAIL_SKILLS) this concept is, when it is one. */
  skill?: NailSkill;
  /** What the suggestion list shows, in each language: the trade's own name first. */
  label: { vi: string; en: string };
  /** Phrases that name it, in either language, with common misspellings; the longest match wins. */
  phrases: readonly string[];
}

/**
 * Written for the trade, not word by word. "Thợ bột" is the acrylic tech (bột: the powder); "thợ
 * nước" and "tay chân nước" are the manicure-pedicure techs (nước: the water of the soak), so those
 * phrases name both pedicure and manicure; "bột nhúng" / "nhúng bột" is dip powder, never acrylic;
 * "mi" alone is also Michigan, so the query parser reads it as eyelash only when it is not a place.
 * Words too common to name a trade alone ("nước", "tất cả") only count inside a longer phrase.
 */
export const TRADE_VOCABULARY: readonly TradeConcept[] = [
  {
    id: 'acrylic',
    skill: 'acrylic',
    label: { vi: 'Thợ bột', en: 'Acrylic' },
    phrases: ['bột', 'thợ bột', 'đồ bột', 'làm bột', 'bột acrylic', 'acrylic', 'acrylics', 'acrilic', 'acrylic nails', 'arcylic', 'acryllic', 'full set', 'fullset', 'pink and white', 'pink white', 'p w', 'powder'],
  },
  {
    id: 'dip',
    skill: 'dip',
    label: { vi: 'Bột nhúng', en: 'Dip powder' },
    phrases: ['dip', 'dipping', 'dip powder', 'dipping powder', 'sns', 'bột nhúng', 'nhúng bột', 'nhúng'],
  },
  {
    id: 'gel',
    skill: 'gel',
    label: { vi: 'Sơn gel', en: 'Gel' },
    phrases: ['gel', 'sơn gel', 'gel polish', 'gel color', 'gel colour', 'shellac', 'sơn shellac', 'gell'],
  },
  {
    id: 'gel_x',
    label: { vi: 'Gel-X', en: 'Gel-X' },
    phrases: ['gel x', 'gelx', 'gel ex', 'apres', 'apres gel x', 'soft gel tips'],
  },
  {
    id: 'pedicure',
    skill: 'pedicure',
    label: { vi: 'Chân tay nước', en: 'Pedicure' },
    phrases: ['pedicure', 'pedicures', 'pedi', 'pedicurist', 'mani pedi', 'pedicur', 'pedicue', 'chân tay nước', 'tay chân nước', 'thợ nước', 'chà chân', 'làm chân', 'chân nước'],
  },
  {
    id: 'manicure',
    label: { vi: 'Tay nước', en: 'Manicure' },
    phrases: ['manicure', 'manicures', 'mani', 'manicurist', 'mani pedi', 'manicur', 'tay nước', 'chân tay nước', 'tay chân nước', 'thợ nước', 'làm tay', 'sơn tay'],
  },
  {
    id: 'everything',
    label: { vi: 'Làm tất cả', en: 'Everything' },
    phrases: ['everything', 'thợ everything', 'all around', 'allaround', 'all services', 'do everything', 'làm tất cả', 'làm hết', 'biết làm hết', 'làm được hết', 'làm được tất cả', 'bao hết'],
  },
  {
    id: 'nail_art',
    label: { vi: 'Vẽ móng', en: 'Nail art' },
    phrases: ['nail art', 'nail design', 'design', 'designs', 'vẽ móng', 'vẽ design', 'vẽ', 'thợ vẽ', 'ombre', 'chrome'],
  },
  {
    id: 'eyelash',
    skill: 'eyelash',
    label: { vi: 'Nối mi', en: 'Eyelash' },
    phrases: ['eyelash', 'eyelashes', 'eye lash', 'eye lashes', 'lash', 'lashes', 'lash extension', 'lash extensions', 'eyelash extension', 'eyelash extensions', 'nối mi', 'làm mi', 'uốn mi', 'gắn mi', 'thợ mi', 'mi'],
  },
  {
    id: 'waxing',
    skill: 'wax',
    label: { vi: 'Wax lông', en: 'Waxing' },
    phrases: ['wax', 'waxing', 'wax lông', 'tẩy lông', 'brazilian', 'brazilian wax', 'eyebrow wax', 'wax chân mày', 'wax mày', 'threading', 'thợ wax'],
  },
  {
    id: 'facial',
    skill: 'facial',
    label: { vi: 'Chăm sóc da', en: 'Facial' },
    phrases: ['facial', 'facials', 'skin care', 'skincare', 'esthetician', 'aesthetician', 'chăm sóc da', 'da mặt', 'làm da', 'thợ da', 'làm mặt'],
  },
  {
    id: 'massage',
    label: { vi: 'Massage', en: 'Massage' },
    phrases: ['massage', 'massages', 'massage therapist', 'masage', 'massge', 'mát xa', 'matxa', 'xoa bóp', 'bấm huyệt', 'thợ massage'],
  },
  {
    id: 'hair',
    label: { vi: 'Thợ tóc', en: 'Hair' },
    phrases: ['hair', 'hair stylist', 'hairstylist', 'hair dresser', 'hairdresser', 'barber', 'tóc', 'thợ tóc', 'cắt tóc', 'làm tóc'],
  },
  {
    id: 'receptionist',
    label: { vi: 'Tiếp tân', en: 'Receptionist' },
    phrases: ['receptionist', 'reception', 'front desk', 'recepcionist', 'tiếp tân', 'lễ tân', 'người tiếp tân', 'ngồi quầy'],
  },
  {
    id: 'salon_for_sale',
    label: { vi: 'Bán tiệm', en: 'Salon for sale' },
    phrases: ['bán tiệm', 'sang tiệm', 'cần bán tiệm', 'cần sang tiệm', 'sang nhượng tiệm', 'sang lại tiệm', 'tiệm bán', 'salon for sale', 'nail salon for sale', 'salon sale', 'business for sale', 'for sale', 'sang nhượng'],
  },
];

/**
 * A text as the vocabulary reads it: lower case, accents gone (NFD splits "ợ" into o, a hook and a
 * dot), đ as d, "&" and every run of punctuation or spaces as one space. "Thợ Bột!", "tho-bot" and
 * "THO BOT" all read "tho bot".
 */
export function foldTrade(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const BY_ID = new Map(TRADE_VOCABULARY.map((concept) => [concept.id, concept]));

export function tradeConcept(id: TradeConceptId): TradeConcept {
  return BY_ID.get(id) as TradeConcept;
}

/** Lower case and NFC, đ kept: how a word is compared when it carries accents. */
const lowerWord = (word: string): string => word.toLowerCase().normalize('NFC');

/** A text's words as written (lower case, NFC) beside their folded forms. */
function wordsOf(text: string): Array<{ written: string; folded: string }> {
  const written = lowerWord(text).replace(/[^\p{L}\p{N}]+/gu, ' ').trim().split(' ').filter(Boolean);
  return written.map((word) => ({ written: word, folded: foldTrade(word) }));
}

/** A text word is a phrase word when it is the same, or typed without any accents and the same once folded. */
const sameWord = (text: { written: string; folded: string }, phrase: { written: string; folded: string }): boolean =>
  text.written === phrase.written || (text.written === text.folded && text.folded === phrase.folded);

/** Every (phrase, concepts) pair, longest phrase first: "chân tay nước" is read before "tay nước". */
const PHRASES: ReadonlyArray<{ phrase: string; words: Array<{ written: string; folded: string }>; concepts: TradeConceptId[] }> = (() => {
  const byPhrase = new Map<string, TradeConceptId[]>();
  for (const concept of TRADE_VOCABULARY) for (const phrase of concept.phrases) byPhrase.set(phrase, [...(byPhrase.get(phrase) ?? []), concept.id]);
  return [...byPhrase.entries()].map(([phrase, concepts]) => ({ phrase, words: wordsOf(phrase), concepts })).sort((a, b) => b.words.length - a.words.length);
})();

/** A trade phrase found in a text: its words' positions (`start` included, `end` not) and what it names. */
export interface TradeMatch {
  start: number;
  end: number;
  phrase: string;
  concepts: TradeConceptId[];
}

/**
 * The trade phrases of a text, left to right, each word read once: at every word the longest phrase
 * that starts there wins ("bột nhúng" is dip, not acrylic and dip). Positions count the text's
 * words (letters and digits; punctuation and "&" separate them).
 */
export function tradeMatches(text: string): TradeMatch[] {
  const words = wordsOf(text);
  const found: TradeMatch[] = [];
  for (let i = 0; i < words.length; ) {
    const hit = PHRASES.find(({ words: phrase }) => phrase.every((word, k) => words[i + k] !== undefined && sameWord(words[i + k] as (typeof words)[number], word)));
    if (hit) {
      found.push({ start: i, end: i + hit.words.length, phrase: hit.phrase, concepts: hit.concepts });
      i += hit.words.length;
    } else {
      i += 1;
    }
  }
  return found;
}

/** The concepts a text names, each once, in the vocabulary's order. */
export function tradeConceptsIn(text: string): TradeConceptId[] {
  const named = new Set(tradeMatches(text).flatMap((match) => match.concepts));
  return TRADE_CONCEPT_IDS.filter((id) => named.has(id));
}

/** The stored skills (a post's facts) the concepts stand for: what the listing search and the skill filter compare. */
export function skillsOfConcepts(ids: readonly TradeConceptId[]): NailSkill[] {
  const skills = ids.flatMap((id) => tradeConcept(id).skill ?? []);
  return [...new Set(skills)];
}

/** The concept a stored skill is (every NailSkill is one), for reading a post's skills as its words. */
export function conceptOfSkill(skill: NailSkill): TradeConceptId {
  return (TRADE_VOCABULARY.find((concept) => concept.skill === skill) as TradeConcept).id;
}

/**
 * Concepts whose phrases begin with what is being typed, accents ignored (it is half typed), for
 * the search box's suggestions: "thợ b" and "tho b" suggest acrylic (thợ bột), "pedi" pedicure. A phrase's later word counts
 * too ("bot" finds "tho bot"). Best first: a phrase that starts with it, then one with a word that does.
 */
export function suggestTradeConcepts(typed: string, max = 5): TradeConceptId[] {
  const query = foldTrade(typed);
  if (query.length < 2) return [];
  const rank = (concept: TradeConcept): number | null => {
    let best: number | null = null;
    for (const phrase of concept.phrases.map(foldTrade)) {
      const r = phrase === query ? 0 : phrase.startsWith(query) ? 1 : phrase.split(' ').some((_, i, w) => w.slice(i).join(' ').startsWith(query)) ? 2 : null;
      if (r !== null && (best === null || r < best)) best = r;
    }
    const label = foldTrade(`${concept.label.vi} ${concept.label.en}`);
    if (best === null && label.split(' ').some((_, i, w) => w.slice(i).join(' ').startsWith(query))) best = 2;
    return best;
  };
  return TRADE_VOCABULARY.map((concept) => ({ id: concept.id, r: rank(concept) }))
    .filter((x): x is { id: TradeConceptId; r: number } => x.r !== null)
    .sort((a, b) => a.r - b.r)
    .slice(0, max)
    .map((x) => x.id);
}

/** One trade phrase of a searched text, as the listing search asks for it: any of its concepts' phrases, or their stored skills. */
export interface TradeSearchTerm {
  concepts: TradeConceptId[];
  /** Every phrase of those concepts, folded (letters and digits, single spaces), each once. */
  phrases: string[];
  /** The stored skills those concepts are: a post that lists one matches without saying it. */
  skills: NailSkill[];
  /** A salon for sale is every selling post, whatever its words. */
  jobType: 'selling' | null;
}

/**
 * A searched text split for the listing search (issue 40): its trade phrases, each widened to all
 * the ways the trade says it in both languages ("acrylic" finds "thợ bột"), and the other words,
 * searched as typed.
 */
export function tradeSearchTerms(text: string): { terms: TradeSearchTerm[]; words: string[] } {
  const matches = tradeMatches(text);
  const covered = new Set(matches.flatMap((m) => Array.from({ length: m.end - m.start }, (_, k) => m.start + k)));
  // The other words as typed, split at spaces (a "50%" stays one word): one is left out only when
  // every letter-and-digit word in it belongs to a trade phrase. Punctuation alone stays a word.
  let position = 0;
  const words = text.split(/\s+/).filter(Boolean).filter((token) => {
    const inside = wordsOf(token).length;
    const start = position;
    position += inside;
    return inside === 0 || !Array.from({ length: inside }, (_, k) => start + k).every((i) => covered.has(i));
  });
  const terms = matches.map((match) => {
    const concepts = match.concepts.map(tradeConcept);
    return {
      concepts: match.concepts,
      phrases: [...new Set(concepts.flatMap((c) => c.phrases.map(foldTrade)))],
      skills: skillsOfConcepts(match.concepts),
      jobType: match.concepts.includes('salon_for_sale') ? ('selling' as const) : null,
    };
  });
  return { terms, words };
}
