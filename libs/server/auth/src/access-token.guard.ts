import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import type { Repository } from 'typeorm';
import { AuthErrorCode } from '@chonail/shared/contracts';
import { DomainError } from '@chonail/server/core';
import { UserEntity } from './entities/user.entity';
import { TokenService } from './token.service';

type AuthedRequest = FastifyRequest & { user?: UserEntity };

/** Signed-in users only: a valid access token whose user exists and is not blocked. */
@Injectable()
export class AccessTokenGuard implements CanActivate {
  constructor(
    private readonly tokens: TokenService,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!token) throw new DomainError(AuthErrorCode.SessionExpired, 'Please login', 401);
    const claims = this.tokens.verifyAccess(token);
    const user = await this.users.findOneBy({ id: Number(claims.sub) });
    if (!user) throw new DomainError(AuthErrorCode.SessionExpired, 'Please login', 401);
    if (user.blocked) throw new DomainError(AuthErrorCode.AccountBlocked, 'This account has been blocked', 403);
    request.user = user;
    return true;
  }
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<AuthedRequest>().user,
);
