import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24: GET /api/job-posts at a million posts (`npm run bench:search -- --posts 1000000`), and
 * the sorts by weekly pay and by price. Each index below is a walk in a search's order that stops
 * at the page size (search-query.ts `buildSearch`); what each replaced or fixed, measured on the
 * benchmark's million posts:
 *
 * - job_posts_multistate: the multi-state posts in the listing order. A state's search lists the
 *   multi-state posts that chose it; through the GIN index on the chosen states it read all of them
 *   (7,500 rows of a million, 20-60 ms) to sort them. The walk reads a few hundred.
 * - job_posts_multistate_text: the GIN index of the chosen states, with the posts' words beside
 *   them, and in its place: a text search finds a state's multi-state posts with the words in the
 *   index (1,100 rows) instead of walking them all to test the words (4,300 rows, 31 ms -> 13 ms).
 * - job_posts_place: the posts of one position (posts take their city's or ZIP's) in the listing
 *   order, and the distinct positions themselves. The distance order reads the positions of its box
 *   nearest first and each one's first page (Houston's 50 miles: 40 index probes and 16 short walks
 *   instead of computing the distance of 80,000 posts, 440 ms -> 10 ms). It replaces job_posts_lat
 *   (lat, lng): the same leading columns. job_posts_state_place does the same within a state, for a
 *   state sorted by distance from its centre (Texas: 47 positions instead of 241,000 posts, 470 ms
 *   -> 20 ms), and job_posts_unplaced lists last the state's few posts without a position.
 * - `expired`, job_posts_listed_created, job_posts_listed_state_created: a post whose time is up
 *   stays in the table (its owner renews it). The date order oldest first met every expired post
 *   before the first shown one (80,000 of a million, 90-170 ms). `expired` is set by the database
 *   on every write of the expiry and by RankRefresher's sweep each minute (job_posts_expiry finds
 *   the posts due); the search still checks the time itself, so a post is never shown late.
 * - job_posts_pay_order(_state), job_posts_price_order(_state): the sorts by weekly pay (highest
 *   first) and price (lowest first), with the listing order among equals. The two across all
 *   states lead with the figure, so they also serve 1765000000000's plain range indexes' searches
 *   (few posts above a high `weeklyPayFrom`) and replace them.
 *
 * Cost on insert: see the issue 24 note (a post enters the ones whose predicate it meets: a hiring
 * post with pay the two pay orders, a priced sale the two price orders, a multi-state post the
 * multi-state one).
 */
const SHOWN = 'deleted_at IS NULL AND is_active AND NOT is_paused';
const RANK = 'rank_priority DESC, rank_bump DESC, id DESC';
const PAID = `${SHOWN} AND job_type = 'hiring' AND weekly_pay IS NOT NULL`;
const PRICED = `${SHOWN} AND job_type = 'selling' AND asking_price IS NOT NULL`;
const IS_EXPIRED = 'duration <> 0 AND expires_at IS NOT NULL AND expires_at <= now()';

export class SearchAtScale1765100000000 implements MigrationInterface {
  name = 'SearchAtScale1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX job_posts_multistate ON job_posts (${RANK}) WHERE ${SHOWN} AND is_nationwide AND cardinality(selected_states) > 0`);
    await q.query(`CREATE INDEX job_posts_multistate_text ON job_posts USING gin (selected_states, search_text gin_trgm_ops) WHERE deleted_at IS NULL AND is_nationwide`);
    await q.query('DROP INDEX job_posts_selected_states');
    await q.query(`CREATE INDEX job_posts_place ON job_posts (lat, lng, ${RANK}) WHERE ${SHOWN}`);
    await q.query('DROP INDEX job_posts_lat');
    await q.query(`CREATE INDEX job_posts_state_place ON job_posts (state, lat, lng, ${RANK}) WHERE ${SHOWN}`);
    await q.query(`CREATE INDEX job_posts_unplaced ON job_posts (state, ${RANK}) WHERE ${SHOWN} AND lat IS NULL`);

    await q.query('ALTER TABLE job_posts ADD COLUMN expired boolean NOT NULL DEFAULT false');
    await q.query(`UPDATE job_posts SET expired = true WHERE ${IS_EXPIRED}`);
    await q.query(`
      CREATE FUNCTION chonail_job_posts_expired() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.expired := NEW.duration <> 0 AND NEW.expires_at IS NOT NULL AND NEW.expires_at <= now();
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER job_posts_expired BEFORE INSERT OR UPDATE OF expires_at, duration ON job_posts
      FOR EACH ROW EXECUTE FUNCTION chonail_job_posts_expired()`);
    await q.query('CREATE INDEX job_posts_expiry ON job_posts (expires_at) WHERE deleted_at IS NULL AND NOT expired AND duration <> 0');
    await q.query(`CREATE INDEX job_posts_listed_created ON job_posts (created_at, id) WHERE ${SHOWN} AND NOT expired`);
    await q.query(`CREATE INDEX job_posts_listed_state_created ON job_posts (state, created_at, id) WHERE ${SHOWN} AND NOT expired`);

    await q.query(`CREATE INDEX job_posts_pay_order ON job_posts (weekly_pay DESC, ${RANK}) WHERE ${PAID}`);
    await q.query(`CREATE INDEX job_posts_pay_order_state ON job_posts (state, weekly_pay DESC, ${RANK}) WHERE ${PAID}`);
    await q.query(`CREATE INDEX job_posts_price_order ON job_posts (asking_price, ${RANK}) WHERE ${PRICED}`);
    await q.query(`CREATE INDEX job_posts_price_order_state ON job_posts (state, asking_price, ${RANK}) WHERE ${PRICED}`);
    await q.query('DROP INDEX job_posts_pay_amount, job_posts_sale_price');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX job_posts_pay_amount ON job_posts (weekly_pay) WHERE ${PAID}`);
    await q.query(`CREATE INDEX job_posts_sale_price ON job_posts (asking_price) WHERE ${PRICED}`);
    await q.query('DROP INDEX job_posts_price_order_state, job_posts_price_order, job_posts_pay_order_state, job_posts_pay_order');
    await q.query('DROP INDEX job_posts_listed_state_created, job_posts_listed_created, job_posts_expiry');
    await q.query('DROP TRIGGER job_posts_expired ON job_posts');
    await q.query('DROP FUNCTION chonail_job_posts_expired()');
    await q.query('ALTER TABLE job_posts DROP COLUMN expired');
    await q.query(`CREATE INDEX job_posts_lat ON job_posts (lat, lng) INCLUDE (id, rank_priority, rank_bump, created_at, expires_at, duration, job_type, area_sq_ft) WHERE ${SHOWN}`);
    await q.query('CREATE INDEX job_posts_selected_states ON job_posts USING gin (selected_states) WHERE deleted_at IS NULL AND is_nationwide');
    await q.query('DROP INDEX job_posts_unplaced, job_posts_state_place, job_posts_place, job_posts_multistate_text, job_posts_multistate');
  }
}
