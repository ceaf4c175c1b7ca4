import { formatDate } from './format-date';
import {
  addMonths,
  BASIC_LONG_MONTHS,
  BASIC_SHORT_MONTHS,
  basicDurationMonths,
  BUMP_INTERVAL_DAYS,
  compareForListing,
  effectiveBumpAt,
  effectivePriority,
  expiryClass,
  isExpired,
  isListedInState,
  isPubliclyListed,
  JOB_TYPES,
  packageTier,
  parseJobType,
  PRIORITY_ADDONS,
  priorityRank,
  showsPaidMedia,
  showsVipBadge,
  type PriorityAddon,
  type RankedPost,
} from './listing-rules';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2025-03-15T12:00:00.000Z');
const daysFromNow = (days: number): Date => new Date(NOW.getTime() + days * DAY);
const iso = (date: Date): string => date.toISOString();

describe('job types', () => {
  it('lists the three types', () => {
    expect(JOB_TYPES).toEqual(['hiring', 'selling', 'transfer']);
  });

  it.each([
    ['hiring', 'hiring'],
    ['selling', 'selling'],
    ['transfer', 'transfer'],
    ['  HIRING ', 'hiring'],
    ['Selling', 'selling'],
    ['TRANSFER\n', 'transfer'],
    ['Cần thợ', 'hiring'],
    ['cần thợ', 'hiring'],
    ['CẦN THỢ', 'hiring'],
    ['  Cần   thợ  ', 'hiring'],
    ['can tho', 'hiring'],
    ['Can Tho', 'hiring'],
    ['Bán tiệm', 'selling'],
    ['BÁN TIỆM', 'selling'],
    ['ban tiem', 'selling'],
    ['Ban Tiem', 'selling'],
  ])('%j -> %s', (input, expected) => {
    expect(parseJobType(input)).toBe(expected);
  });

  it('accepts the Vietnamese labels in either Unicode normalisation form', () => {
    for (const label of ['Cần thợ', 'CẦN THỢ']) {
      expect(parseJobType(label.normalize('NFC'))).toBe('hiring');
      expect(parseJobType(label.normalize('NFD'))).toBe('hiring');
    }
    for (const label of ['Bán tiệm', 'BÁN TIỆM']) {
      expect(parseJobType(label.normalize('NFC'))).toBe('selling');
      expect(parseJobType(label.normalize('NFD'))).toBe('selling');
    }
    // Sanity: the two forms really are different strings.
    expect('Cần thợ'.normalize('NFD')).not.toBe('Cần thợ'.normalize('NFC'));
  });

  it.each(['all', 'ALL', '', '   ', 'hire', 'sell', 'hiring,selling', 'cần', 'thợ', 'cần tho', 'bán tiem', 'can-tho', 'cantho', 'Sang tiệm'])(
    'refuses %j',
    (input) => {
      expect(parseJobType(input)).toBeNull();
    },
  );

  // Issue 38, finding 10: the alias table was a plain object, so these answered Object.prototype or
  // its constructor, which the API took for a job type and failed on (500).
  it.each(['__proto__', 'constructor', 'CONSTRUCTOR', ' __proto__ ', 'toString', 'tostring', 'hasownproperty', 'valueof', 'isprototypeof', '__definegetter__'])(
    'refuses the name of an inherited property, %j',
    (input) => {
      expect(parseJobType(input)).toBeNull();
    },
  );

  it('refuses non-strings that reach it at runtime', () => {
    expect(parseJobType(undefined as unknown as string)).toBeNull();
    expect(parseJobType(null as unknown as string)).toBeNull();
  });
});

