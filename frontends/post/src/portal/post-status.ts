import { type JobPost, ListingErrorCode } from '@chonail/shared/contracts';
import { type ExpiryClass, expiryClass, formatDate, isExpired } from '@chonail/shared/domain';
import type { ApiQueryError } from '@chonail/web/data';

export type PostStatus = 'active' | 'paused' | 'expired' | 'hidden';

type StatusFields = Pick<JobPost, 'isActive' | 'isPaused' | 'isExpired' | 'duration' | 'expiresAt'> & { hiddenByStaff?: boolean };

export const parseDate = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * Hidden by staff first (the owner must know why nobody sees it), then spec 01 section 4: expired
 * (it is hidden whatever its flags), then running = active and not paused.
 */
export function postStatus(post: StatusFields, now: Date): PostStatus {
  if (post.hiddenByStaff) return 'hidden';
  if (post.isExpired || isExpired({ duration: post.duration, expiresAt: parseDate(post.expiresAt) }, now)) return 'expired';
  return post.isActive && !post.isPaused ? 'active' : 'paused';
}

/**
 * The badge colour class and the date in the reader's language. A post without a duration never
 * expires, so whatever date it carries says nothing: it reads as unknown.
 */
export function postExpiry(post: Pick<JobPost, 'duration' | 'expiresAt'>, now: Date, language: string): { cls: ExpiryClass; date: string | null } {
  const expiresAt = post.duration > 0 ? parseDate(post.expiresAt) : null;
  return { cls: expiryClass(expiresAt, now), date: expiresAt ? formatDate(expiresAt, language) : null };
}

/** Whole class names, so Tailwind's scan finds them; `expiry-*` names the class for tests and styling hooks. */
export const EXPIRY_STYLES: Readonly<Record<ExpiryClass, string>> = {
  safe: 'expiry-safe text-emerald-700',
  warning: 'expiry-warning text-amber-700',
  urgent: 'expiry-urgent text-orange-700',
  critical: 'expiry-critical text-red-700',
  expired: 'expiry-expired text-red-800',
  unknown: 'expiry-unknown text-slate-500',
};

export const STATUS_STYLES: Readonly<Record<PostStatus, string>> = {
  active: 'bg-emerald-100 text-emerald-800',
  paused: 'bg-amber-100 text-amber-800',
  expired: 'bg-slate-200 text-slate-700',
  hidden: 'bg-red-100 text-red-800',
};

const LISTING_ERROR_CODES: readonly string[] = Object.values(ListingErrorCode);

/**
 * Spec 01 section 8 shows the server's message when there is one. Ours are English sentences for
 * developers, so a known code is shown in the reader's language instead, else the fixed fallback.
 */
export function failureKey(error: unknown, fallbackKey: string): string {
  const code = (error as Partial<ApiQueryError> | undefined)?.code;
  return typeof code === 'string' && LISTING_ERROR_CODES.includes(code) ? `apiErrors.${code}` : fallbackKey;
}
