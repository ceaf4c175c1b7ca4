import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
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
/**
 * How long a refresh token that was just rotated still answers, with the same successor (issue 38,
 * finding 6). Every open tab of a browser refreshes at the same moment with the one cookie they
 * share, and a request whose answer was lost is sent again: those second uses are no theft, and
 * answering them with the successor the first use got keeps the family alive. 30 s covers a slow
 * mobile network and requests queued behind the first; a copy presented later still ends the
 * family, so a stolen token stays useless unless the thief wins a race inside these 30 s.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;
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
const sessionRevoked = () => new DomainError(AuthErrorCode.SessionRevoked, 'This session has ended. Please login again.', 401);

/** A refresh token as issued: `<session id>.<secret>`, the secret 32 bytes in base64url. */
interface PresentedToken {
  id: string;
  secret: string;
}

function parseRefreshToken(refreshToken: string): PresentedToken | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(refreshToken);
  return match ? { id: match[1] as string, secret: match[2] as string } : null;
}

/** Whether `secret` is the one whose SHA-256 was stored, compared in constant time. */
function hashMatches(storedHash: string, secret: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const given = Buffer.from(sha256(secret), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

@Injectable()
export class TokenService {
  private readonly jwt: JwtService;
  /** Derives successors' secrets (successorSecret): from JWT_SECRET, under a label of its own. */
  private readonly successorKey: Buffer;

  constructor(
    private readonly sessions: SessionsRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.jwt = new JwtService({ secret: requireJwtSecret(config) });
    this.successorKey = createHmac('sha256', requireJwtSecret(config)).update('chonail refresh-token successor v1').digest();
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
   * UPDATE that checks it is still live (SessionsRepository.rotate), so of parallel uses of one token
   * exactly one rotates it. A token presented again within REFRESH_REUSE_GRACE_MS of its rotation
   * answers with the same successor (parallel tabs, a retried request); a replaced or revoked token
   * presented later, or once its successor has been used or ended, means it was copied, and its
   * whole family is revoked.
   */
  async rotate(refreshToken: string, client: ClientInfo, loadUser: (id: number) => Promise<UserEntity | null>): Promise<IssuedTokens> {
    const presented = parseRefreshToken(refreshToken);
    const session = presented && (await this.find(presented));
    if (!presented || !session) throw sessionExpired();
    if (session.revokedAt || session.replacedBy) return this.presentedAgain(session, presented, loadUser);
    if (session.expiresAt.getTime() <= Date.now()) throw sessionExpired();
    const user = await this.liveUser(session, loadUser);
    const id = randomUUID();
    const secret = this.successorSecret(presented);
    const rotated = await this.sessions.rotate(session.id, {
      id,
      userId: session.userId,
      familyId: session.familyId,
      tokenHash: sha256(secret),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
    });
    if (rotated) return { accessToken: this.signAccess(user, session.familyId), refreshToken: `${id}.${secret}` };
    // Another use of the same token rotated (or logout revoked) it between our read and our UPDATE:
    // the UPDATE waited for that transaction, so the row as it is now says which.
    return this.presentedAgain((await this.sessions.findById(session.id)) ?? session, presented, loadUser);
  }

  /**
   * A token whose row is no longer live. Within the grace window of its rotation, while the
   * successor is still the family's live row, it answers with that successor: its secret is derived
   * from the presented token (successorSecret), so every parallel caller gets the same one without
   * the database ever holding it. Anything else is a copy in someone else's hands: the family ends.
   */
  private async presentedAgain(session: SessionEntity, presented: PresentedToken, loadUser: (id: number) => Promise<UserEntity | null>): Promise<IssuedTokens> {
    // A replaced row's revoked_at is the moment of its rotation: both are set in one UPDATE, and a
    // later revoke leaves rows already revoked alone.
    const rotatedAt = session.replacedBy ? session.revokedAt?.getTime() : undefined;
    if (rotatedAt !== undefined && Date.now() - rotatedAt <= REFRESH_REUSE_GRACE_MS) {
      const successor = await this.sessions.findById(session.replacedBy as string);
      const secret = this.successorSecret(presented);
      if (successor && !successor.revokedAt && !successor.replacedBy && successor.expiresAt.getTime() > Date.now() && hashMatches(successor.tokenHash, secret)) {
        const user = await this.liveUser(successor, loadUser);
        return { accessToken: this.signAccess(user, successor.familyId), refreshToken: `${successor.id}.${secret}` };
      }
    }
    await this.sessions.revokeFamily(session.familyId);
    throw sessionRevoked();
  }

  /** The session's user, if still there and not blocked; otherwise the family ends. */
  private async liveUser(session: SessionEntity, loadUser: (id: number) => Promise<UserEntity | null>): Promise<UserEntity> {
    const user = await loadUser(session.userId);
    if (!user || user.blocked) {
      await this.sessions.revokeFamily(session.familyId);
      throw sessionExpired();
    }
    return user;
  }

  /**
   * The secret of the token that replaces `presented`: an HMAC of the whole presented token under a
   * key only the servers hold, so it is as unguessable as a random one, every use of the same
   * token within the grace window gets the same successor (on any replica), and the successor is
   * never stored, only its SHA-256 as for every token.
   */
  private successorSecret(presented: PresentedToken): string {
    return createHmac('sha256', this.successorKey).update(`${presented.id}.${presented.secret}`).digest('base64url');
  }

  /** Logout: ends the session the token belongs to (and its family). Unknown tokens are fine: already out. */
  async revoke(refreshToken: string): Promise<void> {
    const presented = parseRefreshToken(refreshToken);
    const session = presented && (await this.find(presented));
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
  private async find(presented: PresentedToken): Promise<SessionEntity | null> {
    const session = await this.sessions.findById(presented.id);
    return session && hashMatches(session.tokenHash, presented.secret) ? session : null;
  }

  private signAccess(user: Pick<UserEntity, 'id' | 'role'>, familyId: string): string {
    const claims: AccessClaims = { sub: String(user.id), role: user.role, typ: 'access', sid: familyId };
    return this.jwt.sign(claims, { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_TTL_SECONDS, audience: AUDIENCE, issuer: ISSUER });
  }
}

/** A cookie's value in a Cookie header (a value may itself hold `=`). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * A sign-in cookie (the refresh token, the known device): HttpOnly so scripts cannot read it,
 * SameSite=Strict so other sites cannot make the browser send it, only to `path`, and Secure
 * everywhere but plain-HTTP localhost development. An empty value clears it.
 */
export function signInCookie(name: string, value: string, host: string | undefined, { path, maxAgeSeconds }: { path: string; maxAgeSeconds: number }): string {
  const local = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host ?? '');
  return [`${name}=${value}`, `Path=${path}`, 'HttpOnly', 'SameSite=Strict', `Max-Age=${value ? maxAgeSeconds : 0}`, ...(local ? [] : ['Secure'])].join('; ');
}

/** The refresh token a browser sent in its cookie. */
export const refreshTokenFromCookie = (header: string | undefined) => cookieValue(header, REFRESH_COOKIE);

/** The refresh cookie: sent only to /api/auth, for the refresh token's 30 days. */
export const refreshCookie = (token: string, host: string | undefined) =>
  signInCookie(REFRESH_COOKIE, token, host, { path: '/api/auth', maxAgeSeconds: REFRESH_TOKEN_TTL_SECONDS });
