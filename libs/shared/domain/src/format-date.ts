/**
 * The one date format of the owner's portal and the staff area, in the reader's language:
 * Vietnamese day/month/year with a 24-hour clock (28/11/2026 21:05), English month/day/year with
 * a 12-hour clock (11/28/2026, 9:05 PM). Written by hand rather than with Intl so every browser,
 * server and test shows the same text whatever its ICU data.
 */
export interface DateFormatOptions {
  /** Add the time of day, on the reader's own clock. Without it the UTC day is shown, so every reader sees the same day. */
  time?: boolean;
  /** Leave the year out (chart labels). */
  year?: boolean;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** `vi` and its regional forms read day first; everything else reads as en-US. */
export const readsDayFirst = (language: string): boolean => language.toLowerCase().startsWith('vi');

export function formatDate(value: Date | string, language: string, options: DateFormatOptions = {}): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const local = options.time === true;
  const day = local ? date.getDate() : date.getUTCDate();
  const month = (local ? date.getMonth() : date.getUTCMonth()) + 1;
  const year = local ? date.getFullYear() : date.getUTCFullYear();
  const vi = readsDayFirst(language);
  const parts = vi ? [pad(day), pad(month)] : [pad(month), pad(day)];
  if (options.year !== false) parts.push(pad(year, 4));
  const text = parts.join('/');
  if (!local) return text;
  const hours = date.getHours();
  const minutes = pad(date.getMinutes());
  return vi ? `${text} ${pad(hours)}:${minutes}` : `${text}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
