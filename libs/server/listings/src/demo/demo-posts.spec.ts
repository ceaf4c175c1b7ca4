import { hiringFactsSchema, salonFactsSchema } from '@chonail/shared/contracts';
import { contactPhone, DEMO_POOL_SIZE, hasHiringFacts, NAIL_SKILLS, PAY_TYPES, payTypeOf, phonesInText, weeklyPay } from '@chonail/shared/domain';
import { DEMO_CITIES, demoOwners, generateDemoPosts, type DemoPost } from './demo-posts';
import { STATE_NAMES } from './demo-cities';

// zipcodes ships no types. (The repo's lint config has no-require-imports off, so a disable
// directive here would itself be reported as unused.)
const zipcodes = require('zipcodes') as { lookup(zip: string): { city: string; state: string } | undefined };

const VI_DIACRITICS = /[ăâđêôơưàáạảãầấậẩẫằắặẳẵèéẹẻẽềếệểễìíịỉĩòóọỏõồốộổỗờớợởỡùúụủũừứựửữỳýỵỷỹ]/i;
const PHONE_IN_TEXT = /\(\d{3}\) \d{3}-\d{4}/g;
const E164_FICTIONAL = /^\+1[2-9]\d{2}55501\d{2}$/;
const isExpired = (p: DemoPost) => p.createdDaysAgo > (p.durationMonths === 1 ? 31 : 183);

