import { createHmac } from 'node:crypto';
import { requireJwtSecret } from '@chonail/server/core/base';
import { useAuthApp } from './auth-test-app';
import { ACCESS_TOKEN_TTL_SECONDS } from './token.service';

/**
 * Issue 38, finding 10 (the access-token part): JWTs signed with the server's own secret, for our
 * audience and issuer, but with claims signAccess never writes. Each must be 401 SESSION_EXPIRED on a
 * signed-in route; before, a token without `exp` never expired and an array `sid` answered 500.
 */
const app = useAuthApp('access-token-claims');

/** HS256 by hand, so a claim can have any JSON type (jsonwebtoken's sign checks some of them). */
function signRaw(claims: Record<string, unknown>, secret = requireJwtSecret(app.config)): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ aud: 'chonail', iss: 'chonail-api', ...claims })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

const claimsOf = (token: string): Record<string, unknown> => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
const me = (token: string) => app.get('/api/auth/user', token);
const pleaseLogin = { code: 'SESSION_EXPIRED', message: 'Please login' };

describe('access tokens signed with our secret but not as we sign them', () => {
  let genuine: { token: string; sub: string; sid: string; id: number };
  const now = () => Math.floor(Date.now() / 1000);
  /** The claims of the member's live session, as signAccess writes them, with `changes` over them (undefined removes one). */
  const claims = (changes: Record<string, unknown> = {}): Record<string, unknown> => {
    const base: Record<string, unknown> = { sub: genuine.sub, role: 'user', typ: 'access', sid: genuine.sid, iat: now(), exp: now() + ACCESS_TOKEN_TTL_SECONDS, ...changes };
    return Object.fromEntries(Object.entries(base).filter(([, value]) => value !== undefined));
  };

  beforeAll(async () => {
    const { token, user } = await app.register();
    const { sub, sid } = claimsOf(token) as { sub: string; sid: string };
    genuine = { token, sub, sid, id: user.id };
  });

  it('lets a token made here exactly as signAccess makes it in (the signing below is the server’s)', async () => {
    const res = await me(signRaw(claims()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: genuine.id });
  });

  it.each<[string, () => Record<string, unknown>]>([
    ['no exp', () => claims({ exp: undefined })],
    ['no exp and no iat', () => claims({ exp: undefined, iat: undefined })],
    ['an exp a century ahead', () => claims({ exp: now() + 100 * 365 * 86_400 })],
    ['an exp further ahead than a token lives', () => claims({ exp: now() + ACCESS_TOKEN_TTL_SECONDS + 120 })],
    ['an exp as text', () => claims({ exp: String(now() + 600) })],
    ['the session in an array', () => claims({ sid: [genuine.sid] })],
    ['the session as an object', () => claims({ sid: { id: genuine.sid } })],
    ['the session as a number', () => claims({ sid: 12 })],
    ['the user id as a number', () => claims({ sub: Number(genuine.sub) })],
    ['the user id in an array', () => claims({ sub: [genuine.sub] })],
    ['a user id past PostgreSQL integers', () => claims({ sub: '99999999999' })],
    ['a user id with a leading zero', () => claims({ sub: `0${genuine.sub}` })],
    ['the type in an array', () => claims({ typ: ['access'] })],
    ['no role', () => claims({ role: undefined })],
    ['a role in an array', () => claims({ role: ['user'] })],
  ])('refuses a token with %s: 401 SESSION_EXPIRED', async (_name, make) => {
    const res = await me(signRaw(make()));
    expect([res.statusCode, res.json()]).toEqual([401, pleaseLogin]);
  });

  it('refuses them on a signed-in write as well, and the session they name goes on', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${signRaw(claims({ sid: [genuine.sid] }))}` },
      payload: { currentPassword: '4829', newPassword: '7391' },
    });
    expect([res.statusCode, res.json()]).toEqual([401, pleaseLogin]);
    const [row] = (await app.data.query('SELECT count(*)::int AS n FROM sessions WHERE family_id = $1 AND revoked_at IS NULL', [genuine.sid])) as Array<{ n: number }>;
    expect(row?.n).toBe(1);
    expect((await me(genuine.token)).statusCode).toBe(200);
  });
});
