import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { MediaReason, MediaStatus } from '@chonail/shared/contracts';
import type { UploadKind } from '@chonail/shared/domain';

/** One uploaded file: who sent it, in which upload session, what its bytes are, and what processing made of it. */
@Entity('media')
export class MediaEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'owner_id', type: 'integer' })
  ownerId!: number;

  @Column({ name: 'session_id', type: 'varchar', length: 100 })
  sessionId!: string;

  @Column({ name: 'job_post_id', type: 'integer', nullable: true })
  jobPostId!: number | null;

  @Column({ type: 'varchar', length: 10 })
  kind!: UploadKind;

  /** What the bytes proved on upload (never the client's claim). */
  @Column({ name: 'mime_type', type: 'varchar', length: 100 })
  mimeType!: string;

  /** The uploader's file name, kept as data only: it never names anything stored. */
  @Column({ name: 'original_name', type: 'varchar', length: 255 })
  originalName!: string;

  /** Generated stem every stored variant is named after. */
  @Column({ name: 'file_name', type: 'varchar', length: 64, unique: true })
  fileName!: string;

  /** The file as uploaded: private, never served. */
  @Column({ name: 'original_key', type: 'varchar', length: 200 })
  originalKey!: string;

  @Column({ name: 'size_bytes', type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  sizeBytes!: number;

  @Column({ name: 'upload_order', type: 'integer' })
  uploadOrder!: number;

  @Column({ name: 'is_main', type: 'boolean', default: false })
  isMain!: boolean;

  @Column({ type: 'varchar', length: 12, default: 'processing' })
  status!: MediaStatus;

  @Column({ type: 'varchar', length: 40, nullable: true })
  reason!: MediaReason | null;

  @Column({ type: 'integer', nullable: true })
  width!: number | null;

  @Column({ type: 'integer', nullable: true })
  height!: number | null;

  @Column({ name: 'duration_seconds', type: 'real', nullable: true })
  durationSeconds!: number | null;

  /** What browsers load: WebP for images, H.264/AAC MP4 (or the original when already playable) for videos. */
  @Column({ name: 'display_key', type: 'varchar', length: 200, nullable: true })
  displayKey!: string | null;

  @Column({ name: 'thumb_key', type: 'varchar', length: 200, nullable: true })
  thumbKey!: string | null;

  @Column({ name: 'poster_key', type: 'varchar', length: 200, nullable: true })
  posterKey!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
