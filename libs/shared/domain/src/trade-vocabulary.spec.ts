import { NAIL_SKILLS } from './listing-facts';
import { conceptOfSkill, foldTrade, skillsOfConcepts, suggestTradeConcepts, TRADE_CONCEPT_IDS, TRADE_VOCABULARY, tradeConceptsIn, tradeMatches, tradeSearchTerms } from './trade-vocabulary';

describe('the nail-trade vocabulary (issue 40)', () => {
  it('has every concept once, each with a Vietnamese and an English label and phrases in both languages', () => {
    expect(TRADE_VOCABULARY.map((c) => c.id)).toEqual([...TRADE_CONCEPT_IDS]);
    for (const concept of TRADE_VOCABULARY) {
      expect(concept.label.vi.length).toBeGreaterThan(1);
      expect(concept.label.en.length).toBeGreaterThan(1);
      expect(concept.phrases.length).toBeGreaterThan(3);
    }
    // Every stored skill is a concept, so a post's skills read as its words.
    for (const skill of NAIL_SKILLS) expect(skillsOfConcepts([conceptOfSkill(skill)])).toEqual([skill]);
  });

  it('folds case, accents, đ and punctuation', () => {
    expect(foldTrade('Thợ Bột!')).toBe('tho bot');
    expect(foldTrade('ĐỒ BỘT')).toBe('do bot');
    expect(foldTrade('  gel-x / P&W ')).toBe('gel x p w');
    // NFD input (macOS, some IMEs) folds the same as NFC.
    expect(foldTrade('thợ bột'.normalize('NFD'))).toBe('tho bot');
  });

  it.each([
    ['thợ bột', ['acrylic']],
    ['tho bot', ['acrylic']],
    ['THỢ BỘT', ['acrylic']],
    ['acrylic', ['acrylic']],
    ['Acrylics and pink & white', ['acrylic']],
    ['bột nhúng', ['dip']],
    ['nhúng bột, dip powder', ['dip']],
    ['sơn gel', ['gel']],
    ['gel-x', ['gel_x']],
    ['Gel X', ['gel_x']],
    ['pedicure', ['pedicure']],
    ['chân tay nước', ['pedicure', 'manicure']],
    ['tay chan nuoc', ['pedicure', 'manicure']],
    ['chà chân', ['pedicure']],
    ['tay nước', ['manicure']],
    ['manicure', ['manicure']],
    ['làm tất cả', ['everything']],
    ['everything', ['everything']],
    ['nối mi', ['eyelash']],
    ['eyelash extensions', ['eyelash']],
    ['wax lông', ['waxing']],
    ['waxing', ['waxing']],
    ['chăm sóc da', ['facial']],
    ['facial', ['facial']],
    ['mát xa', ['massage']],
    ['thợ tóc', ['hair']],
    ['tiếp tân', ['receptionist']],
    ['front desk', ['receptionist']],
    ['bán tiệm', ['salon_for_sale']],
    ['sang tiệm', ['salon_for_sale']],
    ['nail salon for sale', ['salon_for_sale']],
  ])('reads %j as %j', (text, concepts) => {
    expect(tradeConceptsIn(text)).toEqual(concepts);
  });

  it('keeps words with other accents apart: "bớt giá" is a lower price, "nhưng" is "but"', () => {
    expect(tradeConceptsIn('bớt giá cho người mua nhanh')).toEqual([]);
    expect(tradeConceptsIn('lương cao nhưng cần kinh nghiệm')).toEqual([]);
    // Typed without accents, the same letters may be either: the trade's reading is kept.
    expect(tradeConceptsIn('bot')).toEqual(['acrylic']);
  });

  it('reads the longest phrase at each word, once: dip powder is not acrylic too', () => {
    expect(tradeMatches('Tiệm cần thợ bột nhúng và sơn gel')).toEqual([
      { start: 2, end: 4, phrase: 'thợ bột', concepts: ['acrylic'] },
      { start: 4, end: 5, phrase: 'nhúng', concepts: ['dip'] },
      { start: 6, end: 8, phrase: 'sơn gel', concepts: ['gel'] },
    ]);
    expect(tradeConceptsIn('bột nhúng')).toEqual(['dip']);
    // Common words count only inside a phrase.
    expect(tradeConceptsIn('nước Mỹ, tất cả')).toEqual([]);
  });

  it('maps concepts to the stored skills, each once', () => {
    expect(skillsOfConcepts(['acrylic', 'pedicure', 'manicure', 'massage', 'waxing', 'acrylic'])).toEqual(['acrylic', 'pedicure', 'wax']);
  });

  it.each([
    ['thợ b', 'acrylic'],
    ['tho b', 'acrylic'],
    ['acry', 'acrylic'],
    ['pedi', 'pedicure'],
    ['nối', 'eyelash'],
    ['noi m', 'eyelash'],
    ['bán t', 'salon_for_sale'],
    ['recep', 'receptionist'],
  ])('suggests %j first as %s', (typed, first) => {
    expect(suggestTradeConcepts(typed)[0]).toBe(first);
  });

  it('suggests nothing for one letter or a word of no trade', () => {
    expect(suggestTradeConcepts('t')).toEqual([]);
    expect(suggestTradeConcepts('houston')).toEqual([]);
    expect(suggestTradeConcepts('b').length).toBe(0);
    expect(suggestTradeConcepts('bột', 2).length).toBeLessThanOrEqual(2);
  });
});

describe('tradeSearchTerms (issue 40)', () => {
  it('widens each trade phrase to every way of saying it, with its stored skills, and keeps the other words', () => {
    const { terms, words } = tradeSearchTerms('Acrylic Lotus spa');
    expect(words).toEqual(['Lotus', 'spa']);
    expect(terms).toHaveLength(1);
    expect(terms[0]?.concepts).toEqual(['acrylic']);
    expect(terms[0]?.phrases).toEqual(expect.arrayContaining(['bot', 'tho bot', 'acrylic', 'pink and white']));
    expect(terms[0]?.skills).toEqual(['acrylic']);
    expect(terms[0]?.jobType).toBeNull();
  });

  it('reads "chân tay nước" as pedicure or manicure, and "bán tiệm" as a selling post', () => {
    const [feet] = tradeSearchTerms('chân tay nước').terms;
    expect(feet?.phrases).toEqual(expect.arrayContaining(['pedicure', 'manicure', 'tho nuoc']));
    expect(feet?.skills).toEqual(['pedicure']);
    expect(tradeSearchTerms('bán tiệm').terms[0]?.jobType).toBe('selling');
  });

  it('keeps punctuation and symbols as typed words (they are searched literally, as before)', () => {
    expect(tradeSearchTerms('!!! 50% gel-x').words).toEqual(['!!!', '50%']);
    expect(tradeSearchTerms('thợ bột, Houston').words).toEqual(['Houston']);
  });

  it('gives every phrase in letters, digits and single spaces only (safe to join into a pattern)', () => {
    for (const { terms } of [tradeSearchTerms('acrylic dip gel-x pedicure nối mi wax facial massage tóc tiếp tân bán tiệm everything vẽ')]) {
      for (const phrase of terms.flatMap((t) => t.phrases)) expect(phrase).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/);
    }
  });
});