describe('DEMO_CITIES', () => {
  it('has at least 40 cities in at least 20 states, each with a positive weight', () => {
    expect(DEMO_CITIES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(DEMO_CITIES.map((c) => c.state)).size).toBeGreaterThanOrEqual(20);
    for (const c of DEMO_CITIES) {
      expect(c.weight).toBeGreaterThan(0);
      expect(c.zips.length).toBeGreaterThan(0);
    }
    expect(new Set(DEMO_CITIES.map((c) => `${c.city}|${c.state}`)).size).toBe(DEMO_CITIES.length);
  });

  it('lists only real ZIP codes of the city they are listed under', () => {
    const wrong: string[] = [];
    for (const c of DEMO_CITIES) {
      for (const zip of c.zips) {
        const found = zipcodes.lookup(zip);
        if (found?.city !== c.city || found.state !== c.state) wrong.push(`${zip} (${c.city}, ${c.state}) -> ${found ? `${found.city}, ${found.state}` : 'unknown'}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('weights the big Vietnamese nail communities above small towns', () => {
    const weight = (city: string) => DEMO_CITIES.find((c) => c.city === city)?.weight ?? 0;
    expect(weight('Houston')).toBeGreaterThan(weight('Port Arthur'));
    expect(weight('San Jose')).toBeGreaterThan(weight('Stockton'));
    expect(weight('Westminster')).toBeGreaterThan(weight('Lowell'));
  });
});

describe('demoOwners', () => {
  it('is deterministic, with unique fictional phones and unique emails', () => {
    const owners = demoOwners(3000, 7);
    expect(demoOwners(3000, 7)).toEqual(owners);
    expect(owners.map((o) => o.key)).toEqual(owners.map((_, i) => i));
    expect(new Set(owners.map((o) => o.phone)).size).toBe(owners.length);
    expect(new Set(owners.map((o) => o.email)).size).toBe(owners.length);
    expect(owners.filter((o) => !E164_FICTIONAL.test(o.phone))).toEqual([]);
    expect(owners.filter((o) => !/^[a-z]+\.[a-z]+\d+@example\.(com|net|org)$/.test(o.email))).toEqual([]);
  });

  it('keeps owner k the same whatever the count, and stays unique past the first area codes', () => {
    expect(demoOwners(10, 7)).toEqual(demoOwners(20, 7).slice(0, 10));
    const many = demoOwners(20_000, 3);
    expect(new Set(many.map((o) => o.phone)).size).toBe(many.length);
  });
});

describe('generateDemoPosts', () => {
  const posts = generateDemoPosts(2000, { seed: 20240611, owners: 120 });
  const share = (f: (p: DemoPost) => boolean) => posts.filter(f).length / posts.length;

  it('gives the same posts for the same seed and different posts for another seed', () => {
    expect(generateDemoPosts(200, { seed: 20240611, owners: 120 })).toEqual(posts.slice(0, 200));
    const other = generateDemoPosts(200, { seed: 99, owners: 120 });
    expect(other).not.toEqual(posts.slice(0, 200));
    expect(other.filter((p, i) => p.title === posts[i].title).length).toBeLessThan(20);
  });

  it('keeps every field within its constraints', () => {
    const cityZips = new Map(DEMO_CITIES.map((c) => [`${c.city}|${c.state}`, c.zips]));
    const validState = (s: string) => STATE_NAMES[s] !== undefined;
    // Plain checks gathered per post: thousands of expect() calls are slow, and one list of
    // failures says more than the first failing assertion.
    const problems: string[] = [];
    posts.forEach((p, i) => {
      const bad = (what: string) => problems.push(`#${i} ${what}`);
      if (p.ownerKey < 0 || p.ownerKey >= 120 || !Number.isInteger(p.ownerKey)) bad(`ownerKey ${p.ownerKey}`);
      if (p.title.length < 10 || p.title.length > 200) bad(`title length ${p.title.length}`);
      if (p.description.length < 200 || p.description.length > 1500) bad(`description length ${p.description.length}`);
      if (!p.description.includes('\n')) bad('description is one line');
      if (!validState(p.state)) bad(`state ${p.state}`);
      if (!cityZips.get(`${p.city}|${p.state}`)?.includes(p.zipcode)) bad(`zip ${p.zipcode} for ${p.city}, ${p.state}`);
      if (!/^\d+ \S/.test(p.streetAddress)) bad(`street ${p.streetAddress}`);
      if (p.storeName.length < 4) bad(`store ${p.storeName}`);
      if (p.storePhone !== null && !E164_FICTIONAL.test(p.storePhone)) bad(`store phone ${p.storePhone}`);
      for (const phone of `${p.title}\n${p.description}`.match(PHONE_IN_TEXT) ?? []) {
        if (!/ 555-01\d\d$/.test(phone)) bad(`phone in text ${phone}`);
      }
      const sqftOk = p.areaSqFt === null ? p.jobType === 'hiring' : p.areaSqFt >= 800 && p.areaSqFt <= 5000;
      if (!sqftOk) bad(`areaSqFt ${p.areaSqFt} on ${p.jobType}`);

      if ((p.priorityMonths === 0) !== (p.priorityAddon === 'none')) bad(`priority ${p.priorityAddon} x ${p.priorityMonths}`);
      if ((p.stateMonths === 0) !== (p.selectedStates.length === 0)) bad(`states ${p.selectedStates} x ${p.stateMonths}`);
      if (p.selectedStates.length) {
        if (p.selectedStates.length < 2 || p.selectedStates.length > 6) bad(`${p.selectedStates.length} selected states`);
        if (new Set(p.selectedStates).size !== p.selectedStates.length) bad('repeated selected state');
        if (p.selectedStates.includes(p.state)) bad('selected states include the own state');
        if (!p.selectedStates.every(validState)) bad(`selected states ${p.selectedStates}`);
      }
      if (p.photoVideoMonths > 0) {
        if (p.photos.length < 1 || p.photos.length > 6) bad(`${p.photos.length} photos`);
        if (new Set(p.photos).size !== p.photos.length) bad('repeated photo');
        if (!p.photos.every((n) => Number.isInteger(n) && n >= 1 && n <= DEMO_POOL_SIZE)) bad(`photos ${p.photos}`);
      } else if (p.photoVideoMonths !== 0 || p.photos.length) bad(`photos without the add-on: ${p.photoVideoMonths}`);
      if ([p.priorityMonths, p.photoVideoMonths, p.stateMonths].some((m) => m < 0 || m > p.durationMonths)) bad('add-on longer than the post');
      if (p.isVip ? ![3, 6, 12].includes(p.vipDuration ?? 0) : p.vipDuration !== null) bad(`vip ${p.isVip} ${p.vipDuration}`);
      if (p.durationMonths !== 1 && p.durationMonths !== 6) bad(`duration ${p.durationMonths}`);
      if (!(p.createdDaysAgo >= 0 && p.createdDaysAgo <= 200)) bad(`createdDaysAgo ${p.createdDaysAgo}`);
    });
    expect(problems).toEqual([]);
  });

  it('spreads posts roughly as the real site does', () => {
    const within = (value: number, lo: number, hi: number) => {
      expect(value).toBeGreaterThanOrEqual(lo);
      expect(value).toBeLessThanOrEqual(hi);
    };
    within(share((p) => p.jobType === 'hiring'), 0.58, 0.72);
    within(share((p) => p.jobType === 'selling'), 0.24, 0.36);
    within(share((p) => p.jobType === 'transfer'), 0.025, 0.08);
    within(share((p) => p.priorityAddon === 'diamond3'), 0.03, 0.08);
    within(share((p) => p.priorityAddon === 'diamond2'), 0.045, 0.1);
    within(share((p) => p.priorityAddon === 'diamond1'), 0.055, 0.11);
    within(share((p) => p.photoVideoMonths > 0), 0.2, 0.3);
    within(share((p) => p.selectedStates.length > 0), 0.05, 0.11);
    within(share((p) => p.isVip), 0.11, 0.19);
    within(share((p) => p.isPaused), 0.05, 0.11);
    within(share((p) => p.hideAddress), 0.11, 0.19);
    within(share((p) => p.storePhone !== null), 0.54, 0.66);
    within(share((p) => p.durationMonths === 1), 0.44, 0.56);
    within(share(isExpired), 0.09, 0.17);
    within(share((p) => p.createdDaysAgo > 100), 0.05, 0.2);
    within(share((p) => p.language === 'vi'), 0.6, 0.8);
    within(share((p) => p.language === 'en'), 0.08, 0.2);
    within(share((p) => p.language === 'both'), 0.1, 0.2);
    expect(new Set(posts.map((p) => p.city)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(posts.map((p) => p.storeName)).size).toBeGreaterThanOrEqual(150);
    expect(new Set(posts.map((p) => p.ownerKey)).size).toBeGreaterThan(60);
  });

  it('writes Vietnamese with diacritics, in the shape of real ads', () => {
    for (const p of posts) {
      if (p.language !== 'en') {
        expect(p.title).toMatch(VI_DIACRITICS);
        expect(p.description).toMatch(VI_DIACRITICS);
      }
      if (p.language === 'both') expect(p.description).toMatch(/for sale|lease|hiring|looking for|Pay:|Commission|Guaranteed|Earn/);
    }
    const vi = posts.filter((p) => p.language === 'vi');
    const hiringText = vi.filter((p) => p.jobType === 'hiring').map((p) => `${p.title}\n${p.description}`).join('\n');
    for (const phrase of ['Cần thợ nail gấp', 'tip cao', 'khách Mỹ trắng', 'có chỗ ở', 'chia 6/4', '/tuần', '/ngày', 'thứ Hai - thứ Bảy', 'Xin gọi']) {
      expect(hiringText.toLowerCase()).toContain(phrase.toLowerCase());
    }
    const sellingText = vi.filter((p) => p.jobType === 'selling').map((p) => `${p.title}\n${p.description}`).join('\n');
    for (const phrase of ['Bán tiệm nail vùng', 'ghế', 'bàn', 'sqft', 'Rent $', '/tháng', 'Income $', 'Giá bán $', '(có thương lượng)', 'Lý do: về hưu']) {
      expect(sellingText).toContain(phrase);
    }
    for (const p of posts.filter((q) => q.jobType === 'transfer')) expect(`${p.title}\n${p.description}`).toMatch(/[Ss]ang|transfer/);
  });

  it('gives most hiring and sale posts facts the contract accepts as they are, within realistic bounds', () => {
    const problems: string[] = [];
    const outside = (value: number | null, lo: number, hi: number) => value !== null && (value < lo || value > hi);
    posts.forEach((p, i) => {
      const bad = (what: string) => problems.push(`#${i} ${p.jobType} ${what}`);
      if (p.hiring && p.jobType !== 'hiring') bad('has hiring facts');
      if (p.salon && p.jobType !== 'selling') bad('has salon facts');
      if (p.hiring) {
        const parsed = hiringFactsSchema.safeParse(p.hiring);
        if (!parsed.success) bad(`hiring facts refused: ${parsed.error.message}`);
        else if (JSON.stringify(parsed.data) !== JSON.stringify(p.hiring)) bad('hiring facts not as the API would store them');
        if (!hasHiringFacts(p.hiring) || weeklyPay(p.hiring) === null) bad('hiring facts without pay');
        const h = p.hiring;
        const [lo, hi] = h.guaranteePer === 'day' ? [120, 200] : [800, 1500];
        if (outside(h.guaranteeAmount, lo, hi)) bad(`guarantee ${h.guaranteeAmount}/${h.guaranteePer}`);
        if (outside(h.commissionPercent, 50, 70)) bad(`commission ${h.commissionPercent}`);
        if (outside(h.hourlyRate, 15, 25)) bad(`hourly ${h.hourlyRate}`);
      }
      if (p.salon) {
        const parsed = salonFactsSchema.safeParse(p.salon);
        if (!parsed.success) bad(`salon facts refused: ${parsed.error.message}`);
        else if (JSON.stringify(parsed.data) !== JSON.stringify(p.salon)) bad('salon facts not as the API would store them');
        const f = p.salon;
        if (f.askingPrice === null || outside(f.askingPrice, 30_000, 400_000)) bad(`price ${f.askingPrice}`);
        if (outside(f.monthlyRevenue, 15_000, 120_000)) bad(`revenue ${f.monthlyRevenue}`);
        if (outside(f.monthlyRent, 2_000, 12_000)) bad(`rent ${f.monthlyRent}`);
        if (outside(f.stations, 4, 20)) bad(`stations ${f.stations}`);
        if (outside(f.pedicureSpas, 3, 14)) bad(`spas ${f.pedicureSpas}`);
        if (outside(f.staffCount, 1, 40)) bad(`staff ${f.staffCount}`);
      }
    });
    expect(problems).toEqual([]);
    const hiring = posts.filter((p) => p.jobType === 'hiring');
    const selling = posts.filter((p) => p.jobType === 'selling');
    const shareOf = (list: DemoPost[], f: (p: DemoPost) => boolean) => list.filter(f).length / list.length;
    expect(shareOf(hiring, (p) => p.hiring !== null)).toBeGreaterThan(0.75);
    expect(shareOf(hiring, (p) => p.hiring !== null)).toBeLessThan(0.95);
    expect(shareOf(selling, (p) => p.salon !== null)).toBeGreaterThan(0.7);
    expect(shareOf(selling, (p) => p.salon !== null)).toBeLessThan(0.9);
    // Every kind of pay, and the other facts, each on a fair share of the posts.
    const facts = hiring.flatMap((p) => (p.hiring ? [p.hiring] : []));
    for (const type of PAY_TYPES) expect(facts.filter((f) => payTypeOf(f) === type).length).toBeGreaterThan(20);
    for (const key of ['tips', 'housing', 'licenseRequired', 'schedule', 'daysPerWeek'] as const) expect(facts.filter((f) => f[key] !== null).length).toBeGreaterThan(100);
    expect(new Set(facts.flatMap((f) => f.skills))).toEqual(new Set(NAIL_SKILLS));
    const salons = selling.flatMap((p) => (p.salon ? [p.salon] : []));
    for (const key of ['reasonForSelling', 'financing', 'staffCount'] as const) expect(salons.filter((f) => f[key] !== null).length).toBeGreaterThan(20);
  });

  it('varies the weekly pay, from part-time hourly work to the best guarantees', () => {
    const pays = posts.map((p) => weeklyPay(p.hiring)).filter((pay): pay is number => pay !== null);
    expect(new Set(pays).size).toBeGreaterThan(30);
    expect(Math.min(...pays)).toBeLessThan(600);
    expect(Math.max(...pays)).toBeGreaterThanOrEqual(1_300);
    // The benchmark's weeklyPayFrom=800 keeps a good share, neither all nor none.
    const share = pays.filter((pay) => pay >= 800).length / pays.length;
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThan(0.9);
  });

  it('states the facts in the Vietnamese text too, so text and facts agree', () => {
    const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
    const problems: string[] = [];
    posts.forEach((p, i) => {
      if (p.language !== 'vi') return;
      const text = `${p.title}\n${p.description}`;
      const missing = (what: string) => problems.push(`#${i} says no ${what}`);
      const h = p.hiring;
      if (h) {
        if (h.guaranteePer === 'day' && h.guaranteeAmount !== null && !text.includes(`${usd(h.guaranteeAmount)}/ngày`)) missing(`${h.guaranteeAmount}/ngày`);
        if (h.guaranteePer === 'week' && h.guaranteeAmount !== null && !text.includes(`${usd(h.guaranteeAmount)}-`)) missing(`${h.guaranteeAmount}/tuần`);
        if (h.hourlyRate !== null && !text.includes(`${usd(h.hourlyRate)}/giờ`)) missing(`${h.hourlyRate}/giờ`);
        if (h.commissionPercent !== null && !/chia \d+\/\d+/i.test(text)) missing('commission');
        if (h.housing && !/chỗ ở|nhà cho thợ/i.test(text)) missing('housing');
        if (h.tips && !/tip/i.test(text)) missing('tips');
      }
      const f = p.salon;
      if (f) {
        if (f.askingPrice !== null && !text.includes(usd(f.askingPrice))) missing(`price ${f.askingPrice}`);
        if (f.monthlyRevenue !== null && !text.includes(`$${f.monthlyRevenue / 1000}k`)) missing(`revenue ${f.monthlyRevenue}`);
        if (f.monthlyRent !== null && !text.includes(`Rent ${usd(f.monthlyRent)}`)) missing(`rent ${f.monthlyRent}`);
        if (f.stations !== null && !text.includes(`${f.stations} bàn`)) missing(`${f.stations} bàn`);
        if (f.staffCount !== null && !text.includes(`${f.staffCount} thợ`)) missing(`${f.staffCount} thợ`);
        if (f.reasonForSelling !== null && !text.includes(f.reasonForSelling)) missing(`reason ${f.reasonForSelling}`);
        if (f.financing && !text.includes('cho góp')) missing('financing');
      }
    });
    expect(problems).toEqual([]);
  });

  it('names in its text only the number callers reach: the salon phone, else the owner’s (issue 36)', () => {
    const owners = demoOwners(120, 20240611);
    const wrong: string[] = [];
    posts.forEach((p, i) => {
      const reached = contactPhone(p.storePhone, owners[p.ownerKey].phone);
      const named = phonesInText(`${p.title}\n${p.description}`);
      if (named.some((phone) => phone !== reached)) wrong.push(`#${i} names ${named.join(', ')}, calls reach ${reached}`);
    });
    expect(wrong).toEqual([]);
    // Most ads do name a number, so the check above has something to hold.
    expect(share((p) => phonesInText(p.description).length > 0)).toBeGreaterThan(0.5);
  });

  it('does not read repetitively: most titles and descriptions are unique', () => {
    const first = posts.slice(0, 300);
    expect(new Set(first.map((p) => p.title)).size).toBeGreaterThanOrEqual(0.6 * first.length);
    expect(new Set(first.map((p) => p.description)).size).toBe(first.length);
  });

  it('refuses counts it cannot honour', () => {
    expect(() => generateDemoPosts(-1, { seed: 1, owners: 5 })).toThrow(RangeError);
    expect(() => generateDemoPosts(5, { seed: 1, owners: 0 })).toThrow(RangeError);
    expect(() => demoOwners(1.5, 1)).toThrow(RangeError);
    expect(generateDemoPosts(0, { seed: 1, owners: 5 })).toEqual([]);
  });
});
