import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Pricing, payments and processed provider events. Runs after listings: a payment pays for one job post. */
export class Billing1764300000000 implements MigrationInterface {
  name = 'Billing1764300000000';

  async up(q: QueryRunner): Promise<void> {
    // Cents, so every total is exact; the API speaks dollars per month as the spec does.
    await q.query(`
      CREATE TABLE pricing (
        package_type varchar(20) PRIMARY KEY CHECK (package_type IN ('photo_video', 'state', 'diamond1', 'diamond2', 'diamond3')),
        price_per_month_cents integer NOT NULL CHECK (price_per_month_cents >= 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      INSERT INTO pricing (package_type, price_per_month_cents)
      VALUES ('photo_video', 1500), ('state', 500), ('diamond1', 500), ('diamond2', 1000), ('diamond3', 3000)`);
    await q.query(`
      CREATE TABLE payments (
        id serial PRIMARY KEY,
        owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        provider varchar(10) NOT NULL CHECK (provider IN ('stripe', 'test')),
        provider_payment_id varchar(255) NOT NULL UNIQUE,
        client_secret varchar(255) NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency varchar(3) NOT NULL,
        package jsonb NOT NULL,
        cost_lines jsonb NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'canceled')),
        failure_message varchar(300),
        paid_at timestamptz,
        job_post_id integer UNIQUE REFERENCES job_posts(id) ON DELETE SET NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX payments_owner ON payments (owner_id, created_at DESC)');
    // One row per provider event: a redelivered or concurrent duplicate finds its id taken and does nothing.
    await q.query(`
      CREATE TABLE billing_events (
        event_id varchar(255) PRIMARY KEY,
        type varchar(100) NOT NULL,
        provider_payment_id varchar(255),
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE billing_events');
    await q.query('DROP TABLE payments');
    await q.query('DROP TABLE pricing');
  }
}
