import { join } from 'node:path';
import type { AppConfig } from '@chonail/server/core/base';
import { LocalDiskStorage } from './local-disk.storage';
import type { MediaStorage } from './media-storage';
import { S3Storage } from './s3.storage';

/** S3-compatible object storage when S3_BUCKET is set; otherwise local disk, the offline mode (ARCHITECTURE.md section 6). */
export function createMediaStorage(config: AppConfig): MediaStorage {
  if (!config.S3_BUCKET) return new LocalDiskStorage(join(config.DATA_DIR, 'media'));
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  // loadConfig already refuses this; a config built some other way must not fall back to anonymous requests.
  if (!accessKeyId || !secretAccessKey) throw new Error('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return new S3Storage({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
