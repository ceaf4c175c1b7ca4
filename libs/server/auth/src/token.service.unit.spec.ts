import { createHash } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import type { FastifyRequest } from 'fastify';
import { AuthErrorCode } from '@chonail/shared/contracts';
import { DomainError, loadConfig, requireJwtSecret } from '@chonail/server/core/base';
import type { UserEntity } from './entities/user.entity';
import type { SessionsRepository } from './sessions.repository';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  ACCESS_TOKEN_VERIFY,
  accessClaimsOf,
  clientOf,
  REFRESH_TOKEN_TTL_SECONDS,
  refreshCookie,
  REFRESH_REUSE_GRACE_MS,
  refreshTokenFromCookie,
  TokenService,
} from './token.service';
import { InMemorySessions } from './testing/unit-fakes';

const config = loadConfig(process.env);
const verifier = new JwtService({ secret: requireJwtSecret(config) });
const verifyAccess = (token: string): Record<string, unknown> =>
  verifier.verify(token, { algorithms: [...ACCESS_TOKEN_VERIFY.algorithms], audience: ACCESS_TOKEN_VERIFY.audience, issuer: ACCESS_TOKEN_VERIFY.issuer });

const CLIENT = { ip: '203.0.113.9', userAgent: 'unit-test' };
const member = (id: number, overrides: Partial<UserEntity> = {}) => ({ id, role: 'user', blocked: false, ...overrides }) as UserEntity;

function setup() {
  const sessions = new InMemorySessions();
  // The fake lacks the real class's private DataSource, hence the cast.
  const tokens = new TokenService(sessions as unknown as SessionsRepository, config);
  const users = new Map<number, UserEntity>([
    [1, member(1)],
    [2, member(2)],
  ]);
  const loadUser = async (id: number) => users.get(id) ?? null;
  const rotate = (refreshToken: string) => tokens.rotate(refreshToken, CLIENT, loadUser);
  const sessionOf = (refreshToken: string) => sessions.rows.get(refreshToken.split('.')[0] ?? '');
  const familyOf = (refreshToken: string) => sessionOf(refreshToken)?.familyId ?? '';
  return { sessions, tokens, users, loadUser, rotate, sessionOf, familyOf };
}

async function rejectsWith(attempt: Promise<unknown>, expected: { code: string; status: number; message?: string }): Promise<void> {
  const error = await attempt.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject(expected);
}

const sessionExpired = { code: AuthErrorCode.SessionExpired, status: 401, message: 'Please login' };
const sessionRevoked = { code: AuthErrorCode.SessionRevoked, status: 401, message: 'This session has ended. Please login again.' };

