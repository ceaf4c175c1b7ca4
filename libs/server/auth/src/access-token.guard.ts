import { applyDecorators, createParamDecorator, Injectable, UseGuards, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthErrorCode } from '@chonail/shared/contracts';
import { DomainError } from '@chonail/server/core/base';
import type { UserEntity } from './entities/user.entity';
import { JWT_STRATEGY, pleaseLogin } from './jwt.strategy';
import type { AccessClaims } from './token.service';

type AuthedRequest = FastifyRequest & { user?: UserEntity; authInfo?: unknown; sessionFamilyId?: string };

/**
 * Signed-in users only: `AuthGuard('jwt')` over JwtStrategy, which takes a valid access token whose
 * user exists and is not blocked, and whose session is still live, reading user and session from
 * the database on every request. Refusals keep the API's `{ message, code }` answers: 401
 * SESSION_EXPIRED for a missing, malformed, expired or foreign token, a deleted user or an ended
 * session; 403 ACCOUNT_BLOCKED for a blocked user; any other error (the database away) goes on to
 * the error filter as it is.
 */
@Injectable()
export class AccessTokenGuard extends AuthGuard(JWT_STRATEGY) {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    request.sessionFamilyId = (request.authInfo as AccessClaims).sid;
    return true;
  }

  override handleRequest<TUser = UserEntity>(err: unknown, user: TUser | false): TUser {
    if (err) throw err;
    if (!user) throw pleaseLogin();
    return user;
  }
}

/** Admins only: 401 without a valid token (as AccessTokenGuard), 403 ADMIN_ONLY for anyone else. */
@Injectable()
export class AdminGuard extends AccessTokenGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    // The role comes from the row just loaded, never from the token's claim.
    if (context.switchToHttp().getRequest<AuthedRequest>().user?.role !== 'admin') {
      throw new DomainError(AuthErrorCode.AdminOnly, 'Admins only', 403);
    }
    return true;
  }
}

/** Marks a controller or route as admin-only. */
export const AdminOnly = () => applyDecorators(UseGuards(AdminGuard), ApiBearerAuth());

/** Marks a controller or route as for signed-in users. */
export const SignedIn = () => applyDecorators(UseGuards(AccessTokenGuard), ApiBearerAuth());

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<AuthedRequest>().user,
);

/** The session family of the access token, so a PIN change can keep this session and end the others. */
export const CurrentSessionId = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<AuthedRequest>().sessionFamilyId,
);

/**
 * Public routes that show more to the owner (a paused post, a hidden address): the user is attached
 * when a valid token comes with the request; a missing, stale or revoked one just means a guest,
 * so a public page never fails because of an old token in the browser.
 */
@Injectable()
export class OptionalAccessTokenGuard extends AccessTokenGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    if (!request.headers.authorization) return true;
    try {
      await super.canActivate(context);
    } catch {
      request.user = undefined;
      request.authInfo = undefined;
      request.sessionFamilyId = undefined;
    }
    return true;
  }
}

/** Marks a public route that recognises a signed-in caller when there is one (`@CurrentUser()` may be undefined). */
export const MaybeSignedIn = () => applyDecorators(UseGuards(OptionalAccessTokenGuard), ApiBearerAuth());
