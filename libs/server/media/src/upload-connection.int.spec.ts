import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Redis } from 'ioredis';
import { UPLOAD_QUOTAS } from '@chonail/shared/domain';
import { REDIS, redisKey } from '@chonail/server/core/base';
import { useAuthApp } from '@chonail/server/auth/testing';
import { multipartForm, type FormFile } from '@chonail/server/testing';
import { JobPostEntity, ListingsModule, listingsMigrations } from '@chonail/server/listings';
import { MediaModule } from './media.module';
import { mediaMigrations } from './migrations';
import { MEDIA_STORAGE, type MediaStorage } from './storage/media-storage';
import { UploadQuota } from './upload-quota';
import { REFUSED_BODY_DRAIN_BYTES } from './upload-stream';

/**
 * Issue 38: an upload refused part-way was answered at once, but its connection then answered
 * nothing for ~73 s (the rest of the body was never read). Over a real socket, as a browser keeps
 * its connection alive: the refused upload, then a second request on the same connection.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'chonail-media-connection-'));
let server: Server | undefined;
// Before the app's own afterAll, so it runs first: a connection left hanging must not keep the app from closing.
afterAll(() => {
  server?.closeAllConnections();
  rmSync(dataDir, { recursive: true, force: true });
});

const app = useAuthApp('media-connection', {
  env: { DATA_DIR: dataDir },
  modules: [ListingsModule, MediaModule],
  migrations: [...listingsMigrations, ...mediaMigrations],
});

let port = 0;
let tiny: Buffer;
let reader = '';
beforeAll(async () => {
  reader = (await app.register()).token;
  await app.app.listen(0, '127.0.0.1');
  server = app.app.getHttpServer() as Server;
  port = (server.address() as AddressInfo).port;
  tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#27ae60' } }).jpeg().toBuffer();
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One connection read as raw HTTP/1.1, so nothing (no agent, no retry) opens another behind the
 * test's back. Answers carry a Content-Length here (Fastify's JSON answers, below the size that
 * would be compressed).
 */
class RawConnection {
  private received = Buffer.alloc(0);
  private wake: () => void = () => undefined;
  private readonly socket: Socket;
  closed = false;

  constructor() {
    this.socket = connect(port, '127.0.0.1');
    this.socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.wake();
    });
    // A server closing while the client still sends shows here as EPIPE or ECONNRESET: the answer, and `closed`, are what count.
    this.socket.on('error', () => undefined);
    this.socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
  }

  send(bytes: Buffer | string): void {
    this.socket.write(bytes);
  }

  /** The next whole answer on the connection, 'closed' when it ends first, or 'no answer' after `withinMs`. */
  async answer(withinMs: number): Promise<Answer | 'no answer' | 'closed'> {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const answer = this.take();
      if (answer) return answer;
      if (this.closed) return 'closed';
      if (!(await this.waitUntil(deadline))) return 'no answer';
    }
  }

  /** Whether the server closed the connection within `withinMs`. */
  async closesWithin(withinMs: number): Promise<boolean> {
    const deadline = Date.now() + withinMs;
    while (!this.closed) if (!(await this.waitUntil(deadline))) return false;
    return true;
  }

  end(): void {
    this.socket.destroy();
  }

  private waitUntil(deadline: number): Promise<boolean> {
    const left = deadline - Date.now();
    if (left <= 0) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), left);
      this.wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
  }

  private take(): Answer | undefined {
    const headEnd = this.received.indexOf('\r\n\r\n');
    if (headEnd < 0) return undefined;
    const [statusLine = '', ...lines] = this.received.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    const end = headEnd + 4 + Number(headers['content-length'] ?? 0);
    if (this.received.length < end) return undefined;
    const body = this.received.subarray(headEnd + 4, end).toString('utf8');
    this.received = this.received.subarray(end);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }
}

const MB = 1024 * 1024;
const session = () => `upload_${Date.now()}_${randomBytes(6).toString('hex')}`;
/** A real JPEG padded to about 1 MB: what a phone photo is, as far as the upload can tell before it is stored. */
const photo = () => ({ name: 'tiem.jpg', type: 'image/jpeg', body: Buffer.concat([tiny, Buffer.alloc(MB)]) });
/** About 1 MB that is no picture at all. */
const notAPicture = () => ({ name: 'tiem.jpg', type: 'image/jpeg', body: randomBytes(MB) });

type Form = { payload: Buffer; headers: Record<string, string> };

/** The upload as a browser sends it on a kept-alive connection; `declaredLength` may claim more than `form` holds. */
function uploadRequest(form: Form, token: string | undefined, query = '', declaredLength = form.payload.length): Buffer {
  const head = [
    `POST /api/upload-media${query} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    'Connection: keep-alive',
    ...(token ? [`Authorization: Bearer ${token}`] : []),
    `Content-Type: ${form.headers['content-type']}`,
    `Content-Length: ${declaredLength}`,
  ];
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), form.payload]);
}
/** A cheap call of another kind on the same connection: a reader's own (empty) upload session. */
const nextRequest = () =>
  `GET /api/media/uploads?sessionId=${session()} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\nAuthorization: Bearer ${reader}\r\n\r\n`;

const inject = (form: Form, token: string, query = '') =>
  app.app.inject({ method: 'POST', url: `/api/upload-media${query}`, payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${token}` } });
const bytesKey = (ownerId: number) => redisKey(app.config, 'rate', UPLOAD_QUOTAS.bytes.name, String(ownerId));

interface Refusal {
  status: number;
  code: string;
  /** The form, the query and the token of a request refused as `status`/`code`; may set up what refuses it. */
  build: () => Promise<{ form: Form; token?: string; query?: string }>;
}