describe('addMonths', () => {
  it.each([
    ['2025-01-15T00:00:00.000Z', 1, '2025-02-15T00:00:00.000Z'],
    ['2025-01-31T00:00:00.000Z', 1, '2025-02-28T00:00:00.000Z'],
    ['2024-01-31T00:00:00.000Z', 1, '2024-02-29T00:00:00.000Z'],
    ['2025-03-31T08:30:15.250Z', 1, '2025-04-30T08:30:15.250Z'],
    ['2025-08-31T00:00:00.000Z', 6, '2026-02-28T00:00:00.000Z'],
    ['2025-11-30T23:59:59.999Z', 3, '2026-02-28T23:59:59.999Z'],
    ['2025-12-15T00:00:00.000Z', 1, '2026-01-15T00:00:00.000Z'],
    ['2025-01-15T00:00:00.000Z', 12, '2026-01-15T00:00:00.000Z'],
    ['2024-02-29T00:00:00.000Z', 12, '2025-02-28T00:00:00.000Z'],
    ['2025-03-31T00:00:00.000Z', -1, '2025-02-28T00:00:00.000Z'],
    ['2025-01-15T00:00:00.000Z', -13, '2023-12-15T00:00:00.000Z'],
    ['2025-05-20T00:00:00.000Z', 0, '2025-05-20T00:00:00.000Z'],
  ])('%s + %d months = %s', (from, months, expected) => {
    expect(iso(addMonths(new Date(from), months))).toBe(expected);
  });

  it('uses UTC, not the local day', () => {
    // Late on Jan 31 in the US is already Feb 1 in UTC: the UTC date is the one that counts.
    expect(iso(addMonths(new Date('2025-02-01T03:00:00.000Z'), 1))).toBe('2025-03-01T03:00:00.000Z');
  });

  it('does not change its argument', () => {
    const date = new Date('2025-01-31T00:00:00.000Z');
    addMonths(date, 1);
    expect(iso(date)).toBe('2025-01-31T00:00:00.000Z');
  });

  it('refuses a fractional number of months', () => {
    expect(() => addMonths(NOW, 1.5)).toThrow(RangeError);
    expect(() => addMonths(NOW, Number.NaN)).toThrow(RangeError);
  });
});

describe('isExpired', () => {
  it('is expired at and after expiresAt when the post has a duration', () => {
    expect(isExpired({ duration: 1, expiresAt: NOW }, NOW)).toBe(true);
    expect(isExpired({ duration: 1, expiresAt: new Date(NOW.getTime() - 1) }, NOW)).toBe(true);
    expect(isExpired({ duration: 6, expiresAt: daysFromNow(-30) }, NOW)).toBe(true);
  });

  it('is not expired before expiresAt', () => {
    expect(isExpired({ duration: 1, expiresAt: new Date(NOW.getTime() + 1) }, NOW)).toBe(false);
  });

  it('never expires without a duration or without a date', () => {
    expect(isExpired({ duration: 0, expiresAt: daysFromNow(-30) }, NOW)).toBe(false);
    expect(isExpired({ duration: 1, expiresAt: null }, NOW)).toBe(false);
  });
});

describe('expiryClass', () => {
  it.each([
    [30, 'safe'],
    [7, 'safe'],
    [6.999, 'warning'],
    [3, 'warning'],
    [2.999, 'urgent'],
    [1, 'urgent'],
    [0.999, 'critical'],
    [1 / (24 * 60), 'critical'],
    [0, 'expired'],
    [-0.5, 'expired'],
    [-40, 'expired'],
  ])('%d days left -> %s', (days, expected) => {
    expect(expiryClass(daysFromNow(days), NOW)).toBe(expected);
  });

  it('is unknown without a date, or with an invalid one', () => {
    expect(expiryClass(null, NOW)).toBe('unknown');
    expect(expiryClass(new Date('not a date'), NOW)).toBe('unknown');
  });
});

// The English form of the one date format: the UTC day, so every viewer sees the same day.
describe("formatDate's English day", () => {
  it.each([
    ['2025-03-05T12:00:00.000Z', '03/05/2025'],
    ['2025-12-31T23:59:59.999Z', '12/31/2025'],
    ['2026-01-01T00:00:00.000Z', '01/01/2026'],
    // 7 pm in Houston on Mar 4 is Mar 5 in UTC; the UTC day is shown.
    ['2025-03-05T01:00:00.000Z', '03/05/2025'],
    ['0999-07-04T00:00:00.000Z', '07/04/0999'],
  ])('%s -> %s', (date, expected) => {
    expect(formatDate(new Date(date), 'en')).toBe(expected);
  });
});

describe('isPubliclyListed', () => {
  const listed = { isActive: true, isPaused: false, deletedAt: null, duration: 1, expiresAt: daysFromNow(10) };

  it('lists an active, unpaused, undeleted, unexpired post', () => {
    expect(isPubliclyListed(listed, NOW)).toBe(true);
    expect(isPubliclyListed({ ...listed, duration: 0, expiresAt: null }, NOW)).toBe(true);
  });

  it.each([
    ['inactive', { isActive: false }],
    ['paused', { isPaused: true }],
    ['deleted', { deletedAt: daysFromNow(-1) }],
    ['expired', { expiresAt: daysFromNow(-1) }],
    ['expiring right now', { expiresAt: NOW }],
  ])('does not list a post that is %s', (_, change) => {
    expect(isPubliclyListed({ ...listed, ...change }, NOW)).toBe(false);
  });
});

