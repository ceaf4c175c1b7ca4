import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import { SIGN_IN_LIMITS } from '@chonail/shared/domain';
import { newClient, startAuthApp } from './auth-test-app';
import { UserEntity } from './entities/user.entity';
import { REFRESH_REUSE_GRACE_MS, TokenService } from './token.service';

let app: NestFastifyApplication;
let data: DataSource;
let post: Awaited<ReturnType<typeof startAuthApp>>['post'];
let register: Awaited<ReturnType<typeof startAuthApp>>['register'];
let outbox: Awaited<ReturnType<typeof startAuthApp>>['outbox'];

beforeAll(async () => {
  ({ app, data, post, register, outbox } = await startAuthApp('sessions'));
});
afterAll(() => app?.close());

const me = (token: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie'] ?? '');

describe('login', () => {
  it('signs in with phone (any typing) and PIN, answering token, refreshToken and user', async () => {
    const account = await register();
    const typed = `(${account.phone.slice(2, 5)}) ${account.phone.slice(5, 8)}-${account.phone.slice(8)}`;
    const res = await post('/api/auth/login', { phone: typed, password: account.pin }, newClient().ip);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: account.user.id, phone: account.phone });
    expect(cookieOf(res)).toContain(`chonail_refresh=${body.refreshToken}`);
    expect((await me(body.token)).statusCode).toBe(200);
  });

  it('answers a wrong PIN and an unknown phone the same way', async () => {
    const account = await register();
    const ip = newClient().ip;
    const wrongPin = await post('/api/auth/login', { phone: account.phone, password: '9999' }, ip);
    const unknown = await post('/api/auth/login', { phone: newClient().phone, password: account.pin }, ip);
    expect(wrongPin.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPin.json()).toEqual(unknown.json());
    expect(wrongPin.json()).toEqual({ message: 'Wrong phone number, PIN or code', code: 'INVALID_CREDENTIALS' });
  });

  it(`asks a new device for a texted code after ${SIGN_IN_LIMITS.freeStrangerFailures} wrong PINs from strangers, and signs in with it`, async () => {
    const account = await register();
    const codes: string[] = [];
    for (let i = 0; i < SIGN_IN_LIMITS.freeStrangerFailures + 1; i += 1) {
      codes.push((await post('/api/auth/login', { phone: account.phone, password: '9999' }, newClient().ip)).json().code);
    }
    expect(codes).toEqual([...Array(SIGN_IN_LIMITS.freeStrangerFailures).fill('INVALID_CREDENTIALS'), 'LOGIN_CODE_REQUIRED']);
    const ip = newClient().ip;
    const right = await post('/api/auth/login', { phone: account.phone, password: account.pin }, ip);
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({ code: 'LOGIN_CODE_REQUIRED', message: 'Enter the code texted to this phone with your PIN' });
    const code = (await outbox(account.phone)).find((m) => m.purpose === 'login')?.code;
    expect((await post('/api/auth/login', { phone: account.phone, password: account.pin, code }, ip)).statusCode).toBe(200);
  });

  it('refuses a blocked account with the right PIN', async () => {
    const account = await register();
    await data.getRepository(UserEntity).update({ id: account.user.id }, { blocked: true });
    const res = await post('/api/auth/login', { phone: account.phone, password: account.pin }, newClient().ip);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_BLOCKED');
    expect((await me(account.token)).statusCode).toBe(403);
  });
});

