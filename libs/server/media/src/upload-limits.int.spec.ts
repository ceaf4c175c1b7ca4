import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Redis } from 'ioredis';
import { UPLOAD_QUOTAS } from '@chonail/shared/domain';
import { REDIS, redisKey } from '@chonail/server/core/base';
import { useAuthApp } from '@chonail/server/auth/testing';
import { multipartForm, type FormFile } from '@chonail/server/testing';
import { JobPostEntity, ListingsModule, listingsMigrations } from '@chonail/server/listings';
import { MediaModule } from './media.module';
import { mediaMigrations } from './migrations';

/**
 * Issue 19: what one account may upload (findings 5) and forms the uploader never sends
 * (finding 8), against the real upload endpoint, Postgres and Redis.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'chonail-media-limits-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const app = useAuthApp('media-limits', {
  env: { DATA_DIR: dataDir },
  modules: [ListingsModule, MediaModule],
  migrations: [...listingsMigrations, ...mediaMigrations],
});

const session = () => `upload_${Date.now()}_${randomBytes(6).toString('hex')}`;
let tiny: Buffer;
beforeAll(async () => {
  tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#27ae60' } }).jpeg().toBuffer();
});
const files = (n: number, body = tiny): FormFile[] => Array.from({ length: n }, (_, i) => ({ name: `${i}.jpg`, type: 'image/jpeg', body }));

function send(token: string, payload: Buffer, headers: Record<string, string>, query = '') {
  return app.app.inject({ method: 'POST', url: `/api/upload-media${query}`, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
}
const upload = (token: string, fields: Record<string, string>, parts: FormFile[], query = '') => {
  const body = multipartForm(fields, parts);
  return send(token, body.payload, body.headers, query);
};

const storedFiles = (): string[] => {
  try {
    return readdirSync(join(dataDir, 'media', 'originals'));
  } catch {
    return [];
  }
};
const rowsOf = async (ownerId: number) => Number(((await app.data.query('SELECT count(*) AS n FROM media WHERE owner_id = $1', [ownerId])) as Array<{ n: string }>)[0]?.n);
const bytesKey = (ownerId: number) => redisKey(app.config, 'rate', UPLOAD_QUOTAS.bytes.name, String(ownerId));
const redis = () => app.app.get<Redis>(REDIS);

describe('per-account upload allowances (finding 5)', () => {
  it('counts a session once however many of its files arrive at once, and refuses the 21st new session in an hour with 429 UPLOAD_RATE_LIMITED, storing nothing', async () => {
    const owner = await app.register();
    // The uploader sends each file in its own request, several at once.
    const first = session();
    const together = await Promise.all([0, 1, 2, 3].map(() => upload(owner.token, { sessionId: first }, files(1))));
    expect(together.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    for (let i = 1; i < 20; i++) expect((await upload(owner.token, { sessionId: session() }, files(1))).statusCode).toBe(201);

    const before = storedFiles().length;
    const refused = await upload(owner.token, { sessionId: session() }, files(1));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'UPLOAD_RATE_LIMITED', message: expect.stringMatching(/^Too many uploads\. Please try again in \d+ minutes?\.$/) });
    expect(storedFiles()).toHaveLength(before);
    expect(await rowsOf(owner.user.id)).toBe(23);

    // A session already open takes more files; another account is not affected.
    expect((await upload(owner.token, { sessionId: first }, files(1))).statusCode).toBe(201);
    const other = await app.register();
    expect((await upload(other.token, { sessionId: session() }, files(1))).statusCode).toBe(201);
  });

  it('refuses the 101st file in an hour, storing nothing of that request', async () => {
    const owner = await app.register();
    for (let i = 0; i < 10; i++) expect((await upload(owner.token, { sessionId: session() }, files(10))).statusCode).toBe(201);
    const before = storedFiles().length;
    const refused = await upload(owner.token, { sessionId: session() }, files(1));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'UPLOAD_RATE_LIMITED' });
    expect(storedFiles()).toHaveLength(before);
    expect(await rowsOf(owner.user.id)).toBe(100);
  });

  it('counts the bytes received, refused files included, and refuses files once the day’s 1 GiB is used', async () => {
    const owner = await app.register();
    const counted = async () => Number(await redis().get(bytesKey(owner.user.id)));
    expect((await upload(owner.token, { sessionId: session() }, files(1))).statusCode).toBe(201);
    expect(await counted()).toBe(tiny.length);
    const words = Buffer.from('not a picture at all, just words');
    expect((await upload(owner.token, { sessionId: session() }, [{ name: 'x.jpg', type: 'image/jpeg', body: words }])).statusCode).toBe(400);
    expect(await counted()).toBe(tiny.length + words.length);

    // As if a day of uploads had used all but one byte: one more file may still start, then none.
    await redis().set(bytesKey(owner.user.id), String(UPLOAD_QUOTAS.bytes.limit - 1), 'KEEPTTL');
    const sessionId = session();
    expect((await upload(owner.token, { sessionId }, files(1))).statusCode).toBe(201);
    expect(await counted()).toBe(UPLOAD_QUOTAS.bytes.limit - 1 + tiny.length);
    const before = storedFiles().length;
    const refused = await upload(owner.token, { sessionId }, files(1));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'UPLOAD_RATE_LIMITED', message: expect.stringMatching(/try again in \d+ hours\.$/) });
    expect(storedFiles()).toHaveLength(before);
    expect(await counted()).toBe(UPLOAD_QUOTAS.bytes.limit - 1 + tiny.length);
  });
});

describe('forms the uploader never sends (finding 8): 4xx with a code, never 500, nothing stored', () => {
  const post = async (ownerId: number) =>
    (
      await app.data.getRepository(JobPostEntity).insert({
        ownerId, jobType: 'selling', title: 'Bán tiệm', description: 'x', city: 'Houston', state: 'TX', duration: 6,
        createdAt: new Date(), bumpedAt: new Date(), photoVideoAddon: true, photoVideoEndsAt: new Date(Date.now() + 30 * 86_400_000),
      })
    ).identifiers[0]?.['id'] as number;
  const six = () => ({ sessionId: session(), a: '1', b: '2', c: '3', d: '4', e: '5' });

  it.each([
    ['six fields before the file', () => multipartForm(six(), files(1)), 400, 'UPLOAD_FORM_INVALID'],
    ['six fields before a 2 MB file', () => multipartForm(six(), files(1, Buffer.concat([tiny, Buffer.alloc(2 * 1024 * 1024)]))), 400, 'UPLOAD_FORM_INVALID'],
    ['six fields and no file', () => multipartForm(six(), []), 400, 'UPLOAD_FORM_INVALID'],
    ['a field of 100 KB', () => multipartForm({ sessionId: session(), note: 'x'.repeat(100_000) }, files(1)), 400, 'UPLOAD_FORM_INVALID'],
    ['a session id of 100 KB', () => multipartForm({ sessionId: 'y'.repeat(100_000) }, files(1)), 400, 'UPLOAD_FORM_INVALID'],
    ['11 files in one session', () => multipartForm({ sessionId: session() }, files(11)), 400, 'TOO_MANY_FILES'],
    [
      'a form cut off inside its file',
      () => {
        const form = multipartForm({ sessionId: session() }, files(1, Buffer.concat([tiny, Buffer.alloc(200_000)])));
        return { ...form, payload: form.payload.subarray(0, 100_000) };
      },
      400,
      'UPLOAD_FORM_INVALID',
    ],
    [
      // The parser takes an end between parts as the end of the form: no whole session id came.
      'a form cut off inside its first field',
      () => {
        const form = multipartForm({ sessionId: session() }, files(1));
        return { ...form, payload: form.payload.subarray(0, 60) };
      },
      400,
      'UPLOAD_SESSION_REQUIRED',
    ],
  ])('%s', async (_name, build, status, code) => {
    const owner = await app.register();
    const before = storedFiles().length;
    const form = build();
    const res = await send(owner.token, form.payload, form.headers);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { code, message: expect.any(String) } });
    expect(storedFiles()).toHaveLength(before);
    expect(await rowsOf(owner.user.id)).toBe(0);
  });

  it('13 files when editing a post (the form’s own file limit): 400 TOO_MANY_FILES, nothing stored', async () => {
    const owner = await app.register();
    const postId = await post(owner.user.id);
    const before = storedFiles().length;
    const res = await upload(owner.token, { sessionId: session() }, files(13), `?jobPostId=${postId}`);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { code: 'TOO_MANY_FILES', message: expect.any(String) } });
    expect(storedFiles()).toHaveLength(before);
    expect(await rowsOf(owner.user.id)).toBe(0);
  });
});