describe('basicDurationMonths', () => {
  const owner = new Date('2025-01-31T10:00:00.000Z');

  it('gives 6 months to posts made within 6 calendar months of sign-up', () => {
    expect(BASIC_LONG_MONTHS).toBe(6);
    expect(basicDurationMonths(owner, owner)).toBe(6);
    expect(basicDurationMonths(owner, new Date('2025-05-01T00:00:00.000Z'))).toBe(6);
    // Jan 31 + 6 months is clamped to Jul 31; the last instant before it still counts.
    expect(basicDurationMonths(owner, new Date('2025-07-31T09:59:59.999Z'))).toBe(6);
  });

  it('gives 1 month from 6 calendar months after sign-up on', () => {
    expect(BASIC_SHORT_MONTHS).toBe(1);
    expect(basicDurationMonths(owner, new Date('2025-07-31T10:00:00.000Z'))).toBe(1);
    expect(basicDurationMonths(owner, new Date('2026-03-01T00:00:00.000Z'))).toBe(1);
  });

  it('clamps the month end: an Aug 31 sign-up gets 6 months until Feb 28', () => {
    const lateAugust = new Date('2025-08-31T00:00:00.000Z');
    expect(basicDurationMonths(lateAugust, new Date('2026-02-27T23:59:59.999Z'))).toBe(6);
    expect(basicDurationMonths(lateAugust, new Date('2026-02-28T00:00:00.000Z'))).toBe(1);
  });
});

describe('package tiers', () => {
  it.each([
    [{ isVip: false }, 'free'],
    [{ isVip: false, vipDuration: 12 }, 'free'],
    [{ isVip: true, vipDuration: 3 }, 'vip'],
    [{ isVip: true, vipDuration: 6 }, 'vvip'],
    [{ isVip: true, vipDuration: 12 }, 'super_vip'],
    [{ isVip: true, vipDuration: 1 }, 'vip'],
    [{ isVip: true, vipDuration: 0 }, 'vip'],
    [{ isVip: true, vipDuration: null }, 'vip'],
    [{ isVip: true }, 'vip'],
  ])('%j -> %s', (post, expected) => {
    expect(packageTier(post)).toBe(expected);
  });

  it('shows the VIP badge on an unexpired paid tier only', () => {
    const vip = { isVip: true, vipDuration: 6, duration: 6, expiresAt: daysFromNow(20) };
    expect(showsVipBadge(vip, NOW)).toBe(true);
    expect(showsVipBadge({ ...vip, vipDuration: null }, NOW)).toBe(true);
    expect(showsVipBadge({ ...vip, expiresAt: daysFromNow(-1) }, NOW)).toBe(false);
    expect(showsVipBadge({ ...vip, expiresAt: NOW }, NOW)).toBe(false);
    expect(showsVipBadge({ ...vip, isVip: false }, NOW)).toBe(false);
    expect(showsVipBadge({ ...vip, duration: 0, expiresAt: daysFromNow(-1) }, NOW)).toBe(true);
  });
});

describe('priority add-ons', () => {
  it('ranks the add-ons', () => {
    expect(PRIORITY_ADDONS).toEqual(['none', 'diamond1', 'diamond2', 'diamond3']);
    expect(PRIORITY_ADDONS.map(priorityRank)).toEqual([0, 1, 2, 3]);
    expect(priorityRank('gold' as PriorityAddon)).toBe(0);
    expect(priorityRank('toString' as PriorityAddon)).toBe(0);
  });

  it('counts an add-on only while it is paid', () => {
    expect(effectivePriority({ priorityAddon: 'diamond3', priorityEndsAt: daysFromNow(5) }, NOW)).toBe('diamond3');
    expect(effectivePriority({ priorityAddon: 'diamond2', priorityEndsAt: new Date(NOW.getTime() + 1) }, NOW)).toBe('diamond2');
    expect(effectivePriority({ priorityAddon: 'diamond3', priorityEndsAt: NOW }, NOW)).toBe('none');
    expect(effectivePriority({ priorityAddon: 'diamond3', priorityEndsAt: daysFromNow(-5) }, NOW)).toBe('none');
    expect(effectivePriority({ priorityAddon: 'diamond1', priorityEndsAt: null }, NOW)).toBe('none');
    expect(effectivePriority({ priorityAddon: 'none', priorityEndsAt: daysFromNow(5) }, NOW)).toBe('none');
  });
});

