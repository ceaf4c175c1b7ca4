import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { loadConfig, type AppConfig } from '@chonail/server/core/base';
import { createMediaStorage } from './create-storage';
import { LocalDiskStorage } from './local-disk.storage';
import type { MediaStorage } from './media-storage';
import { S3Storage } from './s3.storage';

const MB = 1024 * 1024;
const BUCKET = 'chonail-media-test';
// s3rver checks signatures against its one fixed key pair.
const S3RVER_CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

let dir: string;
let s3rver: S3rver;
let endpoint: string;
let s3Requests = 0;
/** Multipart uploads begun on the S3 stand-in and not yet completed or aborted, by upload id. */
const openUploads = new Set<string>();
let begun = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'chonail-storage-'));
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(dir, 's3rver'), configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  s3Requests = 0;
  s3rver.httpServer.on('request', (req: { method?: string; url?: string }, res: { on(event: 'finish', listener: () => void): void; getHeader?: unknown }) => {
    s3Requests++;
    const url = new URL(req.url ?? '/', endpoint);
    const uploadId = url.searchParams.get('uploadId');
    // s3rver cannot abort an upload (it answers 405), so what counts is that the storage asked to:
    // a completion (POST ?uploadId) or an abort (DELETE ?uploadId) closes the upload.
    if (uploadId && (req.method === 'DELETE' || (req.method === 'POST' && !url.searchParams.has('partNumber')))) openUploads.delete(uploadId);
    if (req.method === 'POST' && url.searchParams.has('uploads')) {
      begun++;
      // The upload id is in the answer's body; read it as it is written.
      const chunks: Buffer[] = [];
      const writable = res as unknown as { write: (chunk: unknown, ...rest: unknown[]) => boolean; end: (chunk?: unknown, ...rest: unknown[]) => unknown };
      const write = writable.write.bind(writable);
      const end = writable.end.bind(writable);
      writable.write = (chunk, ...rest) => {
        if (chunk) chunks.push(Buffer.from(chunk as Buffer));
        return write(chunk, ...rest);
      };
      writable.end = (chunk, ...rest) => {
        if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as Buffer));
        const id = /<UploadId>([^<]+)<\/UploadId>/.exec(Buffer.concat(chunks).toString())?.[1];
        if (id) openUploads.add(id);
        return end(chunk, ...rest);
      };
    }
  });
});

afterAll(async () => {
  await s3rver?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const newKey = () => `originals/${randomUUID()}.jpg`;

function s3Config(): AppConfig {
  return loadConfig({ S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_FORCE_PATH_STYLE: 'true', ...S3RVER_CREDENTIALS });
}

/** `chunks` MB of random bytes, then the source fails the way a dropped upload does. */
function failingSource(chunks: number, failure: 'error' | 'destroy'): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent === chunks) {
        if (failure === 'error') this.destroy(new Error('connection reset by client'));
        else this.destroy();
        return;
      }
      sent++;
      this.push(randomBytes(MB));
    },
  });
}

interface Subject {
  storage: MediaStorage;
  /** Anything the storage has done so far (files under its parent folder, requests to the server). */
  activity(): Promise<number>;
  /** What a failed write could leave behind: files on disk (a '.part' included), open multipart uploads on S3. */
  leftovers(): Promise<number>;
  /** A write of over 5 MB goes multipart (S3). */
  multipart: boolean;
}

