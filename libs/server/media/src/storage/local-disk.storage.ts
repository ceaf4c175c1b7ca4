import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { assertStorageKey, type MediaStorage } from './media-storage';

/** Media on local disk under one root (DATA_DIR/media by default): the offline mode of object storage. */
export class LocalDiskStorage implements MediaStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    assertStorageKey(key);
    return join(this.root, key);
  }

  async write(key: string, body: Readable): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    // Written beside the target and renamed when complete, so a reader never sees half a file.
    const partial = `${target}.${randomUUID()}.part`;
    const out = createWriteStream(partial, { flags: 'wx', mode: 0o640 });
    try {
      await pipeline(body, out);
      await rename(partial, target);
    } catch (error) {
      // A body that fails before the file is open (a form cut off early) destroys the stream while
      // its open is still pending: the file appears after that. Removed once the stream has closed,
      // or the half file would stay on disk.
      if (!out.closed) await once(out, 'close').catch(() => undefined);
      await rm(partial, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Readable | null> {
    const stream = createReadStream(this.path(key));
    return new Promise((resolveRead, reject) => {
      stream.once('open', () => resolveRead(stream));
      stream.once('error', (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? resolveRead(null) : reject(error)));
    });
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}