const START = new Date('2025-03-01T08:00:00Z').getTime();
beforeEach(() => {
  // Only the clock: argon2-free, but promises and I/O keep their real scheduling.
  jest.useFakeTimers({ now: START, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => jest.useRealTimers());

describe('TokenService.issue', () => {
  it('answers an opaque refresh token `<session id>.<secret>` and stores only the SHA-256 of its secret', async () => {
    const { tokens, sessions } = setup();
    const { refreshToken } = await tokens.issue(member(1), CLIENT);
    expect(refreshToken).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    const [id, secret] = refreshToken.split('.') as [string, string];
    const row = sessions.rows.get(id);
    expect(row).toMatchObject({ userId: 1, ip: CLIENT.ip, userAgent: CLIENT.userAgent, revokedAt: null, replacedBy: null });
    expect(row?.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('makes the session last 30 days', async () => {
    const { tokens, sessionOf } = setup();
    const { refreshToken } = await tokens.issue(member(1), CLIENT);
    expect(sessionOf(refreshToken)?.expiresAt.getTime()).toBe(START + REFRESH_TOKEN_TTL_SECONDS * 1000);
    expect(REFRESH_TOKEN_TTL_SECONDS).toBe(30 * 24 * 60 * 60);
  });

  it('starts a new session family on every sign-in', async () => {
    const { tokens, familyOf } = setup();
    const first = await tokens.issue(member(1), CLIENT);
    const second = await tokens.issue(member(1), CLIENT);
    expect(familyOf(first.refreshToken)).not.toBe(familyOf(second.refreshToken));
  });

  it('keeps at most 500 characters of the user agent', async () => {
    const { tokens, sessionOf } = setup();
    const { refreshToken } = await tokens.issue(member(1), { ip: CLIENT.ip, userAgent: 'x'.repeat(2000) });
    expect(sessionOf(refreshToken)?.userAgent).toHaveLength(500);
  });

  it('signs an HS256 access token for our audience and issuer, typed access, naming the user, role and session family, for 2 hours', async () => {
    const { tokens, familyOf } = setup();
    const { accessToken, refreshToken } = await tokens.issue(member(1, { role: 'admin' }), CLIENT);
    expect(JSON.parse(Buffer.from(accessToken.split('.')[0] ?? '', 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    const claims = verifyAccess(accessToken);
    expect(claims).toMatchObject({ sub: '1', role: 'admin', typ: 'access', aud: 'chonail', iss: 'chonail-api', sid: familyOf(refreshToken) });
    expect(Number(claims['exp']) - Number(claims['iat'])).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(2 * 60 * 60);
    expect(accessClaimsOf(claims)).not.toBeNull();
  });
});

describe('TokenService.rotate', () => {
  it('trades a refresh token for a new pair in the same family, replacing the old session', async () => {
    const { tokens, rotate, sessionOf, familyOf, sessions } = setup();
    const issued = await tokens.issue(member(1), CLIENT);
    jest.advanceTimersByTime(60_000);
    const rotated = await rotate(issued.refreshToken);

    expect(rotated.refreshToken).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(rotated.refreshToken).not.toBe(issued.refreshToken);
    expect(familyOf(rotated.refreshToken)).toBe(familyOf(issued.refreshToken));
    expect(sessionOf(issued.refreshToken)?.replacedBy).toBe(sessionOf(rotated.refreshToken)?.id);
    // The new session gets a full 30 days from now, and its access token names the same family.
    expect(sessionOf(rotated.refreshToken)?.expiresAt.getTime()).toBe(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000);
    expect(verifyAccess(rotated.accessToken)).toMatchObject({ sub: '1', typ: 'access', sid: familyOf(issued.refreshToken) });
    expect(await sessions.isFamilyLive(1, familyOf(issued.refreshToken))).toBe(true);

    // And again: every use rotates.
    await expect(rotate(rotated.refreshToken)).resolves.toMatchObject({ refreshToken: expect.any(String) });
  });

  it('treats a used token presented again after the 30 s grace window as stolen: SESSION_REVOKED, and the whole family ends', async () => {
    const { tokens, rotate, familyOf } = setup();
    const issued = await tokens.issue(member(1), CLIENT);
    const rotated = await rotate(issued.refreshToken);
    jest.advanceTimersByTime(REFRESH_REUSE_GRACE_MS + 1);

    await rejectsWith(rotate(issued.refreshToken), sessionRevoked);
    // The thief's replay also ends the legitimate holder's newer token, and its access tokens.
    expect(await tokens.isLive(1, familyOf(issued.refreshToken))).toBe(false);
    await rejectsWith(rotate(rotated.refreshToken), sessionRevoked);
  });

  it('answers a token presented again within 30 s of its rotation with the same successor (issue 38, finding 6)', async () => {
    const { tokens, rotate, familyOf, sessionOf } = setup();
    const issued = await tokens.issue(member(1), CLIENT);
    const first = await rotate(issued.refreshToken);
    jest.advanceTimersByTime(REFRESH_REUSE_GRACE_MS);
    const again = await rotate(issued.refreshToken);

    expect(REFRESH_REUSE_GRACE_MS).toBe(30_000);
    expect(again.refreshToken).toBe(first.refreshToken);
    expect(verifyAccess(again.accessToken)).toMatchObject({ sub: '1', typ: 'access', sid: familyOf(issued.refreshToken) });
    expect(accessClaimsOf(verifyAccess(again.accessToken))).not.toBeNull();
    // No second successor: the family still has one live row, the first answer's.
    expect(sessionOf(first.refreshToken)).toMatchObject({ revokedAt: null, replacedBy: null });
    expect(await tokens.isLive(1, familyOf(issued.refreshToken))).toBe(true);
    await expect(rotate(first.refreshToken)).resolves.toMatchObject({ refreshToken: expect.any(String) });
  });

  it('answers parallel uses of one token with one successor, rotating once, and the family goes on', async () => {
    const { tokens, users, rotate, familyOf, sessions } = setup();
    const issued = await tokens.issue(member(1), CLIENT);
    // Hold every use after its checks until all have made them, so all reach the conditional rotate.
    const parallel = 8;
    let arrived = 0;
    let release: () => void = () => undefined;
    const allChecked = new Promise<void>((resolve) => (release = resolve));
    const loadUser = async (id: number) => {
      arrived += 1;
      if (arrived === parallel) release();
      if (arrived <= parallel) await allChecked;
      return users.get(id) ?? null;
    };
    const results = await Promise.all(Array.from({ length: parallel }, () => tokens.rotate(issued.refreshToken, CLIENT, loadUser)));

    expect(new Set(results.map((r) => r.refreshToken)).size).toBe(1);
    for (const { accessToken } of results) expect(verifyAccess(accessToken)).toMatchObject({ sub: '1', sid: familyOf(issued.refreshToken) });
    expect(sessions.rows.size).toBe(2);
    expect(await tokens.isLive(1, familyOf(issued.refreshToken))).toBe(true);
    await expect(rotate(results[0]?.refreshToken ?? '')).resolves.toMatchObject({ refreshToken: expect.any(String) });
  });

  it('stores no successor in the clear: the rows hold only the SHA-256 of each secret', async () => {
    const { tokens, rotate, sessions, sessionOf } = setup();
    const issued = await tokens.issue(member(1), CLIENT);
    const first = await rotate(issued.refreshToken);
    await rotate(issued.refreshToken);
    const secret = first.refreshToken.split('.')[1] ?? '';
    expect(JSON.stringify([...sessions.rows.values()])).not.toContain(secret);
    expect(sessionOf(first.refreshToken)?.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    // And one token's successor says nothing of another's.
    const other = await tokens.issue(member(1), CLIENT);
    expect((await rotate(other.refreshToken)).refreshToken.split('.')[1]).not.toBe(secret);
  });

  it('gives no grace once the successor has been used: the family ends', async () => {
    const { tokens, rotate, familyOf } = setup();
    const issued = await tokens.issue(member(1), CLIENT);
    const first = await rotate(issued.refreshToken);
    const second = await rotate(first.refreshToken);
    // The successor's own grace holds: its parallel use gets the same next token.
    await expect(rotate(first.refreshToken)).resolves.toMatchObject({ refreshToken: second.refreshToken });
    // But the oldest token, its successor already used, is a copy.
    await rejectsWith(rotate(issued.refreshToken), sessionRevoked);
    expect(await tokens.isLive(1, familyOf(issued.refreshToken))).toBe(false);
    await rejectsWith(rotate(second.refreshToken), sessionRevoked);
  });

  it('gives no grace after logout, nor to a blocked user', async () => {
    const { tokens, users, rotate } = setup();
    const out = await tokens.issue(member(1), CLIENT);
    const outNext = await rotate(out.refreshToken);
    await tokens.revoke(outNext.refreshToken);
    await rejectsWith(rotate(out.refreshToken), sessionRevoked);

    const blocked = await tokens.issue(member(2), CLIENT);
    await rotate(blocked.refreshToken);
    users.set(2, member(2, { blocked: true }));
    await rejectsWith(rotate(blocked.refreshToken), sessionExpired);
  });

  it('refuses a logged-out token as SESSION_REVOKED', async () => {
    const { tokens, rotate } = setup();
    const issued = await tokens.issue(member(1), CLIENT);
    await tokens.revoke(issued.refreshToken);
    await rejectsWith(rotate(issued.refreshToken), sessionRevoked);
  });

  it('works until the last millisecond of the 30 days and refuses the token as SESSION_EXPIRED from then on', async () => {
    const { tokens, rotate } = setup();
    const early = await tokens.issue(member(1), CLIENT);
    const late = await tokens.issue(member(1), CLIENT);
    jest.setSystemTime(START + REFRESH_TOKEN_TTL_SECONDS * 1000 - 1);
    await expect(rotate(early.refreshToken)).resolves.toMatchObject({ refreshToken: expect.any(String) });
    jest.setSystemTime(START + REFRESH_TOKEN_TTL_SECONDS * 1000);
    await rejectsWith(rotate(late.refreshToken), sessionExpired);
  });

  it.each([
    ['an empty token', ''],
    ['garbage', 'not-a-token'],
    ['an unknown session', '00000000-0000-4000-8000-000000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('refuses %s as SESSION_EXPIRED', async (_name, token) => {
    const { rotate } = setup();
    await rejectsWith(rotate(token), sessionExpired);
  });

  it('refuses a real session id with a forged secret as SESSION_EXPIRED, leaving the real session alone', async () => {
    const { tokens, rotate, familyOf } = setup();
    const issued = await tokens.issue(member(1), CLIENT);
    const [id, secret] = issued.refreshToken.split('.') as [string, string];
    const forged = `${id}.${secret.startsWith('A') ? 'B' : 'A'}${secret.slice(1)}`;
    await rejectsWith(rotate(forged), sessionExpired);
    expect(await tokens.isLive(1, familyOf(issued.refreshToken))).toBe(true);
    await expect(rotate(issued.refreshToken)).resolves.toMatchObject({ refreshToken: expect.any(String) });
  });

  it.each([
    ['is blocked', (users: Map<number, UserEntity>) => users.set(1, member(1, { blocked: true }))],
    ['is gone', (users: Map<number, UserEntity>) => users.delete(1)],
  ])('refuses to rotate when the user %s, and ends the family', async (_name, change) => {
    const { tokens, users, rotate, familyOf } = setup();
    const issued = await tokens.issue(member(1), CLIENT);
    change(users);
    await rejectsWith(rotate(issued.refreshToken), sessionExpired);
    expect(await tokens.isLive(1, familyOf(issued.refreshToken))).toBe(false);
  });

  it('signs the new access token with the role the user has now', async () => {
    const { tokens, users, rotate } = setup();
    const issued = await tokens.issue(member(1), CLIENT);
    users.set(1, member(1, { role: 'admin' }));
    expect(verifyAccess((await rotate(issued.refreshToken)).accessToken)).toMatchObject({ role: 'admin' });
  });
});

describe('TokenService revocation', () => {
  it('logout ends the family the token belongs to, access tokens included, and other sign-ins go on', async () => {
    const { tokens, rotate, familyOf } = setup();
    const phone = await tokens.issue(member(1), CLIENT);
    const laptop = await tokens.issue(member(1), CLIENT);
    const rotated = await rotate(phone.refreshToken);
    // Logging out with the newest token ends the family's earlier rows too.
    await tokens.revoke(rotated.refreshToken);
    expect(await tokens.isLive(1, familyOf(phone.refreshToken))).toBe(false);
    expect(await tokens.isLive(1, familyOf(laptop.refreshToken))).toBe(true);
  });

  it('logout with an unknown, garbage or forged token is fine and ends nothing', async () => {
    const { tokens, familyOf } = setup();
    const issued = await tokens.issue(member(1), CLIENT);
    const [id] = issued.refreshToken.split('.') as [string, string];
    for (const token of ['', 'not-a-token', `${id}.${'A'.repeat(43)}`]) await expect(tokens.revoke(token)).resolves.toBeUndefined();
    expect(await tokens.isLive(1, familyOf(issued.refreshToken))).toBe(true);
  });

  it('revokeUser ends every session of that user (block, PIN reset) and no one else’s', async () => {
    const { tokens, rotate, familyOf } = setup();
    const first = await tokens.issue(member(1), CLIENT);
    const second = await tokens.issue(member(1), CLIENT);
    const someoneElse = await tokens.issue(member(2), CLIENT);
    await tokens.revokeUser(1);
    for (const issued of [first, second]) {
      expect(await tokens.isLive(1, familyOf(issued.refreshToken))).toBe(false);
      await rejectsWith(rotate(issued.refreshToken), sessionRevoked);
    }
    expect(await tokens.isLive(2, familyOf(someoneElse.refreshToken))).toBe(true);
  });

  it('revokeUserExcept ends the user’s other sessions and keeps the named one (PIN change)', async () => {
    const { tokens, rotate, familyOf } = setup();
    const current = await tokens.issue(member(1), CLIENT);
    const other = await tokens.issue(member(1), CLIENT);
    await tokens.revokeUserExcept(1, familyOf(current.refreshToken));
    expect(await tokens.isLive(1, familyOf(other.refreshToken))).toBe(false);
    expect(await tokens.isLive(1, familyOf(current.refreshToken))).toBe(true);
    await expect(rotate(current.refreshToken)).resolves.toMatchObject({ refreshToken: expect.any(String) });
  });

  it('isLive asks about the named user’s family only', async () => {
    const { tokens, familyOf } = setup();
    const issued = await tokens.issue(member(1), CLIENT);
    expect(await tokens.isLive(1, familyOf(issued.refreshToken))).toBe(true);
    expect(await tokens.isLive(2, familyOf(issued.refreshToken))).toBe(false);
  });
});

describe('accessClaimsOf', () => {
  const sid = '6f1c2a5e-8d3b-4c7a-9e21-0b4d5f6a7c8e';
  const exp = () => Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_SECONDS;
  it('takes the claims of an access token that names a user and a session family and expires', () => {
    const claims = { sub: '12', role: 'user', typ: 'access', sid, exp: exp() };
    expect(accessClaimsOf(claims)).toBe(claims);
    expect(accessClaimsOf({ ...claims, role: 'admin', sub: '2147483647' })).not.toBeNull();
  });

  it.each([
    ['a refresh-typed token', { sub: '12', role: 'user', typ: 'refresh', sid }],
    ['a token naming no session', { sub: '12', role: 'user', typ: 'access' }],
    ['a malformed session', { sub: '12', role: 'user', typ: 'access', sid: 'not-a-uuid' }],
    ['a non-numeric subject', { sub: 'admin', role: 'user', typ: 'access', sid }],
    // Issue 38, finding 10: each of these passed, and the array session failed in SQL (500).
    ['a session in an array', { sub: '12', role: 'user', typ: 'access', sid: [sid] }],
    ['a session as an object', { sub: '12', role: 'user', typ: 'access', sid: { toString: (): string => sid } }],
    ['a numeric subject', { sub: 12, role: 'user', typ: 'access', sid }],
    ['a subject in an array', { sub: ['12'], role: 'user', typ: 'access', sid }],
    ['a subject past PostgreSQL integers', { sub: '2147483648', role: 'user', typ: 'access', sid }],
    ['a subject of zero', { sub: '0', role: 'user', typ: 'access', sid }],
    ['a subject with a leading zero', { sub: '012', role: 'user', typ: 'access', sid }],
    ['a type in an array', { sub: '12', role: 'user', typ: ['access'], sid }],
    ['no role', { sub: '12', typ: 'access', sid }],
    ['a role in an array', { sub: '12', role: ['admin'], typ: 'access', sid }],
    ['nothing', null],
    ['a string', 'access'],
  ])('refuses %s', (_name, payload) => {
    const withExp = payload && typeof payload === 'object' ? { exp: exp(), ...payload } : payload;
    expect(accessClaimsOf(withExp)).toBeNull();
  });

  it.each([
    ['no expiry', undefined],
    ['an expiry as text', String(Math.floor(START / 1000) + 60)],
    ['an expiry that is not a number', Number.NaN],
    ['an expiry now', Math.floor(START / 1000)],
    ['an expiry past', Math.floor(START / 1000) - 1],
    ['an expiry further ahead than a token lives', Math.floor(START / 1000) + ACCESS_TOKEN_TTL_SECONDS + 61],
    ['an expiry a century ahead', Math.floor(START / 1000) + 100 * 365 * 86_400],
  ])('refuses an access token with %s (issue 38, finding 10)', (_name, expiry) => {
    expect(accessClaimsOf({ sub: '12', role: 'user', typ: 'access', sid, exp: expiry })).toBeNull();
  });

  it('takes an expiry up to a minute past a fresh token’s own, for replicas whose clocks disagree', () => {
    expect(accessClaimsOf({ sub: '12', role: 'user', typ: 'access', sid, exp: Math.floor(START / 1000) + ACCESS_TOKEN_TTL_SECONDS + 60 })).not.toBeNull();
  });
});

describe('refresh cookie', () => {
  it('is HttpOnly, SameSite=Strict, sent only to /api/auth, for 30 days, and Secure off localhost', () => {
    const cookie = refreshCookie('abc.def', 'api.chonail.example');
    expect(cookie.split('; ')).toEqual(['chonail_refresh=abc.def', 'Path=/api/auth', 'HttpOnly', 'SameSite=Strict', `Max-Age=${REFRESH_TOKEN_TTL_SECONDS}`, 'Secure']);
  });

  it.each(['localhost:3000', '127.0.0.1', '[::1]:8080'])('leaves out Secure on plain-HTTP %s only', (host) => {
    expect(refreshCookie('abc.def', host)).not.toContain('Secure');
  });

  it.each(['localhost.evil.example', 'evil.example:3000', undefined])('keeps Secure for the host %p', (host) => {
    expect(refreshCookie('abc.def', host)).toContain('Secure');
  });

  it('is cleared with Max-Age=0 when there is no token', () => {
    expect(refreshCookie('', 'localhost')).toContain('chonail_refresh=;');
    expect(refreshCookie('', 'localhost')).toContain('Max-Age=0');
  });

  it('is read from among other cookies, and is missing when not sent', () => {
    expect(refreshTokenFromCookie('other=1; chonail_refresh=abc.def=; x=2')).toBe('abc.def=');
    expect(refreshTokenFromCookie('other=1; not_chonail_refresh=abc')).toBeUndefined();
    expect(refreshTokenFromCookie(undefined)).toBeUndefined();
  });
});

describe('clientOf', () => {
  it('takes the address Fastify resolved, never a forwarded header the client wrote', () => {
    const request = { ip: '198.51.100.7', headers: { 'x-forwarded-for': '203.0.113.1', 'user-agent': 'ua' } } as unknown as FastifyRequest;
    expect(clientOf(request)).toEqual({ ip: '198.51.100.7', userAgent: 'ua' });
  });
});
