import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, type MediaStorage } from './media-storage';

export interface S3StorageOptions {
  /** Another S3-compatible service (MinIO, R2, ...); unset for AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Media in one bucket of an S3-compatible object store. */
export class S3Storage implements MediaStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      forcePathStyle: options.forcePathStyle,
      // The SDK's default CRC32 checksum headers are refused by several S3-compatible stores (R2 answers 501),
      // so they are sent only where a request needs them; AWS itself keeps the default integrity checks.
      ...(options.endpoint && { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }),
    });
  }

  async write(key: string, body: Readable): Promise<void> {
    assertStorageKey(key);
    let sourceError: unknown;
    body.on('error', (error) => (sourceError ??= error));
    // Upload sends parts as they fill, so at most a few parts are held in memory. A failure aborts the multipart
    // upload and the object never appears. No ACL is sent: objects keep the bucket's private default, and buckets
    // with ACLs disabled (the AWS default) refuse requests that carry one.
    const upload = new Upload({ client: this.client, params: { Bucket: this.bucket, Key: key, Body: body } });
    try {
      await upload.done();
    } catch (error) {
      body.destroy();
      // When the source failed, that is the cause; a store that then refuses the abort must not hide it.
      throw sourceError ?? error;
    }
  }

  async read(key: string): Promise<Readable | null> {
    assertStorageKey(key);
    let body: unknown;
    try {
      ({ Body: body } = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key })));
    } catch (error) {
      if (isMissingKey(error)) return null;
      throw error;
    }
    if (!(body instanceof Readable)) throw new Error(`S3 answered ${key} without a readable body`);
    return body;
  }

  async remove(key: string): Promise<void> {
    assertStorageKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      // S3 answers 204 for a missing key; some compatible stores answer 404 instead.
      if (!isMissingKey(error)) throw error;
    }
  }
}

/** A missing bucket is also a 404, but it is a misconfiguration, not a missing file. */
function isMissingKey(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket');
}
