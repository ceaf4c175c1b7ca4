import { Inject, Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import type { Redis } from 'ioredis';
import { AuthErrorCode, type AuthResponse } from '@chonail/shared/contracts';
import { APP_CONFIG, DomainError, RateLimiter, REDIS, redisKey, type AppConfig, type RateLimit } from '@chonail/server/core/base';
import { toUser, type UserEntity } from './entities/user.entity';
import { TokenService, type ClientInfo } from './token.service';
import { UsersRepository } from './users.repository';

/** Free tries before the lock starts; then 1, 2, 4, 8... minutes, capped at an hour. */
export const FREE_LOGIN_FAILURES = 5;
const FIRST_LOCK_SECONDS = 60;
const MAX_LOCK_SECONDS = 60 * 60;
/** Whatever the lock does, never more than this many wrong guesses per phone per hour. */
export const MAX_FAILURES_PER_HOUR = 10;
export const LOGIN_LIMITS_PER_IP: RateLimit[] = [{ name: 'login-ip-15m', limit: 30, windowSeconds: 15 * 60 }];

const invalidCredentials = () => new DomainError(AuthErrorCode.InvalidCredentials, 'Wrong phone number or PIN', 401);

@Injectable()
export class LoginService {
  /** Verified when the phone is unknown, so both failures take the same time. */
  private readonly dummyHash = argon2.hash('not-a-real-pin', { type: argon2.argon2id });

  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private keys(phone: string) {
    return {
      streak: redisKey(this.config, 'login', 'streak', phone),
      hour: redisKey(this.config, 'login', 'hour', phone),
      lock: redisKey(this.config, 'login', 'lock', phone),
    };
  }

  async login(phone: string, secret: string, client: ClientInfo): Promise<AuthResponse> {
    const user = await this.check(phone, secret, client);
    if (!user) throw invalidCredentials();
    if (user.blocked) throw new DomainError(AuthErrorCode.AccountBlocked, 'This account has been blocked', 403);
    const { accessToken, refreshToken } = await this.tokens.issue(user, client);
    return { token: accessToken, refreshToken, user: toUser(user) };
  }

  /**
   * Checks a phone's PIN (or admin password) under the per-IP limit and the per-phone lock: the
   * user when it is right, null when it is wrong (counted towards the lock), PIN_LOCKED while
   * locked. Login and change PIN both go through here, so neither is a way around the other's limits.
   */
  async check(phone: string, secret: string, client: ClientInfo): Promise<UserEntity | null> {
    const byIp = await this.limiter.hit(client.ip, LOGIN_LIMITS_PER_IP);
    if (!byIp.allowed) throw locked(byIp.retryAfterSeconds);
    const keys = this.keys(phone);
    const lockSeconds = await this.redis.ttl(keys.lock);
    if (lockSeconds > 0) throw locked(lockSeconds);

    const user = await this.users.findByPhone(phone);
    const ok = await argon2.verify(user?.pinHash ?? (await this.dummyHash), secret).catch(() => false);
    if (!user || !ok) {
      await this.recordFailure(keys);
      return null;
    }
    await this.redis.del(keys.streak);
    return user;
  }

  /** Counts the failure; from the sixth in a row, or the tenth in an hour, the phone is locked. */
  private async recordFailure(keys: ReturnType<LoginService['keys']>): Promise<void> {
    const replies = (await this.redis.multi().incr(keys.streak).expire(keys.streak, 24 * 60 * 60).incr(keys.hour).expire(keys.hour, 60 * 60, 'NX').ttl(keys.hour).exec()) ?? [];
    const streak = Number(replies[0]?.[1] ?? 0);
    const hourly = Number(replies[2]?.[1] ?? 0);
    const hourLeft = Number(replies[4]?.[1] ?? 60 * 60);
    let lock = 0;
    if (streak >= FREE_LOGIN_FAILURES) lock = Math.min(FIRST_LOCK_SECONDS * 2 ** (streak - FREE_LOGIN_FAILURES), MAX_LOCK_SECONDS);
    if (hourly >= MAX_FAILURES_PER_HOUR) lock = Math.max(lock, hourLeft > 0 ? hourLeft : 60 * 60);
    if (lock > 0) await this.redis.set(keys.lock, '1', 'EX', lock);
  }

  /** A PIN reset proves the owner; it clears the lock so they can sign in at once. */
  async clearLock(phone: string): Promise<void> {
    const keys = this.keys(phone);
    await this.redis.del(keys.lock, keys.streak, keys.hour);
  }
}

function locked(seconds: number): DomainError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new DomainError(AuthErrorCode.PinLocked, `Too many wrong PINs. Try again in ${minutes} minutes, or reset your PIN.`, 429);
}
