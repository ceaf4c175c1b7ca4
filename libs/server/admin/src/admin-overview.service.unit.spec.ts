import type { AdminPayment, AdminPaymentsOverview, Stats } from '@chonail/shared/contracts';
import type { PackageType } from '@chonail/shared/domain';
import type { AppConfig } from '@chonail/server/core/base';
import type { PaymentsService } from '@chonail/server/billing';
import type { JobPostRepository } from '@chonail/server/listings';
import type { AdminBillingRepository, PeriodSums } from './admin-billing.repository';
import { AdminOverviewService } from './admin-overview.service';
import type { AdminPostsRepository, PostCounts } from './admin-posts.repository';
import type { AdminUsersRepository } from './admin-users.repository';

const NOW = new Date('2025-06-15T18:30:00Z');

const PUBLIC_STATS: Stats = { totalJobs: 12, totalSalons: 4, totalOwners: 9, totalViews: 3400 };
const COUNTS: PostCounts = { totalPosts: 20, activePosts: 12, pausedPosts: 3, expiredPosts: 4, hiddenPosts: 1, vipPosts: 2 };

/** The figures the dashboard reads, as the real queries answer them. */
class FakeListings implements Pick<JobPostRepository, 'stats'> {
  readonly asked: Date[] = [];
  async stats(now: Date): Promise<Stats> {
    this.asked.push(now);
    return PUBLIC_STATS;
  }
}

class FakeAdminPosts implements Pick<AdminPostsRepository, 'counts' | 'perDay' | 'weeklyPayTotals'> {
  /** Weekly pay of the listed hiring posts that state one, as the real query selects them. */
  weeklyPays: number[] = [900, 1200, 1000];
  readonly weeklyPayAsked: Date[] = [];
  readonly perDayFrom: string[] = [];
  /** Posts per UTC day; days without posts absent, as the GROUP BY answers. */
  readonly days = new Map<string, number>([
    ['2025-05-17', 2],
    ['2025-06-01', 5],
    ['2025-06-15', 1],
  ]);

  async counts(): Promise<PostCounts> {
    return COUNTS;
  }

  async weeklyPayTotals(now: Date): Promise<{ posts: number; totalWeeklyPay: number }> {
    this.weeklyPayAsked.push(now);
    return { posts: this.weeklyPays.length, totalWeeklyPay: this.weeklyPays.reduce((sum, pay) => sum + pay, 0) };
  }

  async perDay(from: string): Promise<Map<string, number>> {
    this.perDayFrom.push(from);
    return new Map([...this.days].filter(([day]) => day >= from));
  }
}

class FakeUsers implements Pick<AdminUsersRepository, 'countActive'> {
  async countActive(): Promise<number> {
    return 31;
  }
}

/** Paid payments per period, summed as the real query does from each payment's own lines. */
class FakeBilling implements Pick<AdminBillingRepository, 'paidTotalCents' | 'revenue' | 'recentPayments' | 'lastEvent'> {
  readonly payments: Array<{ paidAt: string; lines: Array<[PackageType, number]> }> = [];
  readonly asked: Array<[string, string, 'day' | 'month']> = [];
  readonly recent: AdminPayment[] = [];
  event: AdminPaymentsOverview['lastWebhook'] = null;

  async paidTotalCents(): Promise<number> {
    return this.payments.reduce((sum, p) => sum + p.lines.reduce((s, [, cents]) => s + cents, 0), 0);
  }

  async revenue(from: string, toExclusive: string, groupBy: 'day' | 'month'): Promise<Map<string, PeriodSums>> {
    this.asked.push([from, toExclusive, groupBy]);
    const sums = new Map<string, PeriodSums>();
    for (const payment of this.payments) {
      if (payment.paidAt < from || payment.paidAt >= toExclusive) continue;
      const period = payment.paidAt.slice(0, groupBy === 'day' ? 10 : 7);
      const sum = sums.get(period) ?? { period, totalCents: 0, payments: 0, byAddon: new Map<PackageType, number>() };
      sum.payments += 1;
      for (const [type, cents] of payment.lines) {
        sum.totalCents += cents;
        sum.byAddon.set(type, (sum.byAddon.get(type) ?? 0) + cents);
      }
      sums.set(period, sum);
    }
    return sums;
  }

