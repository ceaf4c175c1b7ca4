import type { SavedSearch } from '@chonail/shared/contracts';
import { ALERT_RULES, nextMorning, timeZoneOfState } from '@chonail/shared/domain';
import { newClient } from '@chonail/server/auth/testing';
import type { JobPostEntity } from '../entities/job-post.entity';
import { marker } from '../listings-test-app';
import { useAlertsApp } from './alerts-test-app';

const app = useAlertsApp('alert-matching');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const HOUSTON = timeZoneOfState('TX');

/** Houston's next 8:00 plus `hours`: a local time within a day of now, so posts of then are new. */
const houstonAt = (hours: number) => new Date(nextMorning(new Date(), HOUSTON).getTime() + hours * HOUR);

const saveSearch = async (token: string, filters: Record<string, unknown>) => {
  const res = await app.call('POST', '/api/saved-searches', { token, payload: filters, ip: newClient().ip });
  if (res.statusCode !== 201) throw new Error(`save answered ${res.statusCode}: ${res.body}`);
  return res.json() as SavedSearch;
};

const matchedPosts = async (searchId: number) =>
  ((await app.data.query(`SELECT post_id FROM alert_matches WHERE saved_search_id = $1 ORDER BY post_id`, [searchId])) as Array<{ post_id: number }>).map((r) => r.post_id);

/** A deterministic generator, so a failing case can be run again (the seed is in the test's name). */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T, chance: (p: number) => next() < p };
}

const PLACES = [
  { city: 'Houston', state: 'TX', zipcode: '77036', lat: 29.7057, lng: -95.5466 },
  { city: 'Katy', state: 'TX', zipcode: '77494', lat: 29.7858, lng: -95.8245 },
  { city: 'Sugar Land', state: 'TX', zipcode: '77478', lat: 29.6197, lng: -95.6349 },
  { city: 'Dallas', state: 'TX', zipcode: '75201', lat: 32.7876, lng: -96.7994 },
  { city: 'Los Angeles', state: 'CA', zipcode: '90012', lat: 34.0614, lng: -118.2385 },
] as const;

