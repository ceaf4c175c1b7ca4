import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import { SIGN_IN_LIMITS } from '@chonail/shared/domain';
import { newClient, startAuthApp } from './auth-test-app';
import { UserEntity } from './entities/user.entity';
import { TokenService } from './token.service';

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

  it('treats a used token presented again as stolen and ends the whole family', async () => {
    const account = await register();
    const rotated = (await refresh(account.refreshToken)).json().refreshToken;
    const replay = await refresh(account.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('SESSION_REVOKED');
    expect(cookieOf(replay)).toContain('Max-Age=0');
    // The thief's replay also ends the legitimate holder's newer token.
    expect((await refresh(rotated)).statusCode).toBe(401);
  });

  it('lets only one of two simultaneous uses of a token win, and then ends the family', async () => {
    const account = await register();
    const results = await Promise.all([refresh(account.refreshToken), refresh(account.refreshToken)]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 401]);
    const winner = results.find((r) => r.statusCode === 200)?.json().refreshToken;
    expect((await refresh(winner)).statusCode).toBe(401);
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
