import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { FastifyRequest } from 'fastify';
import { AuthErrorCode } from '@chonail/shared/contracts';
import { APP_CONFIG, DomainError, requireJwtSecret, type AppConfig } from '@chonail/server/core/base';
import type { SessionEntity } from './entities/session.entity';
import type { UserEntity } from './entities/user.entity';
import { SessionsRepository } from './sessions.repository';

/** About 2 h, so the client's "refresh 1 h before expiry" (spec 01 section 4) has room to work. */
export const ACCESS_TOKEN_TTL_SECONDS = 2 * 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const REFRESH_COOKIE = 'chonail_refresh';
const AUDIENCE = 'chonail';
const ISSUER = 'chonail-api';

/**
 * How an access token is verified (JwtStrategy, on every guarded request): only HS256 (no `none`, no
 * algorithm confusion), only our audience and issuer, not expired. The tokens are signed here.
 */
export const ACCESS_TOKEN_VERIFY = { algorithms: ['HS256'], audience: AUDIENCE, issuer: ISSUER } as const;

export interface AccessClaims {
  sub: string;
  role: 'user' | 'admin';
  typ: 'access';
  /** The session family the token was issued for: revoking the family ends the access token too. */
  sid: string;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
}

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

/**
 * `request.ip` is the socket's address unless TRUST_PROXY is set (then the proxy's X-Forwarded-For),
 * so a client cannot pick its own address to get past the per-IP limits.
 */
export const clientOf = (request: FastifyRequest): ClientInfo => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A users.id as signAccess writes it: a positive PostgreSQL integer, in decimal, no leading zero. */
const USER_ID = /^[1-9]\d{0,9}$/;
const INT32_MAX = 2_147_483_647;
/** How far past a fresh token's own expiry an `exp` may lie: replicas' clocks disagree a little. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * The claims of a verified JWT if it is an access token as signAccess makes them, else null: a
 * refresh-typed or sessionless JWT signed with our secret is still no access token. Every claim
 * the API reads must have the type signAccess gives it (issue 38, finding 10): `String(['<uuid>'])`
 * passed the old check and the array then failed in SQL (500), and a number or an array passed as
 * `sub`. `exp` is required, because jsonwebtoken checks it only when present (a token without one
 * never expired), and may not lie further ahead than a token we issue lives.
 */
