import type { JobPost, Store } from '@chonail/shared/contracts';
import { newPostRequest } from '@chonail/shared/contracts/testing';
import { EMPTY_HIRING_FACTS, EMPTY_SALON_FACTS, type HiringFacts, type SalonFacts } from '@chonail/shared/domain';
import { newClient } from '@chonail/server/auth/testing';
import { ids, marker, sorted, useListingsApp } from '../listings-test-app';
import { hiringColumns, salonColumns } from './listing-facts';

/**
 * Issue 24 through the real API and database: the facts of a hiring post and of a salon for sale
 * are written, answered and edited as the contract says, the weekly pay is the server's own figure,
 * hostile bodies change nothing, and each search filter keeps exactly the posts it should (this
 * file's own posts, found by a marker word: other files share the database).
 */
const app = useListingsApp('facts');

/** $150 a day, 6 days ($900), or 60% (6 x $250 x 60% = $900): $900 a week. */
const HIRING = {
  guaranteeAmount: 150,
  guaranteePer: 'day',
  commissionPercent: 60,
  tips: true,
  housing: true,
  skills: ['pedicure', 'acrylic'],
  licenseRequired: true,
  schedule: 'full_time',
  daysPerWeek: 6,
} as const;
const SALON = {
  askingPrice: 120_000,
  monthlyRevenue: 45_000,
  monthlyRent: 4_500,
  leaseYearsLeft: 5,
  stations: 8,
  pedicureSpas: 6,
  staffCount: 7,
  reasonForSelling: 'Về hưu',
  financing: true,
} as const;

const post = (overrides: Record<string, unknown> = {}) => newPostRequest(overrides);
const myPosts = async (token: string): Promise<JobPost[]> => (await app.call('GET', '/api/my-job-posts', { token })).json();
const myStores = async (token: string): Promise<Store[]> => (await app.call('GET', '/api/stores', { token })).json();
/** The stored columns, so a test sees what the database holds, not only what the API answers. */
async function columns(id: number) {
  const [row] = await app.data.query('SELECT hiring, salon, weekly_pay, asking_price, monthly_revenue, stations FROM job_posts WHERE id = $1', [id]);
  return row as { hiring: HiringFacts | null; salon: SalonFacts | null; weekly_pay: number | null; asking_price: number | null; monthly_revenue: number | null; stations: number | null };
}

