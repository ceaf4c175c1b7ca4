import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { User } from '@chonail/shared/contracts';

/** Spec 01 section 3 User, plus role, blocked flag, the keyed argon2 hash of the PIN (or admin password) and failed sign-ins. */
@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** E.164, normalised by the spec's rules; unique. */
  @Column({ type: 'varchar', length: 20, unique: true })
  phone!: string;

  @Column({ name: 'first_name', type: 'varchar', length: 50, nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 50, nullable: true })
  lastName!: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Column({ type: 'varchar', length: 10, default: 'user' })
  role!: 'user' | 'admin';

  @Column({ name: 'pin_hash', type: 'text' })
  pinHash!: string;

  /** Which pepper keyed pin_hash (pin-hasher.ts); null for a hash from before peppers. */
  @Column({ name: 'pin_pepper_id', type: 'varchar', length: 16, nullable: true })
  pinPepperId!: string | null;

  /** Failed PIN checks since the last sign-in; at the ceiling only a PIN reset helps (login.service.ts). */
  @Column({ name: 'failed_logins', type: 'integer', default: 0 })
  failedLogins!: number;

  /** Staff only: the authenticator's TOTP secret, sealed with the pin pepper (staff-totp.ts); null until enrolled. */
  @Column({ name: 'totp_secret', type: 'text', nullable: true })
  totpSecret!: string | null;

  /** The RFC 6238 time step of the staff account's last sign-in: that code and older ones never work again. */
  @Column({ name: 'totp_last_step', type: 'bigint', nullable: true, transformer: { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) } })
  totpLastStep!: number | null;

  @Column({ type: 'boolean', default: false })
  blocked!: boolean;

  @Column({ name: 'profile_image_url', type: 'text', nullable: true })
  profileImageUrl!: string | null;

  /** Issue 39: texts 7 days and 1 day before the member's posts expire (the portal's switch). */
  @Column({ name: 'expiry_reminders', type: 'boolean', default: true })
  expiryReminders!: boolean;

  /** The site language last used signed in (the `language` cookie), for texts the server sends by itself; null reads as vi. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  language!: 'vi' | 'en' | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/** What the API says about a user: never the hash, never the blocked flag to the user themself. */
export function toUser(entity: UserEntity): User {
  return {
    id: entity.id,
    firstName: entity.firstName,
    lastName: entity.lastName,
    email: entity.email,
    phone: entity.phone,
    role: entity.role,
    profileImageUrl: entity.profileImageUrl,
    createdAt: entity.createdAt.toISOString(),
    expiryReminders: entity.expiryReminders,
  };
}
