import { UPLOAD_LIMITS } from './media-sniff';
import { bytesQuotaAllows, retryAfterWords, UPLOAD_QUOTAS } from './upload-quota';

describe('per-account upload allowances', () => {
  it('leave a busy owner room: four listings in one hour, each with 10 photos of 10 MB and 2 videos of the largest size, plus a retry of each file', () => {
    const listings = 4;
    const files = listings * 12 * 2;
    const bytes = listings * (10 * 10 * 1024 * 1024 + 2 * UPLOAD_LIMITS.maxFileBytes);
    expect(listings).toBeLessThanOrEqual(UPLOAD_QUOTAS.sessions.limit);
    expect(files).toBeLessThanOrEqual(UPLOAD_QUOTAS.files.limit);
    expect(bytes).toBeLessThan(UPLOAD_QUOTAS.bytes.limit);
  });

  it('are 20 sessions and 100 files an hour and 1 GiB a day', () => {
    expect(UPLOAD_QUOTAS).toEqual({
      sessions: { name: 'upload-sessions-hour', limit: 20, windowSeconds: 3600 },
      files: { name: 'upload-files-hour', limit: 100, windowSeconds: 3600 },
      bytes: { name: 'upload-bytes-day', limit: 1024 ** 3, windowSeconds: 86_400 },
    });
  });

  it('let a file start until the day’s bytes reach the allowance', () => {
    expect(bytesQuotaAllows(0)).toBe(true);
    expect(bytesQuotaAllows(1024 ** 3 - 1)).toBe(true);
    expect(bytesQuotaAllows(1024 ** 3)).toBe(false);
  });

  it('say when to try again in minutes, or hours for the daily window', () => {
    expect(retryAfterWords(0)).toBe('1 minute');
    expect(retryAfterWords(61)).toBe('2 minutes');
    expect(retryAfterWords(3600)).toBe('60 minutes');
    expect(retryAfterWords(23 * 3600 + 1)).toBe('24 hours');
  });
});
