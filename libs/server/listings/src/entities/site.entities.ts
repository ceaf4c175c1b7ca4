import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** POST /api/contact messages, kept for staff to answer. */
@Entity('contact_messages')
export class ContactMessageEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone!: string | null;

  @Column({ type: 'varchar', length: 200 })
  subject!: string;

  @Column({ type: 'text' })
  message!: string;

  @Column({ type: 'text', nullable: true })
  ip!: string | null;

  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/** Small editable settings (contact info), one JSON value per key. */
@Entity('site_settings')
export class SiteSettingEntity {
  @PrimaryColumn({ type: 'varchar', length: 50 })
  key!: string;

  @Column({ type: 'jsonb' })
  value!: unknown;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/** Translations are cached by a hash of the source text, so an edited post is translated again. */
@Entity('translations')
export class TranslationEntity {
  @PrimaryColumn({ name: 'source_hash', type: 'char', length: 64 })
  sourceHash!: string;

  @PrimaryColumn({ name: 'target_language', type: 'varchar', length: 5 })
  targetLanguage!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  description!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
