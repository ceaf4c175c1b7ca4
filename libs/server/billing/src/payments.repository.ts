import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { PaymentEntity } from './entities/payment.entity';

/**
 * An open transaction, as the service sees it: something to hand back to this repository (or, for a
 * post's transaction, received from listings through POST_PAYMENTS), never to query with.
 */
export type PaymentTransaction = EntityManager;

/** A payment as createIntent records it, before the provider has answered. */
export type NewPayment = Pick<
  PaymentEntity,
  'ownerId' | 'provider' | 'providerPaymentId' | 'clientSecret' | 'amountCents' | 'currency' | 'package' | 'costLines'
>;

/** The payments table and the provider events that move its rows. */
@Injectable()
export class PaymentRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  /** Runs `work` in one transaction: its steps commit together or not at all. */
  inTransaction<T>(work: (tx: PaymentTransaction) => Promise<T>): Promise<T> {
    return this.data.transaction(work);
  }

  /** Returns the new payment's id. */
  async create(payment: NewPayment): Promise<number> {
    const inserted = await this.data.getRepository(PaymentEntity).insert(payment);
    return (inserted.identifiers[0] as { id: number }).id;
  }

  /** The provider's intent replaces the placeholder id the row was created with. */
  async attachIntent(id: number, intent: { id: string; clientSecret: string }): Promise<void> {
    await this.data
      .getRepository(PaymentEntity)
      .update({ id }, { providerPaymentId: intent.id, clientSecret: intent.clientSecret, updatedAt: new Date() });
  }

  /** The provider refused to create the intent; the message is cut to the column's 300 characters. */
  async markIntentFailed(id: number, message: string): Promise<void> {
    await this.data.getRepository(PaymentEntity).update({ id }, { status: 'failed', failureMessage: message.slice(0, 300), updatedAt: new Date() });
  }

  findByIntent(paymentIntentId: string): Promise<PaymentEntity | null> {
    return this.data.getRepository(PaymentEntity).findOneBy({ providerPaymentId: paymentIntentId });
  }

  /** Locks the payment for the rest of `tx`, so two events or two posts never move it at once. */
  lockByIntent(tx: PaymentTransaction, paymentIntentId: string): Promise<PaymentEntity | null> {
    return tx
      .getRepository(PaymentEntity)
      .createQueryBuilder('p')
      .setLock('pessimistic_write')
      .where('p.provider_payment_id = :id', { id: paymentIntentId })
      .getOne();
  }

  /**
   * Records a provider event's id; false when it was already recorded. A concurrent duplicate waits
   * on the row's key until `tx` ends, then finds it taken.
   */
  async recordEvent(tx: PaymentTransaction, event: { id: string; type: string; paymentIntentId: string | null }): Promise<boolean> {
    const recorded: unknown[] = await tx.query(
      `INSERT INTO billing_events (event_id, type, provider_payment_id) VALUES ($1, $2, $3)
       ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [event.id, event.type.slice(0, 100), event.paymentIntentId],
    );
    return recorded.length > 0;
  }

  async markPaid(tx: PaymentTransaction, id: number, paidAt: Date): Promise<void> {
    await tx.getRepository(PaymentEntity).update({ id }, { status: 'paid', paidAt, failureMessage: null, updatedAt: paidAt });
  }

  /**
   * Only a pending or failed payment moves: a late failure never undoes 'paid', and a canceled
   * intent stays canceled. The message is cut to the column's 300 characters.
   */
  async markUnpaidIfOpen(tx: PaymentTransaction, paymentIntentId: string, status: 'failed' | 'canceled', failureMessage: string | null): Promise<void> {
    await tx
      .getRepository(PaymentEntity)
      .createQueryBuilder()
      .update()
      .set({ status, failureMessage: failureMessage?.slice(0, 300) ?? null, updatedAt: new Date() })
      .where('provider_payment_id = :id AND status IN (:...from)', { id: paymentIntentId, from: ['pending', 'failed'] })
      .execute();
  }

  /** The payment is used up by this post, in the post's own transaction. */
  async markUsed(tx: PaymentTransaction, id: number, jobPostId: number): Promise<void> {
    await tx.getRepository(PaymentEntity).update({ id }, { jobPostId, usedAt: new Date(), updatedAt: new Date() });
  }

  /**
   * The owner's paid payments no post has used, newest first. A payment is used once its post is
   * recorded on it (`job_post_id`, `used_at`), so both are checked.
   */
  unusedPaid(ownerId: number): Promise<PaymentEntity[]> {
    return this.data
      .getRepository(PaymentEntity)
      .createQueryBuilder('p')
      .where("p.owner_id = :ownerId AND p.status = 'paid' AND p.job_post_id IS NULL AND p.used_at IS NULL AND p.paid_at IS NOT NULL", { ownerId })
      .orderBy('p.paid_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .getMany();
  }

  /** The post's latest payment (a renewal with add-ons pays again); with `ownerId`, only that owner's. */
  forPost(jobPostId: number, ownerId?: number): Promise<PaymentEntity | null> {
    return this.data.getRepository(PaymentEntity).findOne({
      where: ownerId === undefined ? { jobPostId } : { jobPostId, ownerId },
      order: { usedAt: 'DESC', id: 'DESC' },
    });
  }
}