describe('effectiveBumpAt', () => {
  const bumpedAt = daysFromNow(-31);
  const paid = { createdAt: bumpedAt, bumpedAt, priorityEndsAt: daysFromNow(60) };

  it('is bumped every 15 days while diamond1 or diamond2 is paid', () => {
    expect(BUMP_INTERVAL_DAYS).toBe(15);
    expect(iso(effectiveBumpAt({ ...paid, priorityAddon: 'diamond1' }, NOW))).toBe(iso(daysFromNow(-1)));
    expect(iso(effectiveBumpAt({ ...paid, priorityAddon: 'diamond2' }, NOW))).toBe(iso(daysFromNow(-1)));
  });

  it.each([
    [0, 0],
    [14.99, 0],
    [15, 15],
    [29.99, 15],
    [30, 30],
    [45, 45],
    [100, 90],
  ])('%d days after the real bump it counts as bumped %d days after it', (elapsed, bumps) => {
    const start = new Date(NOW.getTime() - elapsed * DAY);
    const post = { bumpedAt: start, priorityAddon: 'diamond1' as const, priorityEndsAt: daysFromNow(365) };
    expect(iso(effectiveBumpAt(post, NOW))).toBe(iso(new Date(start.getTime() + bumps * DAY)));
  });

  it('stops at the end of the paid period and keeps the last bump afterwards', () => {
    // Paid for 20 days from the real bump: one re-bump at day 15, none at day 30.
    const post = { bumpedAt, priorityAddon: 'diamond2' as const, priorityEndsAt: new Date(bumpedAt.getTime() + 20 * DAY) };
    expect(iso(effectiveBumpAt(post, NOW))).toBe(iso(new Date(bumpedAt.getTime() + 15 * DAY)));
    // Ending exactly on a mark still counts that mark.
    const onMark = { ...post, priorityEndsAt: new Date(bumpedAt.getTime() + 30 * DAY) };
    expect(iso(effectiveBumpAt(onMark, NOW))).toBe(iso(new Date(bumpedAt.getTime() + 30 * DAY)));
  });

  it('keeps the real bump for other add-ons, unpaid posts and a manual bump after the period', () => {
    expect(effectiveBumpAt({ ...paid, priorityAddon: 'diamond3' }, NOW)).toBe(bumpedAt);
    expect(effectiveBumpAt({ ...paid, priorityAddon: 'none' }, NOW)).toBe(bumpedAt);
    expect(effectiveBumpAt({ ...paid, priorityAddon: 'diamond1', priorityEndsAt: null }, NOW)).toBe(bumpedAt);
    const bumpedAfterEnd = { bumpedAt: daysFromNow(-2), priorityAddon: 'diamond1' as const, priorityEndsAt: daysFromNow(-10) };
    expect(effectiveBumpAt(bumpedAfterEnd, NOW)).toBe(bumpedAfterEnd.bumpedAt);
    const bumpedInFuture = { bumpedAt: daysFromNow(1), priorityAddon: 'diamond1' as const, priorityEndsAt: daysFromNow(30) };
    expect(effectiveBumpAt(bumpedInFuture, NOW)).toBe(bumpedInFuture.bumpedAt);
  });
});

describe('compareForListing', () => {
  const post = (id: number, createdDaysAgo: number, priorityAddon: PriorityAddon = 'none', priorityEndsAt: Date | null = null): RankedPost => {
    const createdAt = daysFromNow(-createdDaysAgo);
    return { id, createdAt, bumpedAt: createdAt, priorityAddon, priorityEndsAt };
  };
  const order = (posts: RankedPost[]): number[] => [...posts].sort((a, b) => compareForListing(a, b, NOW)).map((p) => p.id);

  it('orders a realistic mix', () => {
    const posts = [
      post(1, 2), // plain, 2 days old
      post(2, 10), // plain, 10 days old
      post(3, 1, 'diamond3', daysFromNow(-1)), // diamond3 that ran out yesterday: ranks as none
      post(4, 31, 'diamond1', daysFromNow(30)), // diamond1: effective bump createdAt + 30 days = 1 day ago
      post(5, 40, 'diamond3', daysFromNow(5)), // paid diamond3, old
      post(6, 3, 'diamond2', daysFromNow(20)), // paid diamond2
      post(7, 20, 'diamond2', daysFromNow(20)), // paid diamond2, re-bumped 5 days ago
      post(8, 2), // plain, same age as 1 but a higher id
      post(9, 5, 'diamond1', null), // diamond1 never paid: ranks as none
    ];
    // diamond3 (5); diamond2 by effective bump (6: 3 days ago, 7: 5 days ago); then the rest by
    // effective bump: 3 (1 day), 8 and 1 (2 days, higher id first), 9 (5), 2 (10). Post 4 is diamond1
    // paid, so it sits between the diamond2 posts and the plain ones.
    expect(order(posts)).toEqual([5, 6, 7, 4, 3, 8, 1, 9, 2]);
  });

  it('counts the 31-day-old diamond1 as bumped at createdAt + 30 days, ahead of a 10-day-old plain post even after the add-on ends', () => {
    const diamondBumpedAt = effectiveBumpAt(post(4, 31, 'diamond1', daysFromNow(30)), NOW);
    expect(iso(diamondBumpedAt)).toBe(iso(daysFromNow(-1)));
    // Once its add-on has ended it ranks as none but keeps that bump, still ahead of the plain post.
    const ended = post(4, 31, 'diamond1', daysFromNow(-0.5));
    expect(order([post(2, 10), ended])).toEqual([4, 2]);
    expect(iso(effectiveBumpAt(ended, NOW))).toBe(iso(daysFromNow(-1)));
  });

  it('breaks ties by the higher id and is consistent both ways', () => {
    const a = post(10, 4);
    const b = post(11, 4);
    expect(compareForListing(a, b, NOW)).toBeGreaterThan(0);
    expect(compareForListing(b, a, NOW)).toBeLessThan(0);
    expect(compareForListing(a, a, NOW)).toBe(0);
  });
});

