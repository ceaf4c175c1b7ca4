/**
 * Staff rules (admin area), pure so the API and the admin screens agree and tests need no server.
 */

/**
 * Why an admin may not block or delete this account, or null when they may. Nobody could undo it
 * for their own account, and the site must keep one admin who can sign in: taking out an active
 * admin when no other is left is refused (two admins blocking each other at the same moment).
 */
export function staffAccountRefusal(
  target: { id: number; role: 'user' | 'admin'; blocked: boolean },
  actorId: number,
  activeAdmins: number,
): 'self' | 'last_admin' | null {
  if (target.id === actorId) return 'self';
  if (target.role === 'admin' && !target.blocked && activeAdmins <= 1) return 'last_admin';
  return null;
}

export type PostStaffStatus = 'active' | 'paused' | 'expired' | 'hidden';

/** One status per post for staff lists: hidden wins (staff's own act), then expired, then paused. */
export function postStaffStatus(
  post: { hiddenAt: Date | string | null; isPaused: boolean; duration: number; expiresAt: Date | string | null },
  now: Date,
): PostStaffStatus {
  if (post.hiddenAt) return 'hidden';
  if (post.duration > 0 && post.expiresAt && new Date(post.expiresAt).getTime() <= now.getTime()) return 'expired';
  if (post.isPaused) return 'paused';
  return 'active';
}

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a UTC day. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * Every period label from `from` to `to` (UTC days, both included): days as 'YYYY-MM-DD', months as
 * 'YYYY-MM'. A chart needs the empty periods too, or a quiet week disappears from the axis.
 */
export function periodLabels(from: string, to: string, groupBy: 'day' | 'month'): string[] {
  const labels: string[] = [];
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (groupBy === 'day') {
    for (let t = start; t <= end; t += DAY_MS) labels.push(utcDay(new Date(t)));
    return labels;
  }
  const cursor = new Date(start);
  cursor.setUTCDate(1);
  while (cursor.getTime() <= end) {
    labels.push(utcDay(cursor).slice(0, 7));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return labels;
}

/** The last `days` UTC days ending today, oldest first. */
export function lastDays(now: Date, days: number): string[] {
  const today = Date.parse(`${utcDay(now)}T00:00:00Z`);
  return periodLabels(utcDay(new Date(today - (days - 1) * DAY_MS)), utcDay(now), 'day');
}

/** Default revenue range: the last twelve months, from the first of the month eleven months ago. */
export function defaultRevenueRange(now: Date): { from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  return { from: utcDay(from), to: utcDay(now) };
}
