import { z } from 'zod';
import { JOB_TYPES, PACKAGE_TYPES, type CostLine, type PackageType } from '@chonail/shared/domain';
import type { AdminUser } from './auth';
import type { PaymentMode, PaymentStatus } from './billing';
import type { ContactInfo } from './contact';
import type { JobPost } from './listings';
import { plainText, stateCodeSchema } from './listings';

/** Codes of refused staff actions; the admin remote's catalogue words them (`apiErrors`, @chonail/shared/i18n/admin). */
export const AdminErrorCode = {
  /** An admin may not delete their own account (nobody could undo it). */
  CannotDeleteSelf: 'CANNOT_DELETE_SELF',
  /** The last admin may not be blocked or deleted: the site would have no staff. */
  LastAdmin: 'LAST_ADMIN',
  MessageNotFound: 'MESSAGE_NOT_FOUND',
} as const;
export type AdminErrorCode = (typeof AdminErrorCode)[keyof typeof AdminErrorCode];

/** Paging of the staff lists: the body stays the list the spec describes; `x-total-count` carries the total. */
export const ADMIN_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;
export const ADMIN_TOTAL_HEADER = 'x-total-count';

const pageFields = {
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE.maxLimit).default(ADMIN_PAGE.defaultLimit),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
};
const searchText = z.string().trim().max(100).optional();

/** Where a post stands for staff: what the public sees of it, or that staff hid it. */
export const ADMIN_POST_STATUSES = ['active', 'paused', 'expired', 'hidden'] as const;
export type AdminPostStatus = (typeof ADMIN_POST_STATUSES)[number];

/** GET /api/admin/job-posts */
export const adminPostsQuerySchema = z.object({
  ...pageFields,
  jobType: z.enum(JOB_TYPES).optional(),
  state: stateCodeSchema.optional(),
  status: z.enum(ADMIN_POST_STATUSES).optional(),
  /** Digits of the owner's phone, in any format ('713 555', '+1713555...'). */
  phone: z.string().trim().max(30).optional(),
  q: searchText,
});
export type AdminPostsQuery = z.output<typeof adminPostsQuerySchema>;

export interface AdminJobPost extends JobPost {
  ownerId: number;
  ownerPhone: string;
  ownerName: string | null;
  status: AdminPostStatus;
  hiddenAt: string | null;
  /** Why staff hid it, as they typed it (its owner reads it too); null when none was given or it is not hidden. */
  hiddenReason: string | null;
}

/** A hide reason is a sentence or two to the owner, not a letter. */
export const HIDE_REASON_MAX = 300;

/**
 * PATCH /api/admin/job-posts/:id/hide: an optional reason shown to the owner. No body is no
 * reason (the call as it was); a blank reason is none.
 */
export const adminHidePostSchema = z.preprocess(
  (body) => body ?? {},
  z.strictObject({
    reason: plainText(HIDE_REASON_MAX)
      .optional()
      .transform((reason) => reason || undefined),
  }),
);
export type AdminHidePostRequest = z.input<typeof adminHidePostSchema>;

/** GET /api/admin/users */
export const adminUsersQuerySchema = z.object({ ...pageFields, q: searchText });
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export interface AdminUserRow extends AdminUser {
  /** Posts not deleted. */
  postCount: number;
}

/** GET /api/admin/stats: every figure the dashboard labels (spec 02 "Stats"). */
export interface AdminStats {
  totalJobs: number;
  totalSalons: number;
  totalOwners: number;
  totalViews: number;
  totalPosts: number;
  totalUsers: number;
  /** Paid payments, all time, in cents. */
  revenueCents: number;
  /** Posts whose paid priority (diamond) or VIP is still running. */
  vipPosts: number;
  activePosts: number;
  pausedPosts: number;
  expiredPosts: number;
  hiddenPosts: number;
  /**
   * Spec 01 section 3's "average salary": the mean weekly pay, in whole dollars, of the listed
   * hiring posts that state one (`weeklyPay`); null when none does.
   */
  averageWeeklyPay: number | null;
  /** How many posts that average is over. */
  weeklyPayPosts: number;
  /** The last 30 days, oldest first, each day once (0 when nothing was posted). Days are UTC. */
  postsPerDay: Array<{ date: string; count: number }>;
}

// The years a report can mean; PostgreSQL has no year 0, so a typo like 0000 must stop here.
const isoDay = z.iso
  .date('must be a date (YYYY-MM-DD)')
  .refine((day) => day >= '2000-01-01' && day <= '2100-12-31', { message: 'must be between 2000 and 2100' });

