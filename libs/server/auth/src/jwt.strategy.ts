import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-jwt';
import { AuthErrorCode } from '@chonail/shared/contracts';
import { APP_CONFIG, DomainError, requireJwtSecret, type AppConfig } from '@chonail/server/core/base';
import type { UserEntity } from './entities/user.entity';
import { ACCESS_TOKEN_VERIFY, accessClaimsOf, TokenService, type AccessClaims } from './token.service';
import { UsersRepository } from './users.repository';

/** The name AccessTokenGuard (`AuthGuard('jwt')`) finds this strategy by. */
export const JWT_STRATEGY = 'jwt';

export const pleaseLogin = () => new DomainError(AuthErrorCode.SessionExpired, 'Please login', 401);

/**
 * The access token of `Authorization: Bearer <token>`, exactly as spelled (no other scheme, no
 * lower-case `bearer`, no query or cookie); null when there is none.
 */
export function bearerToken(request: { headers: { authorization?: string } }): string | null {
  const header = request.headers.authorization ?? '';
  return (header.startsWith('Bearer ') && header.slice('Bearer '.length).trim()) || null;
}

/**
 * The access-token check, as a passport strategy: passport-jwt verifies the signature, algorithm,
 * audience, issuer and expiry (ACCESS_TOKEN_VERIFY); `validate` then takes only access tokens and
 * reloads the user and the session from the database on every request, so a block, a role change,
 * a logout or a PIN reset bites at once rather than when the token expires.
 *
 * `validate` answers [user, claims]: passport puts the user on `request.user` and the claims on
 * `request.authInfo` (AccessTokenGuard reads the session family from there). Its DomainErrors
 * reach AccessTokenGuard.handleRequest as they are; every refusal by passport-jwt itself (no token,
 * malformed, expired, another secret) becomes the same 401 SESSION_EXPIRED there.
 *
 * Passport keeps strategies in one registry per process, by name: the JwtStrategy built last serves
 * every `AuthGuard('jwt')` of the process. The API is one app per process; a test that boots a
 * second app (another database, another secret) checks tokens against that one until it ends.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(
    private readonly tokens: TokenService,
    private readonly users: UsersRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super({
      jwtFromRequest: bearerToken,
      secretOrKey: requireJwtSecret(config),
      algorithms: [...ACCESS_TOKEN_VERIFY.algorithms],
      audience: ACCESS_TOKEN_VERIFY.audience,
      issuer: ACCESS_TOKEN_VERIFY.issuer,
    });
  }

  async validate(payload: unknown): Promise<[UserEntity, AccessClaims]> {
    const claims = accessClaimsOf(payload);
    if (!claims) throw pleaseLogin();
    const user = await this.users.findById(Number(claims.sub));
    if (!user) throw pleaseLogin();
    if (user.blocked) throw new DomainError(AuthErrorCode.AccountBlocked, 'This account has been blocked', 403);
    if (!(await this.tokens.isLive(user.id, claims.sid))) throw pleaseLogin();
    return [user, claims];
  }
}
