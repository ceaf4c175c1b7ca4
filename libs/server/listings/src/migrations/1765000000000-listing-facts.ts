import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24: the facts of a hiring post (`hiring`) and of a salon for sale (`salon`), as the API
 * answers them (libs/shared/domain listing-facts), and the figures the search filters on in typed
 * columns written with them: `weekly_pay` is the domain's `weeklyPay(hiring)`, computed by the
 * server on every write (never a client's figure); `asking_price`, `monthly_revenue` and `stations`
 * copy the salon facts. All NULL when the post does not say, and on every older post, so adding
 * them rewrites nothing.
 *
 * Indexes. The search (search-query.ts `buildSearch`) walks an index in the listing order
 * (rank_priority, rank_bump, id) and stops at the page size; a state search walks the state's
 * part of it. A fact filter adds `job_type = 'hiring' AND weekly_pay >= $n` (or `job_type =
 * 'selling' AND asking_price ...`), which on the existing rank indexes would fetch every row of the
 * state from the heap to test it. The partial indexes below are those walks restricted to the
 * posts a filter can match, with the filtered figures as trailing key columns: btree tests a bound
 * on a trailing key column inside the index (Index Cond), so a post below the bound costs no heap
 * visit, and the walk still comes out in the listing order:
 * - job_posts_pay_state: hiring posts with a weekly pay, per state (`state=TX&weeklyPayFrom=800`);
 * - job_posts_pay: the same across all states (`weeklyPayFrom=800` alone);
 * - job_posts_sale_state: selling posts with a price, revenue or station count, per state
 *   (`state=TX&priceFrom=50000&priceTo=200000`, `revenueFrom`, `stationsFrom`);
 * - job_posts_sale: the same across all states.
 * A walk in the listing order is right when many posts pass the bound (most pay $800 a week);
 * when few do (`weeklyPayFrom=1500`, `priceFrom=300000`) it would read the whole index to find
 * them. Two plain range indexes let the planner, which knows the figures' spread, read just those
 * few and sort them instead (at 100,000 posts: 20 ms -> 0.4 ms for a weekly pay only 1% reach;
 * at 1,000,000 posts ten times the former):
 * - job_posts_pay_amount: hiring posts by weekly pay;
 * - job_posts_sale_price: selling posts by asking price (the sale filter buyers set first).
 * Posts without a figure are in none of them (they never match a filter), so hiring posts without
 * pay, transfers and salons that state no figure cost these indexes nothing on insert; any other
 * post is written to three of them. City and distance searches keep their indexes (the city's,
 * the lat/lng box): the place is already narrow, and the figures are tested on the rows read.
 * Sorting by date with a filter keeps the date indexes.
 */
const SHOWN = 'deleted_at IS NULL AND is_active AND NOT is_paused';
const RANK = 'rank_priority DESC, rank_bump DESC, id DESC';
const PAID = `${SHOWN} AND job_type = 'hiring' AND weekly_pay IS NOT NULL`;
const PRICED = `${SHOWN} AND job_type = 'selling' AND (asking_price IS NOT NULL OR monthly_revenue IS NOT NULL OR stations IS NOT NULL)`;

export class ListingFacts1765000000000 implements MigrationInterface {
  name = 'ListingFacts1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE job_posts
        ADD COLUMN hiring jsonb CHECK (jsonb_typeof(hiring) = 'object'),
        ADD COLUMN salon jsonb CHECK (jsonb_typeof(salon) = 'object'),
        ADD COLUMN weekly_pay integer CHECK (weekly_pay >= 0),
        ADD COLUMN asking_price integer CHECK (asking_price >= 0),
        ADD COLUMN monthly_revenue integer CHECK (monthly_revenue >= 0),
        ADD COLUMN stations smallint CHECK (stations >= 0)`);
    await q.query(`CREATE INDEX job_posts_pay_state ON job_posts (state, ${RANK}, weekly_pay) WHERE ${PAID}`);
    await q.query(`CREATE INDEX job_posts_pay ON job_posts (${RANK}, weekly_pay) WHERE ${PAID}`);
    await q.query(`CREATE INDEX job_posts_sale_state ON job_posts (state, ${RANK}, asking_price, monthly_revenue, stations) WHERE ${PRICED}`);
    await q.query(`CREATE INDEX job_posts_sale ON job_posts (${RANK}, asking_price, monthly_revenue, stations) WHERE ${PRICED}`);
    await q.query(`CREATE INDEX job_posts_pay_amount ON job_posts (weekly_pay) WHERE ${PAID}`);
    await q.query(`CREATE INDEX job_posts_sale_price ON job_posts (asking_price) WHERE ${SHOWN} AND job_type = 'selling' AND asking_price IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of ['job_posts_sale_price', 'job_posts_pay_amount', 'job_posts_sale', 'job_posts_sale_state', 'job_posts_pay', 'job_posts_pay_state']) await q.query(`DROP INDEX ${index}`);
    await q.query('ALTER TABLE job_posts DROP COLUMN stations, DROP COLUMN monthly_revenue, DROP COLUMN asking_price, DROP COLUMN weekly_pay, DROP COLUMN salon, DROP COLUMN hiring');
  }
}