describe('isListedInState', () => {
  const base = { state: 'TX', isNationwide: false, selectedStates: ['CA', 'fl'], stateAddonEndsAt: daysFromNow(10) };

  it('always lists a post in its own state, case-insensitively', () => {
    expect(isListedInState(base, 'TX', NOW)).toBe(true);
    expect(isListedInState(base, ' tx ', NOW)).toBe(true);
    expect(isListedInState({ ...base, state: 'tx', stateAddonEndsAt: null }, 'TX', NOW)).toBe(true);
  });

  it('lists it in the selected states while the add-on is paid', () => {
    expect(isListedInState(base, 'CA', NOW)).toBe(true);
    expect(isListedInState(base, 'FL', NOW)).toBe(true);
    expect(isListedInState(base, 'ca', NOW)).toBe(true);
    expect(isListedInState(base, 'NY', NOW)).toBe(false);
  });

  it('lists it only in its own state once the add-on has ended or was never paid', () => {
    expect(isListedInState({ ...base, stateAddonEndsAt: NOW }, 'CA', NOW)).toBe(false);
    expect(isListedInState({ ...base, stateAddonEndsAt: daysFromNow(-1) }, 'CA', NOW)).toBe(false);
    expect(isListedInState({ ...base, stateAddonEndsAt: null }, 'CA', NOW)).toBe(false);
    expect(isListedInState({ ...base, stateAddonEndsAt: daysFromNow(-1) }, 'TX', NOW)).toBe(true);
  });

  it('lists a paid nationwide post with no selected states everywhere', () => {
    const nationwide = { ...base, isNationwide: true, selectedStates: [] };
    expect(isListedInState(nationwide, 'NY', NOW)).toBe(true);
    expect(isListedInState(nationwide, 'wa', NOW)).toBe(true);
    expect(isListedInState({ ...nationwide, selectedStates: ['', '  '] }, 'NY', NOW)).toBe(true);
    expect(isListedInState({ ...nationwide, stateAddonEndsAt: daysFromNow(-1) }, 'NY', NOW)).toBe(false);
  });

  it('limits a nationwide post with selected states to those states', () => {
    const picked = { ...base, isNationwide: true };
    expect(isListedInState(picked, 'CA', NOW)).toBe(true);
    expect(isListedInState(picked, 'NY', NOW)).toBe(false);
  });

  it('matches nothing for a blank searched state', () => {
    expect(isListedInState({ ...base, isNationwide: true, selectedStates: [] }, '', NOW)).toBe(false);
    expect(isListedInState({ ...base, state: '' }, ' ', NOW)).toBe(false);
  });
});

describe('showsPaidMedia', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('shows media only while the photo/video add-on runs', () => {
    expect(showsPaidMedia({ photoVideoAddon: false, photoVideoEndsAt: null }, now)).toBe(false);
    expect(showsPaidMedia({ photoVideoAddon: true, photoVideoEndsAt: null }, now)).toBe(true);
    expect(showsPaidMedia({ photoVideoAddon: true, photoVideoEndsAt: new Date('2026-11-23T00:00:00Z') }, now)).toBe(true);
    expect(showsPaidMedia({ photoVideoAddon: true, photoVideoEndsAt: now }, now)).toBe(false);
  });
});
