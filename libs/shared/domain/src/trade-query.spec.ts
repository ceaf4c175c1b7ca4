import { parseTradeQuery } from './trade-query';
import { foldTrade } from './trade-vocabulary';

// The caller's place lookup, as the city list would answer: folded "city" or "city st".
const PLACES: Record<string, string> = {
  houston: 'Houston, TX',
  'houston tx': 'Houston, TX',
  katy: 'Katy, TX',
  orlando: 'Orlando, FL',
  'san jose': 'San Jose, CA',
  'detroit mi': 'Detroit, MI',
  detroit: 'Detroit, MI',
  'ho chi minh': 'nowhere',
};
const asked: string[] = [];
const findPlace = (words: string) => {
  asked.push(words);
  return PLACES[foldTrade(words)] ?? null;
};
const parse = (typed: string) => parseTradeQuery(typed, findPlace);

describe('the search box query (issue 40)', () => {
  it.each([
    ['thợ bột Houston', { concepts: ['acrylic'], jobType: null, zip: null, place: 'Houston, TX', text: '' }],
    ['tho bot houston tx', { concepts: ['acrylic'], place: 'Houston, TX', text: '' }],
    ['acrylic 77036', { concepts: ['acrylic'], zip: '77036', place: null, text: '' }],
    ['bán tiệm Orlando', { concepts: [], jobType: 'selling', place: 'Orlando, FL' }],
    ['pedicure near Katy', { concepts: ['pedicure'], place: 'Katy, TX', text: '' }],
    ['cần thợ chân tay nước ở San Jose', { concepts: ['pedicure', 'manicure'], jobType: 'hiring', place: 'San Jose, CA', text: '' }],
    ['hiring nail tech everything Houston', { concepts: ['everything'], jobType: 'hiring', place: 'Houston, TX' }],
    ['Houston', { concepts: [], place: 'Houston, TX', text: '' }],
    ['dip gel-x', { concepts: ['dip', 'gel_x'], place: null, text: '' }],
    ['thợ bột bao lương', { concepts: ['acrylic'], place: null, text: 'bao lương' }],
  ])('reads %j', (typed, expected) => {
    expect(parse(typed)).toMatchObject(expected);
  });

  it('reads "mi" as eyelash alone, and as Michigan after a city', () => {
    expect(parse('thợ mi Houston')).toMatchObject({ concepts: ['eyelash'], place: 'Houston, TX' });
    expect(parse('mi')).toMatchObject({ concepts: ['eyelash'], place: null });
    expect(parse('nail Detroit MI')).toMatchObject({ concepts: [], place: 'Detroit, MI' });
    expect(parse('nối mi Detroit MI')).toMatchObject({ concepts: ['eyelash'], place: 'Detroit, MI' });
  });

  it('tries the longest words first and never asks the place lookup about trade or filler words', () => {
    asked.length = 0;
    parse('thợ bột ở houston tx');
    expect(asked[0]).toBe('houston tx');
    expect(asked.some((words) => /bột|ở/.test(words))).toBe(false);
  });

  it('keeps unknown words as text, and answers an empty query for punctuation', () => {
    expect(parse('Lotus Nails spa')).toMatchObject({ concepts: [], place: null, text: 'lotus spa' });
    expect(parse('!!! :* & \\ ')).toEqual({ concepts: [], jobType: null, zip: null, place: null, text: '' });
    expect(parse('')).toEqual({ concepts: [], jobType: null, zip: null, place: null, text: '' });
  });
});