const refusals: Array<[string, Refusal]> = [
  ['without a token (refused before the form is read)', { status: 401, code: 'SESSION_EXPIRED', build: async () => ({ form: multipartForm({ sessionId: session() }, [photo()]) }) }],
  [
    "for someone else's post",
    {
      status: 404,
      code: 'POST_NOT_FOUND',
      build: async () => {
        const [owner, other] = [await app.register(), await app.register()];
        const postId = (
          await app.data.getRepository(JobPostEntity).insert({
            ownerId: other.user.id, jobType: 'selling', title: 'Bán tiệm', description: 'x', city: 'Houston', state: 'TX', duration: 6,
            createdAt: new Date(), bumpedAt: new Date(),
          })
        ).identifiers[0]?.['id'] as number;
        return { form: multipartForm({ sessionId: session() }, [photo()]), token: owner.token, query: `?jobPostId=${postId}` };
      },
    },
  ],
  ['with the file before the session id', { status: 400, code: 'UPLOAD_SESSION_REQUIRED', build: async () => ({ form: multipartForm({}, [photo()]), token: (await app.register()).token }) }],
  [
    "into another account's session",
    {
      status: 403,
      code: 'UPLOAD_SESSION_FORBIDDEN',
      build: async () => {
        const [owner, other] = [await app.register(), await app.register()];
        const sessionId = session();
        expect((await inject(multipartForm({ sessionId }, [{ name: 'a.jpg', type: 'image/jpeg', body: tiny }]), other.token)).statusCode).toBe(201);
        return { form: multipartForm({ sessionId }, [photo()]), token: owner.token };
      },
    },
  ],
  ['of a file that is no picture or video', { status: 400, code: 'UNSUPPORTED_MEDIA_TYPE', build: async () => ({ form: multipartForm({ sessionId: session() }, [notAPicture()]), token: (await app.register()).token }) }],
  [
    'of an 11th file in a session',
    {
      status: 400,
      code: 'TOO_MANY_FILES',
      build: async () => {
        const owner = await app.register();
        const sessionId = session();
        const ten: FormFile[] = Array.from({ length: 10 }, (_, i) => ({ name: `${i}.jpg`, type: 'image/jpeg', body: tiny }));
        expect((await inject(multipartForm({ sessionId }, ten), owner.token)).statusCode).toBe(201);
        return { form: multipartForm({ sessionId }, [photo()]), token: owner.token };
      },
    },
  ],
  [
    "over the day's upload allowance",
    {
      status: 429,
      code: 'UPLOAD_RATE_LIMITED',
      build: async () => {
        const owner = await app.register();
        await app.app.get<Redis>(REDIS).set(bytesKey(owner.user.id), String(UPLOAD_QUOTAS.bytes.limit), 'EX', 3600);
        return { form: multipartForm({ sessionId: session() }, [photo()]), token: owner.token };
      },
    },
  ],
  [
    'with a form field too long',
    { status: 400, code: 'UPLOAD_FORM_INVALID', build: async () => ({ form: multipartForm({ sessionId: session(), note: 'x'.repeat(5_000) }, [photo()]), token: (await app.register()).token }) },
  ],
  [
    'while storage fails in the middle of the file',
    {
      status: 500,
      code: 'INTERNAL_ERROR',
      build: async () => {
        jest.spyOn(app.app.get<MediaStorage>(MEDIA_STORAGE), 'write').mockImplementationOnce(async (_key: string, body: Readable) => {
          for await (const chunk of body) if (chunk) break;
          throw new Error('disk went away');
        });
        return { form: multipartForm({ sessionId: session() }, [photo()]), token: (await app.register()).token };
      },
    },
  ],
  [
    'while the upload counters (Redis) are away',
    {
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      build: async () => {
        jest.spyOn(app.app.get(UploadQuota), 'countFile').mockRejectedValueOnce(new Error('Connection is closed.'));
        return { form: multipartForm({ sessionId: session() }, [photo()]), token: (await app.register()).token };
      },
    },
  ],
];

afterEach(() => jest.restoreAllMocks());

describe('a refused upload of about 1 MB on a kept-alive connection (issue 38)', () => {
  it.each(refusals)('%s: answered at once, and the next request on the same connection is answered normally', async (_name, refusal) => {
    const { form, token, query } = await refusal.build();
    expect(form.payload.length).toBeGreaterThan(MB);
    const connection = new RawConnection();
    try {
      connection.send(uploadRequest(form, token, query));
      const refused = await connection.answer(5_000);
      expect(refused).toMatchObject({ status: refusal.status, headers: { connection: 'keep-alive' } });
      expect(JSON.parse((refused as Answer).body)).toMatchObject({ code: refusal.code, message: expect.any(String) });

      connection.send(nextRequest());
      const next = await connection.answer(2_000);
      expect(next).toMatchObject({ status: 200, body: '[]' });
    } finally {
      connection.end();
    }
  });
});

describe('a refused upload whose body is far larger than is worth reading after the refusal', () => {
  it('is answered with Connection: close, and the server closes the connection at once instead of reading the rest', async () => {
    const owner = await app.register();
    const form = multipartForm({ sessionId: session() }, [notAPicture()]);
    const connection = new RawConnection();
    try {
      // Claims 200 MB; only the first megabyte or so is sent, as a client would before it reads the answer.
      connection.send(uploadRequest(form, owner.token, '', 200 * MB));
      expect(200 * MB).toBeGreaterThan(REFUSED_BODY_DRAIN_BYTES);
      const refused = await connection.answer(5_000);
      expect(refused).toMatchObject({ status: 400, headers: { connection: 'close' } });
      expect(JSON.parse((refused as Answer).body)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(await connection.closesWithin(2_000)).toBe(true);
    } finally {
      connection.end();
    }
  });
});
