import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { ExecutionContext } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { loadConfig, requireJwtSecret } from '@chonail/server/core/base';
import { AccessTokenGuard, AdminGuard, OptionalAccessTokenGuard } from './access-token.guard';
import type { UserEntity } from './entities/user.entity';
import { bearerToken, JwtStrategy } from './jwt.strategy';
import type { TokenService } from './token.service';
import type { UsersRepository } from './users.repository';

/**
 * The guards through the real passport and passport-jwt, with the user and session lookups faked:
 * every refusal keeps the `{ message, code }` and status the API has always answered.
 */
const config = loadConfig(process.env);
const secret = requireJwtSecret(config);
const users = new Map<number, Pick<UserEntity, 'id' | 'role' | 'blocked'>>();
const liveSessions = new Set<string>();
let outage: Error | undefined;

new JwtStrategy(
  { isLive: async (userId: number, sid: string) => liveSessions.has(`${userId}:${sid}`) } as unknown as TokenService,
  {
    findById: async (id: number) => {
      if (outage) throw outage;
      return (users.get(id) as UserEntity | undefined) ?? null;
    },
  } as unknown as UsersRepository,
  config,
);

const sign = (claims: object, options: { secret?: string; expiresIn?: number } = {}) =>
  new JwtService({ secret: options.secret ?? secret }).sign(claims, {
    algorithm: 'HS256',
    expiresIn: options.expiresIn ?? 7200,
    audience: 'chonail',
    issuer: 'chonail-api',
  });

function signedIn(role: 'user' | 'admin' = 'user', blocked = false) {
  const id = users.size + 1;
  const sid = randomUUID();
  users.set(id, { id, role, blocked });
  liveSessions.add(`${id}:${sid}`);
  return { id, sid, token: sign({ sub: String(id), role, typ: 'access', sid }) };
}

type Request = { headers: { authorization?: string }; user?: unknown; sessionFamilyId?: string };
const contextOf = (request: Request) => ({ switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({}) }) }) as unknown as ExecutionContext;
const check = (guard: AccessTokenGuard, authorization?: string) => {
  const request: Request = { headers: authorization === undefined ? {} : { authorization } };
  return { request, result: guard.canActivate(contextOf(request)) as Promise<boolean> };
};
const pleaseLogin = { code: 'SESSION_EXPIRED', message: 'Please login', status: 401 };

describe('bearerToken', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['Bearer  abc.def.ghi  ', 'abc.def.ghi'],
    ['bearer abc.def.ghi', null],
    ['Basic dXNlcjpwYXNz', null],
    ['Bearer ', null],
    [undefined, null],
  ])('reads %p as %p', (authorization, token) => {
    expect(bearerToken({ headers: { authorization } })).toBe(token);
  });
});

describe('AccessTokenGuard (AuthGuard over JwtStrategy)', () => {
  const guard = new AccessTokenGuard();

  it('lets a live session of an existing user in, with its row and session family on the request', async () => {
    const caller = signedIn();
    const { request, result } = check(guard, `Bearer ${caller.token}`);
    await expect(result).resolves.toBe(true);
    expect(request.user).toBe(users.get(caller.id));
    expect(request.sessionFamilyId).toBe(caller.sid);
  });

  it.each([
    ['no header', () => undefined],
    ['another scheme', () => `Basic ${signedIn().token}`],
    ['a garbage token', () => 'Bearer not-a-jwt'],
    ['an expired token', () => `Bearer ${sign({ sub: String(signedIn().id), typ: 'access', sid: randomUUID() }, { expiresIn: -10 })}`],
    ['another secret', () => `Bearer ${sign({ sub: '1', typ: 'access', sid: randomUUID() }, { secret: 'someone-elses-secret-of-enough-length' })}`],
    ['a refresh-typed JWT', () => `Bearer ${sign({ sub: String(signedIn().id), typ: 'refresh', sid: randomUUID() })}`],
    ['a JWT naming no session', () => `Bearer ${sign({ sub: String(signedIn().id), typ: 'access' })}`],
    ['a user that is gone', () => `Bearer ${sign({ sub: '999999', typ: 'access', sid: randomUUID() })}`],
    [
      'an ended session',
      () => {
        const caller = signedIn();
        liveSessions.delete(`${caller.id}:${caller.sid}`);
        return `Bearer ${caller.token}`;
      },
    ],
  ])('refuses %s with 401 SESSION_EXPIRED', async (_name, header) => {
    const { request, result } = check(guard, header());
    await expect(result).rejects.toMatchObject(pleaseLogin);
    expect(request.user).toBeUndefined();
  });

  it('refuses a blocked user with 403 ACCOUNT_BLOCKED', async () => {
    await expect(check(guard, `Bearer ${signedIn('user', true).token}`).result).rejects.toMatchObject({
      code: 'ACCOUNT_BLOCKED',
      message: 'This account has been blocked',
      status: 403,
    });
  });

  it('passes any other failure on as it is (the error filter answers it)', async () => {
    const { token } = signedIn();
    outage = new Error('database away');
    try {
      await expect(check(guard, `Bearer ${token}`).result).rejects.toBe(outage);
    } finally {
      outage = undefined;
    }
  });
});

describe('AdminGuard', () => {
  const guard = new AdminGuard();

  it('lets an admin in and refuses anyone else with 403 ADMIN_ONLY, a guest with 401', async () => {
    await expect(check(guard, `Bearer ${signedIn('admin').token}`).result).resolves.toBe(true);
    await expect(check(guard, `Bearer ${signedIn('user').token}`).result).rejects.toMatchObject({ code: 'ADMIN_ONLY', message: 'Admins only', status: 403 });
    await expect(check(guard).result).rejects.toMatchObject(pleaseLogin);
  });
});

describe('OptionalAccessTokenGuard', () => {
  const guard = new OptionalAccessTokenGuard();

  it('attaches a signed-in caller and treats a missing, stale or blocked one as a guest', async () => {
    const caller = signedIn();
    const signed = check(guard, `Bearer ${caller.token}`);
    await expect(signed.result).resolves.toBe(true);
    expect(signed.request).toMatchObject({ user: users.get(caller.id), sessionFamilyId: caller.sid });
    for (const header of [undefined, 'Bearer not-a-jwt', `Bearer ${signedIn('user', true).token}`]) {
      const guest = check(guard, header);
      await expect(guest.result).resolves.toBe(true);
      expect(guest.request.user).toBeUndefined();
      expect(guest.request.sessionFamilyId).toBeUndefined();
    }
  });
});