  async recentPayments(limit: number, offset: number): Promise<{ rows: AdminPayment[]; total: number }> {
    return { rows: this.recent.slice(offset, offset + limit), total: this.recent.length };
  }

  async lastEvent(): Promise<AdminPaymentsOverview['lastWebhook']> {
    return this.event;
  }
}

function setup(config: Partial<AppConfig> = {}, provider: { mode: string; publishableKey: string | null } = { mode: 'test', publishableKey: null }) {
  const listings = new FakeListings();
  const posts = new FakeAdminPosts();
  const billing = new FakeBilling();
  // The fakes lack the real classes' private fields (the DataSource, the provider), hence the casts.
  const service = new AdminOverviewService(
    config as AppConfig,
    listings as unknown as JobPostRepository,
    posts as unknown as AdminPostsRepository,
    new FakeUsers() as unknown as AdminUsersRepository,
    billing as unknown as AdminBillingRepository,
    provider as unknown as PaymentsService,
  );
  return { listings, posts, billing, service };
}

describe('AdminOverviewService.stats', () => {
  it('answers every figure the dashboard labels, and posts per UTC day for the last 30 days, oldest first, empty days as 0', async () => {
    const { service, listings, posts, billing } = setup();
    billing.payments.push({ paidAt: '2025-06-01T10:00:00Z', lines: [['diamond3', 3000]] }, { paidAt: '2025-06-02T10:00:00Z', lines: [['state', 500]] });

    const stats = await service.stats(NOW);

    expect(stats).toMatchObject({ ...PUBLIC_STATS, ...COUNTS, totalUsers: 31, revenueCents: 3500 });
    expect(stats.postsPerDay).toHaveLength(30);
    expect(stats.postsPerDay[0]).toEqual({ date: '2025-05-17', count: 2 });
    expect(stats.postsPerDay[29]).toEqual({ date: '2025-06-15', count: 1 });
    expect(stats.postsPerDay.find((d) => d.date === '2025-06-01')).toEqual({ date: '2025-06-01', count: 5 });
    expect(stats.postsPerDay.reduce((sum, d) => sum + d.count, 0)).toBe(8);
    expect(posts.perDayFrom).toEqual(['2025-05-17']);
    expect(listings.asked).toEqual([NOW]);
  });

  it("answers spec 01's average salary: the mean weekly pay of the listed hiring posts that state one, in whole dollars", async () => {
    const { service, posts } = setup();
    expect(await service.stats(NOW)).toMatchObject({ averageWeeklyPay: 1033, weeklyPayPosts: 3 });
    expect(posts.weeklyPayAsked).toEqual([NOW]);

    posts.weeklyPays = [850, 900];
    expect(await service.stats(NOW)).toMatchObject({ averageWeeklyPay: 875, weeklyPayPosts: 2 });
  });

  it('answers no average salary when no listed hiring post states a pay', async () => {
    const { service, posts } = setup();
    posts.weeklyPays = [];
    expect(await service.stats(NOW)).toMatchObject({ averageWeeklyPay: null, weeklyPayPosts: 0 });
  });
});