/** GET /api/admin/revenue?from=&to=&groupBy=day|month (days are UTC, both ends included). */
export const revenueQuerySchema = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    groupBy: z.enum(['day', 'month']).default('month'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 3 * 366 * 86_400_000, {
    message: 'at most three years at once',
    path: ['to'],
  });
export type RevenueQuery = z.output<typeof revenueQuerySchema>;

export type AddonCents = Record<PackageType, number>;

export interface RevenuePeriod {
  /** 'YYYY-MM-DD' by day, 'YYYY-MM' by month. */
  period: string;
  totalCents: number;
  payments: number;
  byAddon: AddonCents;
}

export interface RevenueReport {
  from: string;
  to: string;
  groupBy: 'day' | 'month';
  totalCents: number;
  payments: number;
  byAddon: AddonCents;
  /** Every period of the range, oldest first, empty ones included. */
  periods: RevenuePeriod[];
}

/** Whole cents, $0 to $1000: a price is a choice of staff, never a typo of a million. */
const cents = z.number({ message: 'must be a number of cents' }).int('must be whole cents').min(0, 'must not be negative').max(100_000, 'must be at most 100000 cents');

/** Spec 02 "Pricing record" labels: display prices, in cents. */
export const PRICE_LABELS = ['package3Months', 'package6Months', 'package12Months', 'nationwide'] as const;
export type PriceLabel = (typeof PRICE_LABELS)[number];

export const adminPricingSchema = z.strictObject({
  /** Per month, per add-on: what the wizard and the payment intent charge. */
  prices: z.strictObject(Object.fromEntries(PACKAGE_TYPES.map((type) => [type, cents])) as Record<PackageType, typeof cents>),
  labels: z.strictObject(Object.fromEntries(PRICE_LABELS.map((label) => [label, cents])) as Record<PriceLabel, typeof cents>),
});
export type AdminPricing = z.output<typeof adminPricingSchema>;

/** GET /api/admin/payments: the provider as configured (never a secret) and recent payments. */
export interface AdminPaymentsOverview {
  mode: PaymentMode;
  publishableKey: string | null;
  webhookSecretSet: boolean;
  lastWebhook: { eventId: string; type: string; receivedAt: string; paymentIntentId: string | null; result: string } | null;
  recent: AdminPayment[];
}

export interface AdminPayment {
  id: number;
  paymentIntentId: string;
  ownerId: number;
  ownerPhone: string;
  status: PaymentStatus;
  amount: number;
  mode: PaymentMode;
  lines: CostLine[];
  createdAt: string;
  paidAt: string | null;
  jobPostId: number | null;
}

export const adminPaymentsQuerySchema = z.object({ ...pageFields });

export interface AdminContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  createdAt: string;
  handledAt: string | null;
}

export const adminMessagesQuerySchema = z.object({ ...pageFields, handled: z.enum(['true', 'false']).optional() });

/** What staff did; the names are stored in the audit log, so they are never renamed. */
export const AUDIT_ACTIONS = [
  'post.delete',
  'post.hide',
  'post.restore',
  'user.block',
  'user.unblock',
  'user.delete',
  'pricing.update',
  'contact.update',
  'message.handled',
  'alerts.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  id: number;
  actorId: number;
  actorPhone: string | null;
  /** The staff member's first and last name, null when the account has none. */
  actorName: string | null;
  action: AuditAction;
  targetType: 'post' | 'user' | 'pricing' | 'contact' | 'message' | 'alerts';
  targetId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export const adminAuditQuerySchema = z.object({ ...pageFields, action: z.enum(AUDIT_ACTIONS).optional() });

export type { ContactInfo };

/**
 * Issue 39, the dashboard's alert texts: how many went out a day (UTC, the last 30 days, oldest
 * first), their SMS parts and what they cost at the provider's list price (an estimate), and
 * staff's switch that stops all alert sending.
 */
export interface AdminAlertsOverview {
  paused: boolean;
  textsPerDay: Array<{ date: string; count: number }>;
  texts: number;
  parts: number;
  spendEstimateCents: number;
}

/** PUT /api/admin/alerts: pause or resume every alert text (matching goes on; texts wait). */
export const adminAlertsUpdateSchema = z.strictObject({ paused: z.boolean() });
export type AdminAlertsUpdate = z.infer<typeof adminAlertsUpdateSchema>;