describe('a hiring post’s facts', () => {
  it('are stored with the weekly pay the server computes (a client’s figure is ignored) and answered on every read', async () => {
    const { token } = await app.register();
    const m = marker();
    const res = await app.call('POST', '/api/job-posts', { token, payload: post({ title: `Cần thợ bột ${m}`, hiring: { ...HIRING, weeklyPay: 50_000 }, weeklyPay: 50_000 }) });
    expect(res.statusCode).toBe(201);
    const created: JobPost = res.json();
    const facts = { ...EMPTY_HIRING_FACTS, ...HIRING, skills: ['acrylic', 'pedicure'] };
    expect(created).toMatchObject({ hiring: facts, weeklyPay: 900, salon: null });
    expect(created.hiring).not.toHaveProperty('weeklyPay');
    expect(await columns(created.id)).toEqual({ hiring: facts, salon: null, weekly_pay: 900, asking_price: null, monthly_revenue: null, stations: null });

    const visitor: JobPost = (await app.call('GET', `/api/job-posts/${created.id}`)).json();
    expect(visitor).toMatchObject({ hiring: facts, weeklyPay: 900, salon: null });
    expect((await myPosts(token))[0]).toMatchObject({ hiring: facts, weeklyPay: 900 });
    expect(await app.search(`search=${m}&weeklyPayFrom=900`)).toEqual([expect.objectContaining({ id: created.id, hiring: facts, weeklyPay: 900 })]);
    expect(await app.search(`search=${m}&weeklyPayFrom=901`)).toEqual([]);
  });

  it('keeps no salon facts on a hiring post, and no hiring facts on a selling or transfer post', async () => {
    const { token } = await app.register();
    const hiring: JobPost = (await app.call('POST', '/api/job-posts', { token, payload: post({ hiring: HIRING, salon: SALON }) })).json();
    expect(hiring).toMatchObject({ weeklyPay: 900, salon: null });
    expect(await columns(hiring.id)).toMatchObject({ salon: null, asking_price: null });
    const selling: JobPost = (await app.call('POST', '/api/job-posts', { token, payload: post({ jobType: 'selling', title: 'Bán tiệm', hiring: HIRING, salon: SALON }) })).json();
    expect(selling).toMatchObject({ hiring: null, weeklyPay: null, salon: { ...EMPTY_SALON_FACTS, ...SALON } });
    expect(await columns(selling.id)).toMatchObject({ hiring: null, weekly_pay: null });
    const transfer: JobPost = (await app.call('POST', '/api/job-posts', { token, payload: post({ jobType: 'transfer', title: 'Sang tiệm', hiring: HIRING, salon: SALON }) })).json();
    expect(transfer).toMatchObject({ hiring: null, weeklyPay: null, salon: null });
    expect(await columns(transfer.id)).toEqual({ hiring: null, salon: null, weekly_pay: null, asking_price: null, monthly_revenue: null, stations: null });
  });

  it('stores facts that say nothing as none', async () => {
    const { token } = await app.register();
    const empty: JobPost = (await app.call('POST', '/api/job-posts', { token, payload: post({ hiring: { skills: [], tips: null } }) })).json();
    expect(empty).toMatchObject({ hiring: null, weeklyPay: null });
    expect((await columns(empty.id)).hiring).toBeNull();
    const emptySale: JobPost = (await app.call('POST', '/api/job-posts', { token, payload: post({ jobType: 'selling', salon: { reasonForSelling: '' } }) })).json();
    expect(emptySale.salon).toBeNull();
    expect((await columns(emptySale.id)).salon).toBeNull();
  });

  it('are left by an edit without them, replaced by an object (weekly pay computed again), cleared by null', async () => {
    const { token } = await app.register();
    const created: JobPost = (await app.call('POST', '/api/job-posts', { token, payload: post({ hiring: HIRING }) })).json();
    const put = (payload: object) => app.call('PUT', `/api/job-posts/${created.id}`, { token, payload: { title: 'Cần thợ', ...payload } });

    expect((await put({ description: 'Tiệm mới remodel.' })).json()).toMatchObject({ weeklyPay: 900, hiring: { guaranteeAmount: 150 } });
    const replaced = await put({ hiring: { guaranteeAmount: 1_200, guaranteePer: 'week', weeklyPay: 3 } });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ weeklyPay: 1_200, hiring: { ...EMPTY_HIRING_FACTS, guaranteeAmount: 1_200, guaranteePer: 'week' } });
    expect(await columns(created.id)).toMatchObject({ weekly_pay: 1_200 });
    // Salon facts on a hiring post are ignored.
    expect((await put({ salon: SALON })).json()).toMatchObject({ salon: null, weeklyPay: 1_200 });
    expect((await put({ hiring: null })).json()).toMatchObject({ hiring: null, weeklyPay: null });
    expect(await columns(created.id)).toMatchObject({ hiring: null, weekly_pay: null, salon: null, asking_price: null });
  });
});