const filesUnder = async (folder: string) =>
  existsSync(folder) ? (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length : 0;

const subjects: [string, () => Subject][] = [
  [
    'LocalDiskStorage',
    () => {
      const parent = join(dir, 'disk');
      return {
        storage: new LocalDiskStorage(join(parent, 'media')),
        activity: async () => (existsSync(parent) ? (await readdir(parent, { recursive: true })).length : 0),
        leftovers: () => filesUnder(parent),
        multipart: false,
      };
    },
  ],
  ['S3Storage', () => ({ storage: createMediaStorage(s3Config()), activity: async () => s3Requests, leftovers: async () => openUploads.size, multipart: true })],
];

describe.each(subjects)('%s', (_name, make) => {
  let storage: MediaStorage;
  let activity: () => Promise<number>;
  let leftovers: () => Promise<number>;
  let multipart: boolean;

  beforeAll(() => {
    ({ storage, activity, leftovers, multipart } = make());
  });

  it('reads back exactly the bytes of a 12 MB stream (multipart on S3: parts are 5 MB)', async () => {
    const chunks = Array.from({ length: 12 }, () => randomBytes(MB));
    const key = newKey();
    await storage.write(key, Readable.from(chunks));
    const stored = await storage.read(key);
    expect(stored).toBeInstanceOf(Readable);
    const bytes = await buffer(stored as Readable);
    expect(bytes.length).toBe(12 * MB);
    expect(bytes.equals(Buffer.concat(chunks))).toBe(true);
  });

  it('reads back a small file (a single request on S3)', async () => {
    const key = `media/${randomUUID()}.webp`;
    await storage.write(key, Readable.from([Buffer.from('RIFF small webp')]));
    expect((await buffer((await storage.read(key)) as Readable)).toString()).toBe('RIFF small webp');
  });

  it('answers null for a key that was never written', async () => {
    expect(await storage.read(newKey())).toBeNull();
  });

  it('answers null after remove, and removing a missing key is fine', async () => {
    const key = newKey();
    await storage.write(key, Readable.from([Buffer.from('x')]));
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
    await expect(storage.remove(newKey())).resolves.toBeUndefined();
  });

  it('rejects a write whose source fails after 7 MB, with its error, and keeps nothing (no partial file, no open multipart upload)', async () => {
    const key = newKey();
    const before = { leftovers: await leftovers(), begun };
    await expect(storage.write(key, failingSource(7, 'error'))).rejects.toThrow('connection reset by client');
    expect(await storage.read(key)).toBeNull();
    expect(await leftovers()).toBe(before.leftovers);
    // On S3 the write had gone multipart (parts are 5 MB): the check above looked at a real upload.
    expect(begun - before.begun).toBe(multipart ? 1 : 0);
  });

  it('rejects a write whose source is destroyed midway, and keeps nothing (no partial file, no open multipart upload)', async () => {
    const key = newKey();
    const before = { leftovers: await leftovers(), begun };
    await expect(storage.write(key, failingSource(6, 'destroy'))).rejects.toThrow();
    expect(await storage.read(key)).toBeNull();
    expect(await leftovers()).toBe(before.leftovers);
    expect(begun - before.begun).toBe(multipart ? 1 : 0);
  });

  it('rejects a write whose source fails before anything arrives, and leaves no file behind (not even a partial one)', async () => {
    const before = await leftovers();
    for (let i = 0; i < 20; i += 1) {
      const key = newKey();
      // Fails on the first read, while the file is still being opened.
      const cut = new Readable({
        read() {
          this.destroy(new Error('form cut off'));
        },
      });
      await expect(storage.write(key, cut)).rejects.toThrow('form cut off');
      expect(await storage.read(key)).toBeNull();
    }
    // Not one new file (a failed write's '.part' included), nor an open upload.
    expect(await leftovers()).toBe(before);
  });

  it.each(['../etc/passwd', 'originals/../../x.jpg', '/etc/passwd', 'originals/short.jpg', 'other/0123456789.jpg', 'originals/0123456789.jpg/'])(
    'refuses the key %j before touching storage',
    async (key) => {
      const before = await activity();
      const read = jest.fn();
      const body = new Readable({ read });
      await expect(storage.write(key, body)).rejects.toThrow('not a media storage key');
      await expect(storage.read(key)).rejects.toThrow('not a media storage key');
      await expect(storage.remove(key)).rejects.toThrow('not a media storage key');
      expect(await activity()).toBe(before);
      expect(read).not.toHaveBeenCalled();
    },
  );
});

describe('createMediaStorage', () => {
  it('keeps media on local disk under DATA_DIR/media without S3_BUCKET', async () => {
    const dataDir = join(dir, 'data');
    const storage = createMediaStorage(loadConfig({ DATA_DIR: dataDir }));
    expect(storage).toBeInstanceOf(LocalDiskStorage);
    const key = newKey();
    await storage.write(key, Readable.from([Buffer.from('on disk')]));
    expect(existsSync(join(dataDir, 'media', key))).toBe(true);
  });

  it('uses the S3 bucket, endpoint and keys from the config when S3_BUCKET is set', async () => {
    const storage = createMediaStorage(s3Config());
    expect(storage).toBeInstanceOf(S3Storage);
    const key = newKey();
    await storage.write(key, Readable.from([Buffer.from('in the bucket')]));
    expect((await buffer((await storage.read(key)) as Readable)).toString()).toBe('in the bucket');
    expect(existsSync(join(dir, 'data', 'media', key))).toBe(false);
  });

  it('refuses a bucket without keys even when the config did not come from loadConfig', () => {
    const config = { ...loadConfig({}), S3_BUCKET: BUCKET };
    expect(() => createMediaStorage(config)).toThrow('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  });
});
