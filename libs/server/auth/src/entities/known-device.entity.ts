import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A browser an account signed in on (its `chonail_device` cookie, stored as a SHA-256): sign-in
 * from it needs only the PIN, whatever strangers have tried (login.service.ts).
 */
@Entity('known_devices')
export class KnownDeviceEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId!: number;

  @PrimaryColumn({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  /** Wrong PINs on this device since it last signed in; at the limit it is forgotten. */
  @Column({ type: 'integer', default: 0 })
  failures!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz', default: () => 'now()' })
  lastSeenAt!: Date;
}
