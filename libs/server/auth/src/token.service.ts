import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AuthErrorCode } from '@chonail/shared/contracts';
import { APP_CONFIG, DomainError, type AppConfig } from '@chonail/server/core';
import { SessionEntity } from './entities/session.entity';
import type { UserEntity } from './entities/user.entity';

/** About 2 h, so the client's "refresh 1 h before expiry" (spec 01 section 4) has room to work. */
export const ACCESS_TOKEN_TTL_SECONDS = 2 * 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const REFRESH_COOKIE = 'chonail_refresh';
const AUDIENCE = 'chonail';
const ISSUER = 'chonail-api';

export interface AccessClaims {
  sub: string;
  role: 'user' | 'admin';
  typ: 'access';
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
}

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

@Injectable()
export class TokenService {
  private readonly jwt: JwtService;

  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.jwt = new JwtService({ secret: config.JWT_SECRET });
  }

  /** A new session (a new family) for a user who just proved who they are. */
  async issue(user: UserEntity, client: ClientInfo): Promise<IssuedTokens> {
    const id = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    await this.sessions.insert({
      id,
      userId: user.id,
      familyId: randomUUID(),
      tokenHash: sha256(secret),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
    });
    return { accessToken: this.signAccess(user), refreshToken: `${id}.${secret}` };
  }

  signAccess(user: Pick<UserEntity, 'id' | 'role'>): string {
    const claims: AccessClaims = { sub: String(user.id), role: user.role, typ: 'access' };
    return this.jwt.sign(claims, { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_TTL_SECONDS, audience: AUDIENCE, issuer: ISSUER });
  }

  /**
   * Only HS256 (no `none`, no algorithm confusion), only our audience and issuer, not expired, and
   * only access tokens: a refresh token is not a JWT and fails here whatever it looks like.
   */
  verifyAccess(token: string): AccessClaims {
    try {
      const claims = this.jwt.verify<AccessClaims>(token, { algorithms: ['HS256'], audience: AUDIENCE, issuer: ISSUER });
      if (claims.typ !== 'access' || !/^\d+$/.test(claims.sub)) throw new Error('not an access token');
      return claims;
    } catch {
      throw new DomainError(AuthErrorCode.SessionExpired, 'Please login', 401);
    }
  }
}

/**
 * HttpOnly so scripts cannot read it, SameSite=Strict so other sites cannot make the browser send
 * it, sent only to /api/auth, and Secure everywhere but plain-HTTP localhost development.
 */
export function refreshCookie(token: string, host: string | undefined): string {
  const local = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host ?? '');
  return [
    `${REFRESH_COOKIE}=${token}`,
    'Path=/api/auth',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${REFRESH_TOKEN_TTL_SECONDS}`,
    ...(local ? [] : ['Secure']),
  ].join('; ');
}