export function accessClaimsOf(payload: unknown, now = Date.now()): AccessClaims | null {
  if (!payload || typeof payload !== 'object') return null;
  const { typ, sub, sid, role, exp } = payload as Record<string, unknown>;
  if (typ !== 'access' || (role !== 'user' && role !== 'admin')) return null;
  if (typeof sub !== 'string' || !USER_ID.test(sub) || Number(sub) > INT32_MAX) return null;
  if (typeof sid !== 'string' || !UUID.test(sid)) return null;
  const nowSeconds = Math.floor(now / 1000);
  if (typeof exp !== 'number' || !Number.isFinite(exp) || exp <= nowSeconds || exp > nowSeconds + ACCESS_TOKEN_TTL_SECONDS + CLOCK_SKEW_SECONDS) {
    return null;
  }
  return payload as AccessClaims;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const sessionExpired = () => new DomainError(AuthErrorCode.SessionExpired, 'Please login', 401);

@Injectable()
export class TokenService {
  private readonly jwt: JwtService;

  constructor(
    private readonly sessions: SessionsRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.jwt = new JwtService({ secret: requireJwtSecret(config) });
  }

  /** A new session (a new family) for a user who just proved who they are. */
  async issue(user: UserEntity, client: ClientInfo): Promise<IssuedTokens> {
    const id = randomUUID();
    const familyId = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    await this.sessions.insert({
      id,
      userId: user.id,
      familyId,
      tokenHash: sha256(secret),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
    });
    return { accessToken: this.signAccess(user, familyId), refreshToken: `${id}.${secret}` };
  }

  /**
   * Trades a refresh token for a new pair. The old row is marked replaced in the same conditional
   * UPDATE that checks it is still live (SessionsRepository.rotate), so two uses of one token cannot
   * both succeed; a replaced or revoked token presented again means it was copied, and its whole
   * family is revoked.
   */
  async rotate(refreshToken: string, client: ClientInfo, loadUser: (id: number) => Promise<UserEntity | null>): Promise<IssuedTokens> {
    const session = await this.find(refreshToken);
    if (!session) throw sessionExpired();
    if (session.revokedAt || session.replacedBy) {
      await this.sessions.revokeFamily(session.familyId);
      throw new DomainError(AuthErrorCode.SessionRevoked, 'This session has ended. Please login again.', 401);
    }
    if (session.expiresAt.getTime() <= Date.now()) throw sessionExpired();
    const user = await loadUser(session.userId);
    if (!user || user.blocked) {
      await this.sessions.revokeFamily(session.familyId);
      throw sessionExpired();
    }
    const id = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    const rotated = await this.sessions.rotate(session.id, {
      id,
      userId: session.userId,
      familyId: session.familyId,
      tokenHash: sha256(secret),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
    });
    if (!rotated) {
      await this.sessions.revokeFamily(session.familyId);
      throw new DomainError(AuthErrorCode.SessionRevoked, 'This session has ended. Please login again.', 401);
    }
    return { accessToken: this.signAccess(user, session.familyId), refreshToken: `${id}.${secret}` };
  }

  /** Logout: ends the session the token belongs to (and its family). Unknown tokens are fine: already out. */
  async revoke(refreshToken: string): Promise<void> {
    const session = await this.find(refreshToken);
    if (session) await this.sessions.revokeFamily(session.familyId);
  }

  /** Blocking a user or resetting their PIN ends every session they have. */
  async revokeUser(userId: number): Promise<void> {
    await this.sessions.revokeUser(userId);
  }

  /** Changing the PIN ends the user's other sessions; the one that changed it goes on. */
  async revokeUserExcept(userId: number, keepFamilyId: string): Promise<void> {
    await this.sessions.revokeUserExcept(userId, keepFamilyId);
  }

  /**
   * Whether the family an access token names still has a live session. Checked on each request, so
   * logout, a PIN change or reset, and blocking end the access tokens at once, not when they expire.
   * Rotation replaces the live row inside one transaction, so a family being rotated never looks dead.
   */
  async isLive(userId: number, familyId: string): Promise<boolean> {
    return this.sessions.isFamilyLive(userId, familyId);
  }

  /** The session a token names, if the token's secret matches it. */
  private async find(refreshToken: string): Promise<SessionEntity | null> {
    const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(refreshToken);
    if (!match) return null;
    const session = await this.sessions.findById(match[1] as string);
    if (!session) return null;
    const expected = Buffer.from(session.tokenHash, 'hex');
    const given = Buffer.from(sha256(match[2] as string), 'hex');
    return expected.length === given.length && timingSafeEqual(expected, given) ? session : null;
  }

  private signAccess(user: Pick<UserEntity, 'id' | 'role'>, familyId: string): string {
    const claims: AccessClaims = { sub: String(user.id), role: user.role, typ: 'access', sid: familyId };
    return this.jwt.sign(claims, { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_TTL_SECONDS, audience: AUDIENCE, issuer: ISSUER });
  }
}

/**
 * HttpOnly so scripts cannot read it, SameSite=Strict so other sites cannot make the browser send
 * it, sent only to /api/auth, and Secure everywhere but plain-HTTP localhost development.
 */
/** The refresh token a browser sent in its cookie. */
export function refreshTokenFromCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REFRESH_COOKIE) return value.join('=');
  }
  return undefined;
}

export function refreshCookie(token: string, host: string | undefined): string {
  const local = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host ?? '');
  return [
    `${REFRESH_COOKIE}=${token}`,
    'Path=/api/auth',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${token ? REFRESH_TOKEN_TTL_SECONDS : 0}`,
    ...(local ? [] : ['Secure']),
  ].join('; ');
}