describe('refresh tokens', () => {
  const refresh = (token: string | undefined, via: 'cookie' | 'body' = 'body') =>
    via === 'cookie'
      ? post('/api/auth/refresh-token', {}, '10.0.0.9', { cookie: `other=1; chonail_refresh=${token}` })
      : post('/api/auth/refresh-token', token === undefined ? {} : { refreshToken: token }, '10.0.0.9');

  it('rotates on every use, from the cookie or the body', async () => {
    const account = await register();
    const first = await refresh(account.refreshToken, 'cookie');
    expect(first.statusCode).toBe(200);
    const { accessToken, refreshToken } = first.json();
    expect(refreshToken).not.toBe(account.refreshToken);
    expect(cookieOf(first)).toContain(`chonail_refresh=${refreshToken}`);
    expect((await me(accessToken)).statusCode).toBe(200);
    const second = await refresh(refreshToken);
    expect(second.statusCode).toBe(200);
  });

  const sessionId = (token: string) => token.split('.')[0] as string;
  /** Moves a rotated token's rotation `seconds` into the past: the clock as the grace window reads it. */
  const ageRotation = (token: string, seconds: number) =>
    data.query(`UPDATE sessions SET revoked_at = revoked_at - make_interval(secs => $2) WHERE id = $1 AND replaced_by IS NOT NULL`, [sessionId(token), seconds]);
  const familyRows = async (token: string) =>
    (await data.query(
      `SELECT id, token_hash, replaced_by, revoked_at FROM sessions WHERE family_id = (SELECT family_id FROM sessions WHERE id = $1) ORDER BY created_at`,
      [sessionId(token)],
    )) as Array<{ id: string; token_hash: string; replaced_by: string | null; revoked_at: Date | null }>;

  it('treats a used token presented again after the grace window as stolen and ends the whole family', async () => {
    const account = await register();
    const rotated = (await refresh(account.refreshToken)).json().refreshToken;
    await ageRotation(account.refreshToken, REFRESH_REUSE_GRACE_MS / 1000 + 1);
    const replay = await refresh(account.refreshToken, 'cookie');
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('SESSION_REVOKED');
    expect(cookieOf(replay)).toContain('Max-Age=0');
    // The thief's replay also ends the legitimate holder's newer token, and its access tokens.
    expect((await refresh(rotated)).statusCode).toBe(401);
    expect((await familyRows(account.refreshToken)).every((row) => row.revoked_at !== null)).toBe(true);
  });

  it('answers 8 parallel refreshes with one cookie with one successor, and the session goes on (issue 38, finding 6)', async () => {
    const account = await register();
    const results = await Promise.all(Array.from({ length: 8 }, () => refresh(account.refreshToken, 'cookie')));

    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const successors = new Set(results.map((r) => r.json().refreshToken));
    expect(successors.size).toBe(1);
    const [successor] = [...successors] as [string];
    expect(successor).not.toBe(account.refreshToken);
    for (const result of results) {
      expect(cookieOf(result)).toContain(`chonail_refresh=${successor}`);
      expect((await me(result.json().accessToken)).statusCode).toBe(200);
    }
    // One rotation: the old row replaced by the one successor, which is the family's live row.
    const rows = await familyRows(account.refreshToken);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id: sessionId(account.refreshToken), replaced_by: sessionId(successor) });
    expect(rows[1]).toMatchObject({ id: sessionId(successor), replaced_by: null, revoked_at: null });
    // The successor's secret is not in the database, only its SHA-256.
    const secret = successor.split('.')[1] as string;
    const stored = await data.query(`SELECT * FROM sessions WHERE family_id = (SELECT family_id FROM sessions WHERE id = $1)`, [sessionId(successor)]);
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect((await me(account.token)).statusCode).toBe(200);
    // And the session goes on.
    const next = await refresh(successor, 'cookie');
    expect(next.statusCode).toBe(200);
    expect((await refresh(next.json().refreshToken)).statusCode).toBe(200);
  });

  it('answers the rotated token with the same successor until the window closes, then ends the family', async () => {
    const account = await register();
    const successor = (await refresh(account.refreshToken)).json().refreshToken;
    await ageRotation(account.refreshToken, REFRESH_REUSE_GRACE_MS / 1000 - 2);
    const late = await refresh(account.refreshToken, 'cookie');
    expect(late.statusCode).toBe(200);
    expect(late.json().refreshToken).toBe(successor);
    await ageRotation(account.refreshToken, 3);
    const tooLate = await refresh(account.refreshToken, 'cookie');
    expect(tooLate.statusCode).toBe(401);
    expect(tooLate.json().code).toBe('SESSION_REVOKED');
    expect((await refresh(successor)).statusCode).toBe(401);
    expect((await me(late.json().accessToken)).statusCode).toBe(401);
  });

  it('keeps the reuse rules for a successor: its own grace, and none for an older token once it was used', async () => {
    const account = await register();
    const first = (await refresh(account.refreshToken)).json().refreshToken;
    const seconds = await Promise.all([refresh(first, 'cookie'), refresh(first, 'cookie'), refresh(first)]);
    expect(seconds.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const second = seconds[0]?.json().refreshToken;
    expect(new Set(seconds.map((r) => r.json().refreshToken))).toEqual(new Set([second]));
    // The first token's successor has been used: the first token is no parallel use any more, but a copy.
    const copy = await refresh(account.refreshToken);
    expect(copy.statusCode).toBe(401);
    expect(copy.json().code).toBe('SESSION_REVOKED');
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('gives no grace to a token whose family was logged out', async () => {
    const account = await register();
    const successor = (await refresh(account.refreshToken)).json().refreshToken;
    await post('/api/auth/logout', {}, '10.0.0.9', { cookie: `chonail_refresh=${successor}` });
    const replay = await refresh(account.refreshToken, 'cookie');
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('SESSION_REVOKED');
  });

  it.each([
    ['nothing', undefined],
    ['garbage', 'not-a-token'],
    ['a forged secret', '00000000-0000-4000-8000-000000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('refuses %s', async (_name, token) => {
    const res = await refresh(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
  });

  it('ends with logout: the refresh token stops working and the cookie is cleared', async () => {
    const account = await register();
    const out = await post('/api/auth/logout', {}, '10.0.0.9', { cookie: `chonail_refresh=${account.refreshToken}` });
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out)).toContain('Max-Age=0');
    expect((await refresh(account.refreshToken)).statusCode).toBe(401);
    // The access token ends with its session, not two hours later.
    expect((await me(account.token)).statusCode).toBe(401);
    expect((await post('/api/auth/logout', {}, '10.0.0.9')).statusCode).toBe(200);
  });

  it('revokeUser (what blocking calls) ends every session of the user, and only theirs', async () => {
    // Not blocked: a block alone already refuses the refresh, which would hide a revoke that does nothing.
    const account = await register();
    const second = (await post('/api/auth/login', { phone: account.phone, password: account.pin }, newClient().ip)).json() as { token: string; refreshToken: string };
    const other = await register();
    await app.get(TokenService).revokeUser(account.user.id);
    expect((await refresh(account.refreshToken)).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(401);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('refuses a blocked user’s refresh even before their sessions are revoked', async () => {
    const account = await register();
    await data.getRepository(UserEntity).update({ id: account.user.id }, { blocked: true });
    const refused = await refresh(account.refreshToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });
});
