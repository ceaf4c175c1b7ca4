import {
  ADMIN_TOTAL_HEADER,
  type AdminAlertsOverview,
  type AdminContactMessage,
  type AdminJobPost,
  type AdminPaymentsOverview,
  type AdminPostStatus,
  type AdminPricing,
  type AdminStats,
  type AdminUserRow,
  type AuditAction,
  type AuditEntry,
  type ContactInfo,
  type PaymentState,
  type RevenueReport,
} from '@chonail/shared/contracts';
import type { JobType } from '@chonail/shared/domain';
import { type ApiQueryMeta, baseApi } from '@chonail/web/data';

/** One page of a staff list: the rows and the total the server counted (`x-total-count`). */
export interface Page<T> {
  rows: T[];
  total: number;
}

export interface PageArgs {
  limit: number;
  offset: number;
}

export interface PostFilters {
  q?: string;
  jobType?: JobType;
  state?: string;
  status?: AdminPostStatus;
  phone?: string;
}

/** `?a=1&b=x` from the set values only: an empty filter is no filter, not `q=`. */
export function queryString(params: object): string {
  const entries = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => [key, String(value)]);
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}

/** A staff list: the rows, and the total the server counted (`x-total-count`). */
function toPage<T>(rows: T[], meta: ApiQueryMeta | undefined): Page<T> {
  const total = Number(meta?.headers.get(ADMIN_TOTAL_HEADER));
  return { rows, total: Number.isFinite(total) && total >= rows.length ? total : rows.length };
}

// Every staff write can change the counts, the lists and the audit log; one tag keeps them honest.
const ADMIN = ['Admin' as const];
// A post change shows on the public lists and the site's counts too.
const POST_CHANGE = ['Admin' as const, 'JobPosts' as const, 'MyJobPosts' as const, 'Stats' as const];

export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminStats: build.query<AdminStats, void>({ query: () => '/api/admin/stats', providesTags: ADMIN }),
    adminAlerts: build.query<AdminAlertsOverview, void>({ query: () => '/api/admin/alerts', providesTags: ADMIN }),
    adminSetAlerts: build.mutation<AdminAlertsOverview, { paused: boolean }>({
      query: (body) => ({ url: '/api/admin/alerts', method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ADMIN),
    }),
    adminPosts: build.query<Page<AdminJobPost>, PostFilters & PageArgs>({
      query: (args) => `/api/admin/job-posts${queryString(args)}`,
      transformResponse: (rows: AdminJobPost[], meta: ApiQueryMeta | undefined) => toPage(rows, meta),
      providesTags: ADMIN,
    }),
    adminDeletePost: build.mutation<{ success: boolean; message: string }, number>({
      query: (id) => ({ url: `/api/admin/job-posts/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : POST_CHANGE),
    }),
    adminHidePost: build.mutation<AdminJobPost, { id: number; hide: boolean; reason?: string }>({
      // A reason goes with a hide only; restoring clears it on the server.
      query: ({ id, hide, reason }) => ({ url: `/api/admin/job-posts/${id}/${hide ? 'hide' : 'restore'}`, method: 'PATCH', ...(hide && reason ? { body: { reason } } : {}) }),
      invalidatesTags: (_r, error) => (error ? [] : POST_CHANGE),
    }),
    adminPostPayment: build.query<PaymentState | null, number>({ query: (id) => `/api/admin/job-posts/${id}/payment` }),
    adminUsers: build.query<Page<AdminUserRow>, { q?: string } & PageArgs>({
      query: (args) => `/api/admin/users${queryString(args)}`,
      transformResponse: (rows: AdminUserRow[], meta: ApiQueryMeta | undefined) => toPage(rows, meta),
      providesTags: ADMIN,
    }),
    adminBlockUser: build.mutation<AdminUserRow, { id: number; block: boolean }>({
      query: ({ id, block }) => ({ url: `/api/admin/users/${id}/${block ? 'block' : 'unblock'}`, method: 'PATCH' }),
      invalidatesTags: (_r, error) => (error ? [] : ADMIN),
    }),
    adminDeleteUser: build.mutation<{ success: boolean }, number>({
      query: (id) => ({ url: `/api/admin/users/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : POST_CHANGE),
    }),
    adminRevenue: build.query<RevenueReport, { from: string; to: string; groupBy: 'day' | 'month' }>({
      query: (args) => `/api/admin/revenue${queryString(args)}`,
      providesTags: ADMIN,
    }),
    adminPricing: build.query<AdminPricing, void>({ query: () => '/api/admin/pricing', providesTags: ['Pricing'] }),
    adminSavePricing: build.mutation<AdminPricing, AdminPricing>({
      query: (body) => ({ url: '/api/admin/pricing', method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Pricing', 'Admin']),
    }),
    adminPayments: build.query<AdminPaymentsOverview, void>({ query: () => '/api/admin/payments', providesTags: ADMIN }),
    adminContactInfo: build.query<ContactInfo, void>({ query: () => '/api/admin/contact-info', providesTags: ['ContactInfo'] }),
    adminSaveContactInfo: build.mutation<ContactInfo, ContactInfo>({
      query: (body) => ({ url: '/api/admin/contact-info', method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['ContactInfo', 'Admin']),
    }),
    adminContactMessages: build.query<Page<AdminContactMessage>, { handled?: 'true' | 'false' } & PageArgs>({
      query: (args) => `/api/admin/contact-messages${queryString(args)}`,
      transformResponse: (rows: AdminContactMessage[], meta: ApiQueryMeta | undefined) => toPage(rows, meta),
      providesTags: ADMIN,
    }),
    adminMarkHandled: build.mutation<AdminContactMessage, number>({
      query: (id) => ({ url: `/api/admin/contact-messages/${id}/handled`, method: 'PATCH' }),
      invalidatesTags: (_r, error) => (error ? [] : ADMIN),
    }),
    adminAudit: build.query<Page<AuditEntry>, { action?: AuditAction } & PageArgs>({
      query: (args) => `/api/admin/audit${queryString(args)}`,
      transformResponse: (rows: AuditEntry[], meta: ApiQueryMeta | undefined) => toPage(rows, meta),
      providesTags: ADMIN,
    }),
  }),
});

export const {
  useAdminStatsQuery,
  useAdminAlertsQuery,
  useAdminSetAlertsMutation,
  useAdminPostsQuery,
  useAdminDeletePostMutation,
  useAdminHidePostMutation,
  useAdminPostPaymentQuery,
  useAdminUsersQuery,
  useAdminBlockUserMutation,
  useAdminDeleteUserMutation,
  useAdminRevenueQuery,
  useAdminPricingQuery,
  useAdminSavePricingMutation,
  useAdminPaymentsQuery,
  useAdminContactInfoQuery,
  useAdminSaveContactInfoMutation,
  useAdminContactMessagesQuery,
  useAdminMarkHandledMutation,
  useAdminAuditQuery,
} = adminApi;
