import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsNull, type DataSource, type Repository } from 'typeorm';
import { OtpCodeEntity } from './entities/otp-code.entity';
import type { OtpPurpose } from './sms/sms-sender';

export interface NewOtpCode {
  phone: string;
  purpose: OtpPurpose;
  codeHash: string;
  expiresAt: Date;
}

/**
 * otp_codes. Counting a try and using a code are each one conditional UPDATE, so parallel requests
 * for the same code cannot both get past the check that the database makes.
 */
@Injectable()
export class OtpCodesRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  private get codes(): Repository<OtpCodeEntity> {
    return this.data.getRepository(OtpCodeEntity);
  }

  /** Ends every code still unused for the phone and purpose. */
  async retireUnused(phone: string, purpose: OtpPurpose): Promise<void> {
    await this.codes.update({ phone, purpose, consumedAt: IsNull() }, { consumedAt: new Date() });
  }

  async insert(code: NewOtpCode): Promise<void> {
    await this.codes.insert(code);
  }

  /** The newest code not yet used or ended for the phone and purpose, expired or not. */
  latestUnused(phone: string, purpose: OtpPurpose): Promise<OtpCodeEntity | null> {
    return this.codes.findOne({
      where: { phone, purpose, consumedAt: IsNull() },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  /**
   * Counts one try at the code and returns its tries so far; null when it was not counted, because
   * the code already had `max` tries or has been used meanwhile.
   */
  async countAttempt(id: number, max: number): Promise<number | null> {
    const counted = await this.codes
      .createQueryBuilder()
      .update()
      .set({ attempts: () => 'attempts + 1' })
      .where('id = :id AND attempts < :max AND consumed_at IS NULL', { id, max })
      .returning(['attempts'])
      .execute();
    const attempts = (counted.raw as Array<{ attempts: number | null }>)[0]?.attempts;
    return attempts === undefined || attempts === null ? null : Number(attempts);
  }

  /** Ends the code whether or not it was used (its last try was wrong). */
  async retire(id: number): Promise<void> {
    await this.codes.update({ id }, { consumedAt: new Date() });
  }

  /** Uses the code; false when it had already been used or ended, so only one caller ever gets true. */
  async consume(id: number): Promise<boolean> {
    const used = await this.codes
      .createQueryBuilder()
      .update()
      .set({ consumedAt: () => 'now()' })
      .where('id = :id AND consumed_at IS NULL', { id })
      .execute();
    return Boolean(used.affected);
  }
}