describe('a salon’s facts', () => {
  it('are stored with their figures, found by the filters, replaced, left and cleared by edits', async () => {
    const { token } = await app.register();
    const m = marker();
    const res = await app.call('POST', '/api/job-posts', { token, payload: post({ jobType: 'selling', title: `Bán tiệm ${m}`, salon: SALON }) });
    expect(res.statusCode).toBe(201);
    const created: JobPost = res.json();
    expect(created).toMatchObject({ salon: { ...EMPTY_SALON_FACTS, ...SALON }, hiring: null, weeklyPay: null });
    expect(await columns(created.id)).toMatchObject({ asking_price: 120_000, monthly_revenue: 45_000, stations: 8 });
    expect((await app.call('GET', `/api/job-posts/${created.id}`)).json().salon).toEqual({ ...EMPTY_SALON_FACTS, ...SALON });
    expect(ids(await app.search(`search=${m}&priceFrom=100000&priceTo=120000&revenueFrom=45000&stationsFrom=8`))).toEqual([created.id]);

    const put = (payload: object) => app.call('PUT', `/api/job-posts/${created.id}`, { token, payload: { title: `Bán tiệm ${m}`, ...payload } });
    expect((await put({})).json().salon).toMatchObject({ askingPrice: 120_000 });
    expect((await put({ salon: { askingPrice: 95_000, stations: 10 } })).json().salon).toEqual({ ...EMPTY_SALON_FACTS, askingPrice: 95_000, stations: 10 });
    expect(await columns(created.id)).toMatchObject({ asking_price: 95_000, monthly_revenue: null, stations: 10 });
    expect(ids(await app.search(`search=${m}&priceTo=100000`))).toEqual([created.id]);
    expect(ids(await app.search(`search=${m}&revenueFrom=0`))).toEqual([]);
    // Hiring facts on a selling post are ignored.
    expect((await put({ hiring: HIRING })).json()).toMatchObject({ hiring: null, weeklyPay: null });
    expect((await put({ salon: null })).json().salon).toBeNull();
    expect(await columns(created.id)).toMatchObject({ salon: null, asking_price: null, monthly_revenue: null, stations: null });
    expect(ids(await app.search(`search=${m}&priceTo=100000`))).toEqual([]);
  });
});

describe('a stated pay range (issue 36)', () => {
  it('is kept as the ad says it, and files the post under its low end for the weekly-pay filter', async () => {
    const { token } = await app.register();
    const m = marker();
    // "Lương $1,100-$1,500/tuần, bao lương $180/ngày hoặc chia 6/4": $1,080 a week by the guarantee alone.
    const hiring = { guaranteeAmount: 180, guaranteePer: 'day', commissionPercent: 60, payRange: { from: 1_100, to: 1_500, per: 'week' } } as const;
    const res = await app.call('POST', '/api/job-posts', { token, payload: post({ title: `Cần thợ ${m}`, hiring }) });
    expect(res.statusCode).toBe(201);
    const created: JobPost = res.json();
    expect(created).toMatchObject({ hiring: { ...EMPTY_HIRING_FACTS, ...hiring }, weeklyPay: 1_100 });
    expect((await columns(created.id)).weekly_pay).toBe(1_100);
    expect(ids(await app.search(`search=${m}&weeklyPayFrom=1100`))).toEqual([created.id]);
    expect(ids(await app.search(`search=${m}&weeklyPayFrom=1200`))).toEqual([]);
  });
});

