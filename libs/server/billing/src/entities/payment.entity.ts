import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { PaymentMode, PaymentStatus } from '@chonail/shared/contracts';
import type { CostLine, PackageSelection, PackageType } from '@chonail/shared/domain';

@Entity({ name: 'payments' })
export class PaymentEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'owner_id', type: 'integer' })
  ownerId!: number;

  @Column({ type: 'varchar', length: 10 })
  provider!: PaymentMode;

  @Column({ name: 'provider_payment_id', type: 'varchar', length: 255 })
  providerPaymentId!: string;

  @Column({ name: 'client_secret', type: 'varchar', length: 255 })
  clientSecret!: string;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents!: number;

  @Column({ type: 'varchar', length: 3 })
  currency!: 'usd';

  @Column({ type: 'jsonb' })
  package!: PackageSelection;

  /** The lines charged, at the prices of the day: the owner's ad page shows what was paid. */
  @Column({ name: 'cost_lines', type: 'jsonb' })
  costLines!: CostLine[];

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status!: PaymentStatus;

  @Column({ name: 'failure_message', type: 'varchar', length: 300, nullable: true })
  failureMessage!: string | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  @Column({ name: 'job_post_id', type: 'integer', nullable: true })
  jobPostId!: number | null;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}

@Entity({ name: 'pricing' })
export class PricingEntity {
  @PrimaryColumn({ name: 'package_type', type: 'varchar', length: 20 })
  packageType!: PackageType;

  @Column({ name: 'price_per_month_cents', type: 'integer' })
  pricePerMonthCents!: number;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}

@Entity({ name: 'billing_events' })
export class BillingEventEntity {
  @PrimaryColumn({ name: 'event_id', type: 'varchar', length: 255 })
  eventId!: string;

  @Column({ type: 'varchar', length: 100 })
  type!: string;

  @Column({ name: 'provider_payment_id', type: 'varchar', length: 255, nullable: true })
  providerPaymentId!: string | null;

  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' })
  receivedAt!: Date;
}