describe('AdminOverviewService.revenue', () => {
  function withPayments() {
    const context = setup();
    context.billing.payments.push(
      { paidAt: '2099-01-15T10:00:00Z', lines: [['photo_video', 1500], ['diamond3', 3000]] },
      { paidAt: '2099-01-31T23:59:59Z', lines: [['state', 1000]] },
      { paidAt: '2099-03-01T00:00:00Z', lines: [['diamond1', 500]] },
      { paidAt: '2099-04-01T00:00:00Z', lines: [['diamond2', 700]] },
    );
    return context;
  }

  it('sums by month, every month of the range listed, empty ones included, and by add-on, in cents', async () => {
    const { service, billing } = withPayments();

    const report = await service.revenue({ from: '2099-01-01', to: '2099-03-31', groupBy: 'month' }, NOW);

    expect(report).toMatchObject({ from: '2099-01-01', to: '2099-03-31', groupBy: 'month', totalCents: 6000, payments: 3 });
    expect(report.byAddon).toEqual({ photo_video: 1500, state: 1000, diamond1: 500, diamond2: 0, diamond3: 3000 });
    expect(report.periods.map((p) => [p.period, p.totalCents, p.payments])).toEqual([
      ['2099-01', 5500, 2],
      ['2099-02', 0, 0],
      ['2099-03', 500, 1],
    ]);
    expect(report.periods[1]?.byAddon).toEqual({ photo_video: 0, state: 0, diamond1: 0, diamond2: 0, diamond3: 0 });
    // The whole last day is in: up to the start of the next one.
    expect(billing.asked).toEqual([['2099-01-01T00:00:00Z', '2099-04-01T00:00:00.000Z', 'month']]);
  });

  it('sums by day, both ends included', async () => {
    const { service } = withPayments();
    const daily = await service.revenue({ from: '2099-01-31', to: '2099-03-01', groupBy: 'day' }, NOW);
    expect(daily.periods).toHaveLength(30);
    expect(daily.periods[0]).toMatchObject({ period: '2099-01-31', totalCents: 1000, byAddon: { state: 1000 } });
    expect(daily.periods[29]).toMatchObject({ period: '2099-03-01', totalCents: 500 });
    expect(daily.totalCents).toBe(1500);
  });

  it('reports the last twelve months up to today when no range is given', async () => {
    const { service, billing } = setup();
    const report = await service.revenue({ groupBy: 'month' }, NOW);
    expect([report.from, report.to]).toEqual(['2024-07-01', '2025-06-15']);
    expect(report.periods.map((p) => p.period)).toEqual([
      '2024-07', '2024-08', '2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06',
    ]);
    expect(billing.asked[0]?.[1]).toBe('2025-06-16T00:00:00.000Z');
  });

  it('reports up to today from a given start, and that one day for a start in the future', async () => {
    const { service } = setup();
    expect(await service.revenue({ from: '2025-06-01', groupBy: 'day' }, NOW)).toMatchObject({ from: '2025-06-01', to: '2025-06-15' });
    const future = await service.revenue({ from: '2099-01-15', groupBy: 'day' }, NOW);
    expect([future.from, future.to, future.periods.map((p) => p.period)]).toEqual(['2099-01-15', '2099-01-15', ['2099-01-15']]);
  });
});

describe('AdminOverviewService.paymentsOverview', () => {
  it('shows the provider as configured and whether a webhook secret is set, never the secret itself', async () => {
    const secret = 'whsec_do_not_show_me';
    const { service, billing } = setup({ STRIPE_WEBHOOK_SECRET: secret } as Partial<AppConfig>, { mode: 'stripe', publishableKey: 'pk_test_123' });
    billing.event = { eventId: 'evt_1', type: 'payment_intent.succeeded', receivedAt: '2025-06-15T00:00:00.000Z', paymentIntentId: 'pi_1', result: 'paid' };
    billing.recent.push({ id: 1 } as AdminPayment, { id: 2 } as AdminPayment, { id: 3 } as AdminPayment);

    const { overview, total } = await service.paymentsOverview(2, 1);

    expect(total).toBe(3);
    expect(overview).toEqual({ mode: 'stripe', publishableKey: 'pk_test_123', webhookSecretSet: true, lastWebhook: billing.event, recent: [{ id: 2 }, { id: 3 }] });
    expect(JSON.stringify(overview)).not.toContain(secret);
  });

  it('says so when no webhook secret is set, and answers a missing key as null', async () => {
    const { service } = setup({}, { mode: 'test', publishableKey: null });
    expect((await service.paymentsOverview(5, 0)).overview).toMatchObject({ mode: 'test', publishableKey: null, webhookSecretSet: false, lastWebhook: null, recent: [] });
  });
});
