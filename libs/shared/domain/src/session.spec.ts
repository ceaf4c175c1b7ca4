import { refreshDelayMs, tokenExpiryMs } from './session';

/** Spec 01 section 9: "minimum delay 60 s", pinned here rather than read from the code under test. */
const MIN_REFRESH_DELAY_MS = 60_000;

const HOUR = 3_600_000;

describe('refresh timing (spec 01 section 4)', () => {
  const now = Date.UTC(2026, 10, 22, 12);

  it('schedules nothing while 24 h or more remain', () => {
    expect(refreshDelayMs(now + 24 * HOUR, now)).toBeNull();
    expect(refreshDelayMs(now + 72 * HOUR, now)).toBeNull();
  });

  it('refreshes one hour before expiry when under 24 h remain', () => {
    expect(refreshDelayMs(now + 2 * HOUR, now)).toBe(HOUR);
    expect(refreshDelayMs(now + 23 * HOUR, now)).toBe(22 * HOUR);
  });

  it('never sooner than 60 s, even for an expired token', () => {
    expect(refreshDelayMs(now + HOUR, now)).toBe(MIN_REFRESH_DELAY_MS);
    expect(refreshDelayMs(now + 30 * 60_000, now)).toBe(MIN_REFRESH_DELAY_MS);
    expect(refreshDelayMs(now - HOUR, now)).toBe(MIN_REFRESH_DELAY_MS);
  });
});

describe('tokenExpiryMs', () => {
  const jwt = (payload: unknown) =>
    `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

  it('reads exp (seconds) as milliseconds, base64url with or without padding', () => {
    expect(tokenExpiryMs(jwt({ exp: 1_800_000_000, sub: '1' }))).toBe(1_800_000_000_000);
    expect(tokenExpiryMs(jwt({ exp: 1_800_000_000, sub: 'ab' }))).toBe(1_800_000_000_000);
  });

  it('returns null for anything unreadable', () => {
    expect(tokenExpiryMs('not-a-token')).toBeNull();
    expect(tokenExpiryMs('a.!!!.c')).toBeNull();
    expect(tokenExpiryMs(jwt({ sub: '1' }))).toBeNull();
    expect(tokenExpiryMs(jwt({ exp: 'soon' }))).toBeNull();
  });
});
