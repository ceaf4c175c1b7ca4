import { Inject, Injectable } from '@nestjs/common';
import type { AddonCents, AdminPaymentsOverview, AdminStats, RevenueQuery, RevenueReport } from '@chonail/shared/contracts';
import { defaultRevenueRange, lastDays, PACKAGE_TYPES, periodLabels, type PackageType } from '@chonail/shared/domain';
import { APP_CONFIG, type AppConfig } from '@chonail/server/core/base';
import { PaymentsService } from '@chonail/server/billing';
import { JobPostRepository } from '@chonail/server/listings';
import { AdminBillingRepository } from './admin-billing.repository';
import { AdminPostsRepository } from './admin-posts.repository';
import { AdminUsersRepository } from './admin-users.repository';

const DAY_MS = 86_400_000;
const CHART_DAYS = 30;

const noAddons = (): AddonCents => Object.fromEntries(PACKAGE_TYPES.map((type) => [type, 0])) as AddonCents;
const addonCents = (byAddon: Map<PackageType, number>): AddonCents => {
  const cents = noAddons();
  for (const [type, value] of byAddon) if (type in cents) cents[type] = value;
  return cents;
};

/** The dashboard, revenue and payments tabs: read-only figures. */
@Injectable()
export class AdminOverviewService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly listings: JobPostRepository,
    private readonly posts: AdminPostsRepository,
    private readonly users: AdminUsersRepository,
    private readonly billing: AdminBillingRepository,
    private readonly payments: PaymentsService,
  ) {}

  async stats(now = new Date()): Promise<AdminStats> {
    const days = lastDays(now, CHART_DAYS);
    const [publicStats, counts, weeklyPay, totalUsers, revenueCents, perDay] = await Promise.all([
      this.listings.stats(now),
      this.posts.counts(now),
      this.posts.weeklyPayTotals(now),
      this.users.countActive(),
      this.billing.paidTotalCents(),
      this.posts.perDay(days[0] as string),
    ]);
    return {
      ...publicStats,
      ...counts,
      averageWeeklyPay: weeklyPay.posts > 0 ? Math.round(weeklyPay.totalWeeklyPay / weeklyPay.posts) : null,
      weeklyPayPosts: weeklyPay.posts,
      totalUsers,
      revenueCents,
      postsPerDay: days.map((date) => ({ date, count: perDay.get(date) ?? 0 })),
    };
  }

  async revenue(query: RevenueQuery, now = new Date()): Promise<RevenueReport> {
    const fallback = defaultRevenueRange(now);
    const from = query.from ?? fallback.from;
    // Without `to`, up to today; a `from` in the future reports that one day.
    const to = query.to ?? (from > fallback.to ? from : fallback.to);
    const toExclusive = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString();
    const sums = await this.billing.revenue(`${from}T00:00:00Z`, toExclusive, query.groupBy);
    const periods = periodLabels(from, to, query.groupBy).map((period) => {
      const found = sums.get(period);
      return { period, totalCents: found?.totalCents ?? 0, payments: found?.payments ?? 0, byAddon: addonCents(found?.byAddon ?? new Map()) };
    });
    const byAddon = noAddons();
    for (const period of periods) for (const type of PACKAGE_TYPES) byAddon[type] += period.byAddon[type];
    return {
      from,
      to,
      groupBy: query.groupBy,
      totalCents: periods.reduce((sum, p) => sum + p.totalCents, 0),
      payments: periods.reduce((sum, p) => sum + p.payments, 0),
      byAddon,
      periods,
    };
  }

  /** What the provider is set to; secrets live only in the environment and are never shown. */
  async paymentsOverview(limit: number, offset: number): Promise<{ overview: AdminPaymentsOverview; total: number }> {
    const [recent, lastWebhook] = await Promise.all([this.billing.recentPayments(limit, offset), this.billing.lastEvent()]);
    return {
      total: recent.total,
      overview: {
        mode: this.payments.mode,
        publishableKey: this.payments.publishableKey ?? null,
        webhookSecretSet: Boolean(this.config.STRIPE_WEBHOOK_SECRET),
        lastWebhook,
        recent: recent.rows,
      },
    };
  }
}
