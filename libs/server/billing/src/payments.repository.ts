import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PaymentEntity } from './entities/payment.entity';

/** Reads of the payments table that are not part of a payment's own lifecycle. */
@Injectable()
export class PaymentRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

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

  /** The payment that bought a post's add-ons; with `ownerId`, only that owner's. */
  /** The post's latest payment (a renewal with add-ons pays again). */
  forPost(jobPostId: number, ownerId?: number): Promise<PaymentEntity | null> {
    return this.data.getRepository(PaymentEntity).findOne({
      where: ownerId === undefined ? { jobPostId } : { jobPostId, ownerId },
      order: { usedAt: 'DESC', id: 'DESC' },
    });
  }
}
