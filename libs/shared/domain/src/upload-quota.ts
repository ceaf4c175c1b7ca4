import { UPLOAD_LIMITS } from './media-sniff';

const HOUR = 60 * 60;

/** The per-account upload allowances as fixed windows: what the API counts, per owner, in Redis. */
export const UPLOAD_QUOTAS = {
  sessions: { name: 'upload-sessions-hour', limit: UPLOAD_LIMITS.sessionsPerHour, windowSeconds: HOUR },
  files: { name: 'upload-files-hour', limit: UPLOAD_LIMITS.filesPerHour, windowSeconds: HOUR },
  bytes: { name: 'upload-bytes-day', limit: UPLOAD_LIMITS.bytesPerDay, windowSeconds: 24 * HOUR },
} as const;

/**
 * A file may start while the day's bytes are still under the allowance. Its own size is unknown
 * until it has arrived, so the last file of the day may end a little over (at most one file).
 */
export function bytesQuotaAllows(usedBefore: number): boolean {
  return usedBefore < UPLOAD_QUOTAS.bytes.limit;
}

/** "try again in ..." for a refusal: minutes for the hourly windows, hours for the daily one. */
export function retryAfterWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}