describe('alerts (issue 39)', () => {
  const SEED = 39_2026;
  it(`match a post exactly when the saved search lists it (property test over random posts and filters, seed ${SEED})`, async () => {
    const rnd = random(SEED);
    const word = marker();
    const poster = await app.register();
    const now = houstonAt(2);
    const posts: number[] = [];
    for (let i = 0; i < 40; i++) {
      const place = rnd.pick(PLACES);
      const hiring = rnd.chance(0.65);
      const fields: Partial<JobPostEntity> = {
        ...place,
        fullAddress: `${place.city}, ${place.state} ${place.zipcode}`,
        title: `${hiring ? 'Cần thợ' : 'Bán tiệm'} ${rnd.pick(['bột', 'chân tay nước', 'gel', 'wax'])} ${word}`,
        jobType: hiring ? 'hiring' : 'selling',
        weeklyPay: hiring && rnd.chance(0.7) ? rnd.pick([700, 900, 1100, 1300, 1600]) : null,
        askingPrice: !hiring && rnd.chance(0.8) ? rnd.pick([40_000, 80_000, 150_000]) : null,
        areaSqFt: !hiring && rnd.chance(0.6) ? rnd.pick([800, 1200, 2000]) : null,
        isPaused: rnd.chance(0.1),
        expiresAt: rnd.chance(0.1) ? new Date(Date.now() - DAY) : new Date(Date.now() + 90 * DAY),
        createdAt: now,
        updatedAt: now,
        bumpedAt: now,
      };
      // A few paid multi-state posts, listed in the states they chose (or everywhere).
      if (rnd.chance(0.12)) Object.assign(fields, { isNationwide: true, selectedStates: rnd.chance(0.5) ? ['CA'] : [], stateAddonEndsAt: new Date(Date.now() + 30 * DAY) });
      posts.push(await app.insertPost(poster.user.id, fields));
    }

    const searches: Array<{ filters: Record<string, unknown>; saved: SavedSearch }> = [];
    for (let i = 0; i < 24; i++) {
      const filters: Record<string, unknown> = { search: word };
      const where = rnd.next();
      if (where < 0.3) Object.assign(filters, { state: 'TX', city: rnd.pick(['Houston', 'Dallas', 'Katy']) });
      else if (where < 0.45) Object.assign(filters, { zip: '77036' });
      else if (where < 0.65) Object.assign(filters, { state: rnd.pick(['TX', 'CA']) });
      if (filters['city'] || filters['zip']) {
        if (rnd.chance(0.4)) filters['maxDistance'] = rnd.pick([20, 50, 100]);
      }
      const type = rnd.next();
      if (type < 0.3) filters['jobType'] = 'hiring';
      else if (type < 0.5) filters['jobType'] = 'selling';
      const money = rnd.next();
      if (money < 0.3) filters['weeklyPayFrom'] = rnd.pick([800, 1000, 1500]);
      else if (money < 0.5) Object.assign(filters, rnd.chance(0.5) ? { priceTo: 100_000 } : { priceFrom: 50_000 });
      if (rnd.chance(0.15)) Object.assign(filters, { salonAreaFrom_0: 1000, salonAreaTo_0: 2500 });
      if (rnd.chance(0.15)) filters['search'] = `${word} bột`;
      // One person a search: a post is told to a person once, whichever of their searches found it.
      const seeker = await app.register();
      searches.push({ filters, saved: await saveSearch(seeker.token, filters) });
    }

    await app.runAlerts(now);

    for (const { filters, saved } of searches) {
      const query = new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)] as [string, string]));
      const listed = (await app.paged(query.toString(), { limit: 50 })).filter((id) => posts.includes(id)).sort((a, b) => a - b);
      expect({ filters, matched: await matchedPosts(saved.id) }).toEqual({ filters, matched: listed });
    }
    // The property is not empty: some searches matched some posts, and some posts matched nothing.
    const all = ((await app.data.query(`SELECT DISTINCT post_id FROM alert_matches WHERE post_id = ANY($1::int[])`, [posts])) as unknown[]).length;
    expect(all).toBeGreaterThan(5);
    expect(all).toBeLessThan(posts.length);
  });

  it(`sends instant alerts up to ${ALERT_RULES.instantPerDay} a day, keeps quiet hours, and folds the rest into the morning text`, async () => {
    const word = marker();
    const seeker = await app.register();
    const poster = await app.register();
    await saveSearch(seeker.token, { state: 'TX', search: word });
    const post = (at: Date, n: number) => app.insertPost(poster.user.id, { title: `Cần thợ số ${n} ${word}`, createdAt: at, updatedAt: at, bumpedAt: at });

    // 10:00, 10:10, ... in Houston: one text a post, until the day's three.
    for (let n = 0; n < 5; n++) {
      const at = houstonAt(2 + n / 6);
      await post(at, n);
      await app.runAlerts(at);
    }
    expect(await app.alertTexts(seeker.phone)).toHaveLength(ALERT_RULES.instantPerDay);

    // 22:00: quiet hours; a new post waits too.
    const night = houstonAt(14);
    await post(night, 5);
    await app.runAlerts(night);
    expect(await app.alertTexts(seeker.phone)).toHaveLength(ALERT_RULES.instantPerDay);

    // 8:00 the next day: one text for the three that waited.
    const morning = houstonAt(24);
    await app.runAlerts(morning);
    const texts = await app.alertTexts(seeker.phone);
    expect(texts).toHaveLength(ALERT_RULES.instantPerDay + 1);
    expect(texts[0]).toContain('3 tin mới');
    await app.runAlerts(new Date(morning.getTime() + 60_000));
    expect(await app.alertTexts(seeker.phone)).toHaveLength(ALERT_RULES.instantPerDay + 1);
  });

  it('sends a daily search one digest at 8:00 with what matched before it, in English for an English user', async () => {
    const word = marker();
    const seeker = await app.register();
    const poster = await app.register();
    const res = await app.call('POST', '/api/saved-searches', { token: seeker.token, payload: { state: 'TX', search: word, frequency: 'daily' }, headers: { cookie: 'language=en' }, ip: newClient().ip });
    expect(res.statusCode).toBe(201);
    const evening = houstonAt(-10); // 22:00 the evening before
    for (let n = 0; n < 2; n++) await app.insertPost(poster.user.id, { title: `Nail tech wanted ${n} ${word}`, weeklyPay: 1200, createdAt: evening, updatedAt: evening, bumpedAt: evening });
    await app.runAlerts(evening);
    expect(await app.alertTexts(seeker.phone)).toEqual([]);

    await app.runAlerts(houstonAt(0));
    const [digest] = await app.alertTexts(seeker.phone);
    expect(digest).toMatch(/^Cho Nail: 2 new posts for you\. Nail tech wanted \d .* \$1,200\/wk, Houston, TX\. See: http\S+\/s\/[A-Za-z0-9_-]{22} Stop: reply STOP$/);

    // A post at 10:00 waits for tomorrow's digest.
    const ten = houstonAt(2);
    await app.insertPost(poster.user.id, { title: `Nail tech wanted later ${word}`, createdAt: ten, updatedAt: ten, bumpedAt: ten });
    await app.runAlerts(ten);
    expect(await app.alertTexts(seeker.phone)).toHaveLength(1);
    await app.runAlerts(houstonAt(24));
    expect(await app.alertTexts(seeker.phone)).toHaveLength(2);
  });

  it('never tells a person about a post twice: runs at once, a doubled job, a resumed post, two searches finding it', async () => {
    const word = marker();
    const seekers = await Promise.all(Array.from({ length: 6 }, () => app.register()));
    const poster = await app.register();
    for (const seeker of seekers) {
      await saveSearch(seeker.token, { state: 'TX', search: word });
      await saveSearch(seeker.token, { city: 'Houston', state: 'TX', search: word });
    }
    const now = houstonAt(3);
    const postId = await app.insertPost(poster.user.id, { title: `Cần thợ gấp ${word}`, createdAt: now, updatedAt: now, bumpedAt: now });
    // Four runs at once, as two workers and an operator's alerts:run would.
    await Promise.all([app.runAlerts(now), app.runAlerts(now), app.runAlerts(now), app.runAlerts(now)]);
    for (const seeker of seekers) expect(await app.alertTexts(seeker.phone)).toHaveLength(1);

    // The post is paused and resumed (a new version, matched again): nobody is told again.
    await app.data.query(`UPDATE job_posts SET is_paused = true, updated_at = $2 WHERE id = $1`, [postId, new Date(now.getTime() + 60_000)]);
    await app.runAlerts(new Date(now.getTime() + 60_000));
    await app.data.query(`UPDATE job_posts SET is_paused = false, updated_at = $2 WHERE id = $1`, [postId, new Date(now.getTime() + 120_000)]);
    await app.runAlerts(new Date(now.getTime() + 120_000));
    for (const seeker of seekers) expect(await app.alertTexts(seeker.phone)).toHaveLength(1);
    const [counts] = (await app.data.query(`SELECT count(*)::int AS matches, count(DISTINCT message_id)::int AS texts FROM alert_matches WHERE post_id = $1`, [postId])) as Array<{ matches: number; texts: number }>;
    expect(counts).toEqual({ matches: seekers.length, texts: seekers.length });
  });

  it('sends nothing while staff have paused alerts, and everything once they resume', async () => {
    const word = marker();
    const seeker = await app.register();
    const poster = await app.register();
    await saveSearch(seeker.token, { state: 'TX', search: word });
    const now = houstonAt(4);
    await app.insertPost(poster.user.id, { title: `Cần thợ ${word}`, createdAt: now, updatedAt: now, bumpedAt: now });
    await app.data.query(`INSERT INTO site_settings (key, value) VALUES ('alerts_paused', 'true'::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
    try {
      expect(await app.runAlerts(now)).toMatchObject({ sent: 0 });
      expect(await app.alertTexts(seeker.phone)).toEqual([]);
    } finally {
      await app.data.query(`UPDATE site_settings SET value = 'false'::jsonb WHERE key = 'alerts_paused'`);
    }
    await app.runAlerts(new Date(now.getTime() + 60_000));
    expect(await app.alertTexts(seeker.phone)).toHaveLength(1);
  });
});
