import { defaultRevenueRange, lastDays, periodLabels, postStaffStatus, staffAccountRefusal } from './admin-rules';

describe('staffAccountRefusal', () => {
  it('refuses an admin acting on their own account', () => {
    expect(staffAccountRefusal({ id: 7, role: 'admin', blocked: false }, 7, 3)).toBe('self');
  });

  it('refuses taking out the last active admin, allows one of several', () => {
    expect(staffAccountRefusal({ id: 8, role: 'admin', blocked: false }, 7, 1)).toBe('last_admin');
    expect(staffAccountRefusal({ id: 8, role: 'admin', blocked: false }, 7, 2)).toBeNull();
  });

  it('allows removing a blocked admin or a user whoever is left', () => {
    expect(staffAccountRefusal({ id: 8, role: 'admin', blocked: true }, 7, 1)).toBeNull();
    expect(staffAccountRefusal({ id: 8, role: 'user', blocked: false }, 7, 1)).toBeNull();
  });
});

describe('postStaffStatus', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const base = { hiddenAt: null, isPaused: false, duration: 6, expiresAt: '2026-12-25T00:00:00Z' };
  it('reads hidden, then expired, then paused, else active', () => {
    expect(postStaffStatus(base, now)).toBe('active');
    expect(postStaffStatus({ ...base, isPaused: true }, now)).toBe('paused');
    expect(postStaffStatus({ ...base, isPaused: true, expiresAt: '2026-11-25T12:00:00Z' }, now)).toBe('expired');
    expect(postStaffStatus({ ...base, hiddenAt: '2026-11-01T00:00:00Z', expiresAt: '2026-01-01T00:00:00Z' }, now)).toBe('hidden');
  });

  it('never expires a post without a duration', () => {
    expect(postStaffStatus({ ...base, duration: 0, expiresAt: '2020-01-01T00:00:00Z' }, now)).toBe('active');
  });
});

describe('periodLabels', () => {
  it('lists every day of the range, both ends included, across a month end', () => {
    expect(periodLabels('2026-01-30', '2026-02-02', 'day')).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
  });

  it('lists every month touched by the range, across a year end', () => {
    expect(periodLabels('2025-11-15', '2026-02-01', 'month')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('gives the last 30 days ending today, oldest first', () => {
    const days = lastDays(new Date('2026-03-01T23:59:00Z'), 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-01-31');
    expect(days[29]).toBe('2026-03-01');
  });

  it('defaults revenue to twelve months ending today', () => {
    expect(defaultRevenueRange(new Date('2026-11-25T08:00:00Z'))).toEqual({ from: '2025-12-01', to: '2026-11-25' });
  });
});
