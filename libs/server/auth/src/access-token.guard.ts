import { applyDecorators, createParamDecorator, Injectable, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthErrorCode } from '@chonail/shared/contracts';
import { DomainError } from '@chonail/server/core';
import type { UserEntity } from './entities/user.entity';
import { TokenService } from './token.service';
import { UsersRepository } from './users.repository';

type AuthedRequest = FastifyRequest & { user?: UserEntity; sessionFamilyId?: string };

const pleaseLogin = () => new DomainError(AuthErrorCode.SessionExpired, 'Please login', 401);

/**
 * Signed-in users only: a valid access token whose user exists and is not blocked, and whose
 * session is still live. User and session are read from the database on every request, so a
 * block, a role change, a logout or a PIN reset bites at once rather than when the token expires.
 */
@Injectable()
export class AccessTokenGuard implements CanActivate {
  constructor(
    private readonly tokens: TokenService,
    private readonly users: UsersRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!token) throw pleaseLogin();
    const claims = this.tokens.verifyAccess(token);
    const user = await this.users.findById(Number(claims.sub));
    if (!user) throw pleaseLogin();
    if (user.blocked) throw new DomainError(AuthErrorCode.AccountBlocked, 'This account has been blocked', 403);
    if (!(await this.tokens.isLive(user.id, claims.sid))) throw pleaseLogin();
    request.user = user;
    request.sessionFamilyId = claims.sid;
    return true;
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
      request.sessionFamilyId = undefined;
    }
    return true;
  }
}

/** Marks a public route that recognises a signed-in caller when there is one (`@CurrentUser()` may be undefined). */
export const MaybeSignedIn = () => applyDecorators(UseGuards(OptionalAccessTokenGuard), ApiBearerAuth());
