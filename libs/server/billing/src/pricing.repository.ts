import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PricingEntity } from './entities/payment.entity';

/** The price list staff edit: one row per package type, in cents per month. */
@Injectable()
export class PricingRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  all(): Promise<PricingEntity[]> {
    return this.data.getRepository(PricingEntity).find();
  }
}
