import { EMPTY_HIRING_FACTS, EMPTY_SALON_FACTS } from '../listing-facts';
import { ogCard, ogText, type OgCardPost, type OgImageCopy } from './og-card';

const copy: OgImageCopy = { kind: { hiring: 'Cần thợ', selling: 'Bán tiệm', transfer: 'Sang tiệm' }, weeklyPay: 'Lương {{amount}}/tuần', price: 'Giá bán {{amount}}' };
const post: OgCardPost = { jobType: 'hiring', title: 'Cần thợ bột', city: 'Houston', state: 'TX', hiring: null, weeklyPay: null, salon: null };

describe('ogCard', () => {
  it('shows a stated pay range as the card does, one "$"', () => {
    const card = ogCard({ ...post, hiring: { ...EMPTY_HIRING_FACTS, payRange: { from: 1100, to: 1500, per: 'week' } }, weeklyPay: 1100 }, copy);
    expect(card).toEqual({ kind: 'Cần thợ', title: 'Cần thợ bột', money: 'Lương $1,100–1,500/tuần', place: 'Houston, TX' });
  });

  it('marks the commission estimate with ≈ and takes a daily guarantee times the days', () => {
    expect(ogCard({ ...post, hiring: { ...EMPTY_HIRING_FACTS, commissionPercent: 60 }, weeklyPay: 900 }, copy).money).toBe('Lương ≈$900/tuần');
    expect(ogCard({ ...post, hiring: { ...EMPTY_HIRING_FACTS, guaranteeAmount: 180, guaranteePer: 'day' }, weeklyPay: 1080 }, copy).money).toBe('Lương $1,080/tuần');
  });

  it('uses the stored weekly pay when the facts state none, and says nothing without any', () => {
    expect(ogCard({ ...post, weeklyPay: 1200 }, copy).money).toBe('Lương $1,200/tuần');
    expect(ogCard(post, copy).money).toBeNull();
  });

  it('shows a sale’s asking price, never a pay', () => {
    const sale = ogCard({ ...post, jobType: 'selling', weeklyPay: 900, salon: { ...EMPTY_SALON_FACTS, askingPrice: 185_000 } }, copy);
    expect(sale).toMatchObject({ kind: 'Bán tiệm', money: 'Giá bán $185k' });
    expect(ogCard({ ...post, jobType: 'transfer', salon: EMPTY_SALON_FACTS }, copy)).toMatchObject({ kind: 'Sang tiệm', money: null });
  });

  it('cleans the title and place for drawing: composed accents, no control or bidi characters, one space', () => {
    const card = ogCard({ ...post, title: '  Cần\tthợ\u0000 gấp\u202e\n\n<b>&', city: 'San  Jose', state: 'CA' }, copy);
    expect(card.title).toBe('Cần thợ gấp <b>&');
    expect(card.place).toBe('San Jose, CA');
    expect(ogText('Cho\u031b\u0323 Nail')).toBe('Chợ Nail');
  });
});

