import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A refresh token's server side. Each use replaces the row with a new one of the same family; a
 * replaced row presented again within 30 s answers with the same successor (parallel tabs,
 * TokenService REFRESH_REUSE_GRACE_MS), and later, or a revoked row, means the token was stolen,
 * and the family is revoked.
 */
@Entity('sessions')
export class SessionEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Index()
  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Index()
  @Column({ name: 'family_id', type: 'uuid' })
  familyId!: string;

  /** SHA-256 of the token's secret part; the token itself is never stored. */
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  /**
   * For a replaced row, the moment it was replaced (set in the same UPDATE as `replaced_by`; revoking
   * a family leaves rows already revoked alone): the grace window counts from it.
   */
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ name: 'replaced_by', type: 'uuid', nullable: true })
  replacedBy!: string | null;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent!: string | null;

  @Column({ type: 'text', nullable: true })
  ip!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