describe('hostile facts', () => {
  it.each<[string, Record<string, unknown>]>([
    ['a negative guarantee', { hiring: { guaranteeAmount: -900, guaranteePer: 'week' } }],
    ['a negative asking price', { jobType: 'selling', salon: { askingPrice: -1 } }],
    ['a negative revenue', { jobType: 'selling', salon: { monthlyRevenue: -5000 } }],
    ['a string for a number', { hiring: { guaranteeAmount: '900', guaranteePer: 'week' } }],
    ['a string for stations', { jobType: 'selling', salon: { stations: '10' } }],
    ['a fraction of a dollar', { hiring: { hourlyRate: 18.5 } }],
    ['an amount past the limit', { jobType: 'selling', salon: { askingPrice: 100_000_001 } }],
    ['an unknown skill', { hiring: { skills: ['acrylic', 'massage'] } }],
    ['a guarantee without its period', { hiring: { guaranteeAmount: 900 } }],
    ['a period without a guarantee', { hiring: { guaranteePer: 'day' } }],
    ['an unknown period', { hiring: { guaranteeAmount: 900, guaranteePer: 'month' } }],
    ['commission 0', { hiring: { commissionPercent: 0 } }],
    ['commission 100', { hiring: { commissionPercent: 100 } }],
    ['8 days a week', { hiring: { daysPerWeek: 8 } }],
    ['a pay range that ends below its start', { hiring: { payRange: { from: 1_500, to: 1_100, per: 'week' } } }],
    ['a pay range per month', { hiring: { payRange: { from: 4_000, to: 5_000, per: 'month' } } }],
    ['a reason over 300 characters', { jobType: 'selling', salon: { reasonForSelling: 'x'.repeat(301) } }],
    ['control characters in the reason', { jobType: 'selling', salon: { reasonForSelling: 'về hưu\u0000' } }],
    ['a string for the facts object', { hiring: 'bao lương $900/tuần' }],
    ['a list for the facts object', { jobType: 'selling', salon: [120_000] }],
    ['a flag that is not a boolean', { hiring: { tips: 'yes' } }],
  ])('%s -> 400 { message, code }, and nothing written', async (_name, overrides) => {
    const { token } = await app.register();
    const res = await app.call('POST', '/api/job-posts', { token, payload: post(overrides) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    expect(await myPosts(token)).toEqual([]);
    expect(await myStores(token)).toEqual([]);
  });

  it('refuses hostile facts in an edit with 400 and leaves the post as it was', async () => {
    const { token } = await app.register();
    const hiring: JobPost = (await app.call('POST', '/api/job-posts', { token, payload: post({ hiring: HIRING }) })).json();
    const selling: JobPost = (await app.call('POST', '/api/job-posts', { token, payload: post({ jobType: 'selling', salon: SALON }) })).json();
    const before = [await columns(hiring.id), await columns(selling.id)];
    for (const [id, body] of [
      [hiring.id, { hiring: { commissionPercent: 100 } }],
      [hiring.id, { hiring: { guaranteeAmount: 900 } }],
      [hiring.id, { hiring: { skills: ['massage'] } }],
      [selling.id, { salon: { askingPrice: -1 } }],
      [selling.id, { salon: { stations: '12' } }],
      [selling.id, { salon: { reasonForSelling: 'x'.repeat(301) } }],
    ] as const) {
      const res = await app.call('PUT', `/api/job-posts/${id}`, { token, payload: { title: 'Đã sửa', ...body } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect([await columns(hiring.id), await columns(selling.id)]).toEqual(before);
    expect((await myPosts(token)).map((p) => p.title)).not.toContain('Đã sửa');
  });
});

describe('searching by the facts', () => {
  const m = marker();
  const DALLAS = { city: 'Dallas', state: 'TX', zipcode: '75201', lat: 32.7767, lng: -96.797 };
  const SAN_JOSE = { city: 'San Jose', state: 'CA', zipcode: '95112', lat: 37.3382, lng: -121.8863 };
  const pay = (perDay: number, extra: Partial<HiringFacts> = {}) => hiringColumns({ ...EMPTY_HIRING_FACTS, guaranteeAmount: perDay, guaranteePer: 'day', daysPerWeek: 6, ...extra });
  const sale = (askingPrice: number, monthlyRevenue: number, stations: number) => salonColumns({ ...EMPTY_SALON_FACTS, askingPrice, monthlyRevenue, stations });
  const p: Record<string, number> = {};

  beforeAll(async () => {
    const owner = (await app.register()).user.id;
    const hiring = (fields: object) => app.insertPost(owner, { title: `Cần thợ ${m}`, jobType: 'hiring', ...fields });
    const selling = (fields: object) => app.insertPost(owner, { title: `Bán tiệm ${m}`, jobType: 'selling', areaSqFt: 1400, ...fields });
    p['h600'] = await hiring(pay(100)); // Houston, $600/week
    p['h900'] = await hiring(pay(150)); // Houston, $900/week
    p['h1200'] = await hiring({ ...DALLAS, ...pay(200) });
    p['h1500'] = await hiring({ ...SAN_JOSE, ...pay(250) });
    p['hOld'] = await hiring({}); // an older post: no facts at all
    p['hNoPay'] = await hiring(hiringColumns({ ...EMPTY_HIRING_FACTS, housing: true })); // facts, but no pay
    p['s40'] = await selling(sale(40_000, 20_000, 6)); // Houston
    p['s120'] = await selling(sale(120_000, 50_000, 10)); // Houston
    p['s250'] = await selling({ ...DALLAS, ...sale(250_000, 90_000, 16), areaSqFt: 3000 });
    p['s150'] = await selling({ ...SAN_JOSE, ...sale(150_000, 60_000, 12) });
    p['sOld'] = await selling({}); // an older sale: no facts
    p['sPriceOnly'] = await selling(salonColumns({ ...EMPTY_SALON_FACTS, askingPrice: 90_000 }));
    p['transfer'] = await app.insertPost(owner, { title: `Sang tiệm ${m}`, jobType: 'transfer' });
  });

  const found = async (query: string) => sorted(ids(await app.search(`search=${m}&${query}`)));
  const expected = (...keys: string[]) => sorted(keys.map((key) => p[key] as number));

  it('weeklyPayFrom keeps the hiring posts paying at least that much a week, never one without a figure', async () => {
    expect(await found('weeklyPayFrom=800')).toEqual(expected('h900', 'h1200', 'h1500'));
    expect(await found('weeklyPayFrom=900')).toEqual(expected('h900', 'h1200', 'h1500'));
    expect(await found('weeklyPayFrom=901')).toEqual(expected('h1200', 'h1500'));
    expect(await found('weeklyPayFrom=0')).toEqual(expected('h600', 'h900', 'h1200', 'h1500'));
    expect(await found('weeklyPayFrom=100000')).toEqual([]);
    expect(await found('weeklyPayFrom=800&jobType=hiring')).toEqual(expected('h900', 'h1200', 'h1500'));
    expect(await found('weeklyPayFrom=0&jobType=selling')).toEqual([]);
  });

  it('weeklyPayFrom combines with the state, the city, a distance and the date order', async () => {
    expect(await found('weeklyPayFrom=800&state=TX')).toEqual(expected('h900', 'h1200'));
    expect(await found('weeklyPayFrom=800&state=TX&city=Houston')).toEqual(expected('h900'));
    expect(await found('weeklyPayFrom=500&state=TX&city=Houston&maxDistance=50&sortBy=distance')).toEqual(expected('h600', 'h900'));
    expect(await found('weeklyPayFrom=1000&state=TX&city=Dallas')).toEqual(expected('h1200'));
    expect(await found('weeklyPayFrom=800&city=Dallas')).toEqual(expected('h1200'));
    expect(await found('weeklyPayFrom=800&zip=77036')).toEqual(expected('h900'));
    expect(await found('weeklyPayFrom=800&sortBy=date&dateOrder=oldest')).toEqual(expected('h900', 'h1200', 'h1500'));
  });

  it('the price range, revenue and stations keep the salons for sale that state them, within the bounds', async () => {
    expect(await found('priceFrom=50000&priceTo=200000')).toEqual(expected('s120', 's150', 'sPriceOnly'));
    expect(await found('priceFrom=120000&priceTo=120000')).toEqual(expected('s120'));
    expect(await found('priceTo=100000')).toEqual(expected('s40', 'sPriceOnly'));
    expect(await found('priceFrom=200000')).toEqual(expected('s250'));
    expect(await found('revenueFrom=50000')).toEqual(expected('s120', 's250', 's150'));
    expect(await found('revenueFrom=0')).toEqual(expected('s40', 's120', 's250', 's150'));
    expect(await found('stationsFrom=12')).toEqual(expected('s250', 's150'));
    expect(await found('stationsFrom=0')).toEqual(expected('s40', 's120', 's250', 's150'));
    expect(await found('revenueFrom=50000&stationsFrom=12&priceTo=200000')).toEqual(expected('s150'));
    // Only sales have an asking price: a filter never lists a hiring or transfer post.
    expect(await found('priceFrom=0&jobType=hiring')).toEqual([]);
    expect(await found('stationsFrom=0&jobType=transfer')).toEqual([]);
  });

  it('the salon filters combine with the state, the city, the area ranges and a distance', async () => {
    expect(await found('priceFrom=50000&priceTo=200000&state=TX')).toEqual(expected('s120', 'sPriceOnly'));
    expect(await found('priceFrom=50000&priceTo=200000&state=TX&city=Houston')).toEqual(expected('s120', 'sPriceOnly'));
    expect(await found('revenueFrom=50000&state=TX&city=Dallas')).toEqual(expected('s250'));
    expect(await found('stationsFrom=10&state=CA')).toEqual(expected('s150'));
    expect(await found('revenueFrom=10000&salonAreaFrom_0=2000&salonAreaTo_0=5000')).toEqual(expected('s250'));
    expect(await found('priceTo=150000&state=TX&city=Houston&maxDistance=20&sortBy=distance')).toEqual(expected('s40', 's120', 'sPriceOnly'));
  });

  it('pages a filtered search with cursors, without gaps or repeats, in every order', async () => {
    for (const [filter, keys] of [
      ['weeklyPayFrom=0', ['h600', 'h900', 'h1200', 'h1500']],
      ['revenueFrom=0', ['s40', 's120', 's250', 's150']],
      ['priceFrom=0&priceTo=400000', ['s40', 's120', 's250', 's150', 'sPriceOnly']],
    ] as const) {
      for (const order of ['', '&sortBy=date', '&sortBy=date&dateOrder=oldest', '&state=TX', '&state=TX&city=Houston', '&state=TX&city=Houston&sortBy=distance&maxDistance=500']) {
        const whole = ids(await app.search(`search=${m}&${filter}${order}`));
        if (!order.includes('state')) expect(sorted(whole)).toEqual(expected(...keys));
        else expect(whole.length).toBeGreaterThan(1);
        expect(await app.paged(`search=${m}&${filter}${order}`, { maxPages: 6 })).toEqual(whole);
      }
    }
  });

  it('still lists older posts without facts, answering none for them', async () => {
    const all = await app.search(`search=${m}`);
    expect(sorted(ids(all))).toEqual(sorted(Object.values(p)));
    expect(all.find((post) => post.id === p['hOld'])).toMatchObject({ hiring: null, weeklyPay: null, salon: null });
    expect(all.find((post) => post.id === p['sOld'])).toMatchObject({ hiring: null, weeklyPay: null, salon: null });
    expect(all.find((post) => post.id === p['transfer'])).toMatchObject({ hiring: null, weeklyPay: null, salon: null });
    expect(all.find((post) => post.id === p['hNoPay'])).toMatchObject({ hiring: { ...EMPTY_HIRING_FACTS, housing: true }, weeklyPay: null });
  });

  it.each([
    ['a price range upside down', 'priceFrom=200000&priceTo=50000', 'priceFrom must not be greater than priceTo'],
    ['a negative weekly pay', 'weeklyPayFrom=-1', undefined],
    ['words for a weekly pay', 'weeklyPayFrom=lots', undefined],
    ['a fraction of a station', 'stationsFrom=1.5', undefined],
    ['a price past the limit', 'priceTo=100000001', undefined],
    ['a negative revenue', 'revenueFrom=-100', undefined],
  ])('%s -> 400 { message, code }', async (_name, query, message) => {
    const res = await app.call('GET', `/api/job-posts?search=${m}&${query}`, { ip: newClient().ip });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: message ?? expect.any(String) });
  });
});

describe('sorting by the facts', () => {
  const m = marker();
  const DALLAS = { city: 'Dallas', state: 'TX', zipcode: '75201', lat: 32.7767, lng: -96.797 };
  const weekly = (amount: number) => hiringColumns({ ...EMPTY_HIRING_FACTS, guaranteeAmount: amount, guaranteePer: 'week' });
  const priced = (askingPrice: number) => salonColumns({ ...EMPTY_SALON_FACTS, askingPrice });
  const p: Record<string, number> = {};

  beforeAll(async () => {
    const owner = (await app.register()).user.id;
    const hiring = (fields: object) => app.insertPost(owner, { title: `Cần thợ ${m}`, jobType: 'hiring', ...fields });
    const selling = (fields: object) => app.insertPost(owner, { title: `Bán tiệm ${m}`, jobType: 'selling', ...fields });
    p['h700'] = await hiring(weekly(700));
    p['h900a'] = await hiring(weekly(900));
    p['h1300'] = await hiring({ ...DALLAS, ...weekly(1300) });
    p['h900b'] = await hiring(weekly(900));
    p['hNoPay'] = await hiring({});
    p['s300'] = await selling(priced(300_000));
    p['s80a'] = await selling({ ...DALLAS, ...priced(80_000) });
    p['s45'] = await selling(priced(45_000));
    p['s80b'] = await selling(priced(80_000));
    p['sNoPrice'] = await selling(salonColumns({ ...EMPTY_SALON_FACTS, stations: 9 }));
  });

  const keys = (posts: JobPost[]) => ids(posts).map((id) => Object.keys(p).find((key) => p[key] === id));
  /** Two posts of the same figure keep the listing order between them, whatever it is. */
  const listingOrder = async (a: string, b: string) => keys(await app.search(`search=${m}`)).filter((key) => key === a || key === b);

  it('sortBy=pay lists the hiring posts that state a weekly pay, highest first; equals in the listing order', async () => {
    const [first, second] = await listingOrder('h900a', 'h900b');
    expect(keys(await app.search(`search=${m}&sortBy=pay`))).toEqual(['h1300', first, second, 'h700']);
    expect(keys(await app.search(`search=${m}&sortBy=pay&weeklyPayFrom=800`))).toEqual(['h1300', first, second]);
    expect(keys(await app.search(`search=${m}&sortBy=pay&state=TX&city=Dallas&maxDistance=20`))).toEqual(['h1300']);
    // Only hiring posts have a weekly pay: asking for sales sorted by it lists none.
    expect(await app.search(`search=${m}&sortBy=pay&jobType=selling`)).toEqual([]);
  });

  it('sortBy=price lists the salons that state an asking price, lowest first; equals in the listing order', async () => {
    const [first, second] = await listingOrder('s80a', 's80b');
    expect(keys(await app.search(`search=${m}&sortBy=price`))).toEqual(['s45', first, second, 's300']);
    expect(keys(await app.search(`search=${m}&sortBy=price&priceFrom=50000&priceTo=100000`))).toEqual([first, second]);
    expect(keys(await app.search(`search=${m}&sortBy=price&state=TX&city=Houston&maxDistance=20`))).toEqual(['s45', 's80b', 's300']);
  });

  it('pages both sorts with cursors, without gaps or repeats, in a state and a city too', async () => {
    for (const sort of ['sortBy=pay', 'sortBy=price']) {
      for (const where of ['', '&state=TX', '&state=TX&city=Houston', '&weeklyPayFrom=0', '&priceFrom=0']) {
        expect(await app.paged(`search=${m}&${sort}${where}`, { maxPages: 6 })).toEqual(ids(await app.search(`search=${m}&${sort}${where}`)));
      }
    }
  });

  it('refuses a cursor of another order, and a forged one, with 400 INVALID_CURSOR', async () => {
    const first = await app.call('GET', `/api/job-posts?search=${m}&sortBy=pay&limit=1`, { ip: newClient().ip });
    const payCursor = first.headers['x-next-cursor'] as string;
    expect(payCursor).toEqual(expect.any(String));
    const forged = (key: 'w' | 'a', values: unknown[]) => Buffer.from(JSON.stringify({ [key]: values })).toString('base64url');
    for (const [query, cursor] of [
      ['sortBy=price', payCursor],
      ['', payCursor],
      ['sortBy=pay', forged('w', ['900', 0, new Date().toISOString(), 1])],
      ['sortBy=pay', forged('w', [-1, 0, new Date().toISOString(), 1])],
      ['sortBy=price', forged('a', [1e12, 0, new Date().toISOString(), 1])],
      ['sortBy=price', forged('a', [100, 0, 'yesterday', 1])],
      ['sortBy=price', forged('w', [100, 0, new Date().toISOString(), 1])],
    ]) {
      const res = await app.call('GET', `/api/job-posts?search=${m}&${query}&cursor=${cursor}`, { ip: newClient().ip });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_CURSOR', message: expect.any(String) });
    }
  });
});
