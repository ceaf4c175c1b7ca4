// In-memory fakes shared by the auth lib's unit specs (*.unit.spec.ts); never imported by production code.
import type * as Argon2 from 'argon2';
import type { OtpCodeEntity } from '../entities/otp-code.entity';
import type { SessionEntity } from '../entities/session.entity';
import type { UserEntity } from '../entities/user.entity';
import type { KnownDevicesRepository } from '../known-devices.repository';
import type { NewOtpCode, OtpCodesRepository } from '../otp-codes.repository';
import type { StoredPin } from '../pin-hasher';
import type { NewSession, SessionsRepository } from '../sessions.repository';
import type { OtpPurpose, SmsMessage, SmsSender } from '../sms/sms-sender';
import type { UsersRepository } from '../users.repository';

/**
 * The few Redis commands the login lock and the rate limiter use, over a Map with expiry on the
 * (fake) clock, with their Redis semantics: INCR keeps a key's TTL, EXPIRE NX sets one only when
 * there is none, TTL answers -2 for a missing key and -1 for one without expiry.
 */
export class InMemoryRedis {
  readonly entries = new Map<string, { value: string; expiresAt: number | null }>();

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry?.expiresAt != null && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private incrNow(key: string): number {
    const entry = this.live(key);
    const value = Number(entry?.value ?? 0) + 1;
    this.entries.set(key, { value: String(value), expiresAt: entry?.expiresAt ?? null });
    return value;
  }

  private expireNow(key: string, seconds: number, mode?: 'NX'): number {
    const entry = this.live(key);
    if (!entry || (mode === 'NX' && entry.expiresAt !== null)) return 0;
    entry.expiresAt = Date.now() + seconds * 1000;
    return 1;
  }

  private ttlNow(key: string): number {
    const entry = this.live(key);
    if (!entry) return -2;
    return entry.expiresAt === null ? -1 : Math.round((entry.expiresAt - Date.now()) / 1000);
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async mget(...keys: string[]): Promise<Array<string | null>> {
    return keys.map((key) => this.live(key)?.value ?? null);
  }

  async ttl(key: string): Promise<number> {
    return this.ttlNow(key);
  }

  async set(key: string, value: string, unit: 'EX' | 'PX', amount: number, mode?: 'NX'): Promise<'OK' | null> {
    if (mode === 'NX' && this.live(key)) return null;
    this.entries.set(key, { value, expiresAt: Date.now() + amount * (unit === 'EX' ? 1000 : 1) });
    return 'OK';
  }

  async exists(key: string): Promise<number> {
    return this.live(key) ? 1 : 0;
  }

  async del(...keys: string[]): Promise<number> {
    return keys.filter((key) => this.live(key) && this.entries.delete(key)).length;
  }

  multi() {
    const queued: Array<() => unknown> = [];
    const chain = {
      incr: (key: string) => (queued.push(() => this.incrNow(key)), chain),
      expire: (key: string, seconds: number, mode?: 'NX') => (queued.push(() => this.expireNow(key, seconds, mode)), chain),
      pexpire: (key: string, ms: number) => (queued.push(() => this.expireNow(key, ms / 1000)), chain),
      ttl: (key: string) => (queued.push(() => this.ttlNow(key)), chain),
      exec: async (): Promise<Array<[null, unknown]>> => queued.map((command) => [null, command()]),
    };
    return chain;
  }
}

/** otp_codes over an array, with the conditions of the real conditional UPDATEs; the SQL itself is covered by the integration specs. */
export class InMemoryOtpCodes implements Pick<OtpCodesRepository, keyof OtpCodesRepository> {
  readonly rows: OtpCodeEntity[] = [];

  async retireUnused(phone: string, purpose: OtpPurpose): Promise<void> {
    for (const row of this.rows) if (row.phone === phone && row.purpose === purpose && !row.consumedAt) row.consumedAt = new Date();
  }

  async insert(code: NewOtpCode): Promise<void> {
    this.rows.push({ ...code, id: this.rows.length + 1, attempts: 0, consumedAt: null, createdAt: new Date() });
  }

  async latestUnused(phone: string, purpose: OtpPurpose): Promise<OtpCodeEntity | null> {
    const unused = this.rows.filter((r) => r.phone === phone && r.purpose === purpose && !r.consumedAt);
    unused.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    return unused[0] ? { ...unused[0] } : null;
  }

  async countAttempt(id: number, max: number): Promise<number | null> {
    const row = this.rows.find((r) => r.id === id && r.attempts < max && !r.consumedAt);
    if (!row) return null;
    row.attempts += 1;
    return row.attempts;
  }

  async retire(id: number): Promise<void> {
    const row = this.rows.find((r) => r.id === id);
    if (row) row.consumedAt = new Date();
  }

  async consume(id: number): Promise<boolean> {
    const row = this.rows.find((r) => r.id === id && !r.consumedAt);
    if (!row) return false;
    row.consumedAt = new Date();
    return true;
  }
}

/**
 * sessions over a Map, with the conditions of the real conditional UPDATEs (a row is rotated only
 * while neither replaced nor revoked; a family is live while a row of it is unrevoked and unexpired);
 * the SQL itself is covered by the integration specs.
 */
export class InMemorySessions implements Pick<SessionsRepository, keyof SessionsRepository> {
  readonly rows = new Map<string, SessionEntity>();

  async insert(session: NewSession): Promise<void> {
    this.rows.set(session.id, { ...session, revokedAt: null, replacedBy: null, createdAt: new Date() });
  }

  async findById(id: string): Promise<SessionEntity | null> {
    const row = this.rows.get(id);
    return row ? { ...row } : null;
  }

  async rotate(id: string, next: NewSession): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.replacedBy || row.revokedAt) return false;
    row.replacedBy = next.id;
    row.revokedAt = new Date();
    await this.insert(next);
    return true;
  }

  async isFamilyLive(userId: number, familyId: string): Promise<boolean> {
    return [...this.rows.values()].some((r) => r.userId === userId && r.familyId === familyId && !r.revokedAt && r.expiresAt.getTime() > Date.now());
  }

  async revokeFamily(familyId: string): Promise<void> {
    this.revokeWhere((r) => r.familyId === familyId);
  }

  async revokeUser(userId: number): Promise<void> {
    this.revokeWhere((r) => r.userId === userId);
  }

  async revokeUserExcept(userId: number, keepFamilyId: string): Promise<void> {
    this.revokeWhere((r) => r.userId === userId && r.familyId !== keepFamilyId);
  }

  private revokeWhere(matches: (row: SessionEntity) => boolean): void {
    for (const row of this.rows.values()) if (matches(row) && !row.revokedAt) row.revokedAt = new Date();
  }
}

/** users as sign-in and the PIN flows use them, over a Map keyed by phone. */
export class InMemoryUsers implements Pick<UsersRepository, 'findByPhone' | 'findById' | 'setPin' | 'countFailedLogin' | 'clearFailedLogins' | 'useTotpStep'> {
  readonly rows = new Map<string, UserEntity>();

  async findByPhone(phone: string): Promise<UserEntity | null> {
    const row = this.rows.get(phone);
    return row ? { ...row } : null;
  }

  async findById(id: number): Promise<UserEntity | null> {
    const row = [...this.rows.values()].find((r) => r.id === id);
    return row ? { ...row } : null;
  }

  async setPin(id: number, pin: StoredPin): Promise<void> {
    for (const row of this.rows.values()) if (row.id === id) Object.assign(row, pin, { failedLogins: 0 });
  }

  async countFailedLogin(phone: string): Promise<number> {
    const row = this.rows.get(phone);
    if (!row) return 0;
    row.failedLogins += 1;
    return row.failedLogins;
  }

  async clearFailedLogins(id: number): Promise<void> {
    for (const row of this.rows.values()) if (row.id === id) row.failedLogins = 0;
  }

  async useTotpStep(id: number, step: number, resealed: string | null): Promise<boolean> {
    const row = [...this.rows.values()].find((r) => r.id === id);
    if (!row || (row.totpLastStep !== null && row.totpLastStep >= step)) return false;
    Object.assign(row, { totpLastStep: step }, resealed ? { totpSecret: resealed } : {});
    return true;
  }
}

/** known_devices over a Map of `${userId}:${tokenHash}` to the device's failures. */
export class InMemoryKnownDevices implements Pick<KnownDevicesRepository, keyof KnownDevicesRepository> {
  readonly rows = new Map<string, number>();

  async isKnown(userId: number, tokenHash: string): Promise<boolean> {
    return this.rows.has(`${userId}:${tokenHash}`);
  }

  async remember(userId: number, tokenHash: string): Promise<void> {
    this.rows.set(`${userId}:${tokenHash}`, 0);
  }

  async countFailure(userId: number, tokenHash: string, limit: number): Promise<void> {
    const key = `${userId}:${tokenHash}`;
    const failures = (this.rows.get(key) ?? 0) + 1;
    if (!this.rows.has(key)) return;
    if (failures >= limit) this.rows.delete(key);
    else this.rows.set(key, failures);
  }
}

/** An SMS sender that keeps every message instead of sending it. */
export class CollectingSms implements SmsSender {
  readonly messages: SmsMessage[] = [];

  async send(message: SmsMessage): Promise<void> {
    this.messages.push(message);
  }
}

/** A users row of a plain member created 2025-03-01 08:00 UTC, with `overrides` on top. */
export function userRow(id: number, phone: string, pinHash: string, overrides: Partial<UserEntity> = {}): UserEntity {
  const created = new Date('2025-03-01T08:00:00Z');
  return { id, phone, pinHash, pinPepperId: null, failedLogins: 0, totpSecret: null, totpLastStep: null, firstName: null, lastName: null, email: null, role: 'user', blocked: false, profileImageUrl: null, expiryReminders: true, language: null, createdAt: created, updatedAt: new Date(created), ...overrides };
}

/** The reason a call that must be refused was refused (fails the spec if it was not). */
export async function errorOf(attempt: Promise<unknown>): Promise<unknown> {
  return attempt.then(
    () => {
      throw new Error('expected a refusal');
    },
    (reason: unknown) => reason,
  );
}

/** A new client address on each call (`${prefix}.x.y`), so a per-IP limit stands in the way only when a spec reuses one. */
export function ipSequence(prefix: string): () => string {
  let count = 0;
  return () => `${prefix}.${Math.floor(count / 250) % 250}.${(count++ % 250) + 1}`;
}

/**
 * The argon2 module for `jest.mock('argon2', ...)`: real argon2id at its smallest cost (what the
 * rules are about is which hash is checked and when, not how slowly; the production cost is
 * PIN_HASH_OPTIONS in pin-hasher.ts, so every cheap hash also reads as due for rehashing), with `verify` a spy on the real one, so a spec can
 * tell whether a hash was compared at all. jest.mock's factory is hoisted above the imports, so a
 * spec reaches this through jest.requireActual:
 *
 *   jest.mock('argon2', () => jest.requireActual<typeof UnitFakes>('./testing/unit-fakes').cheapArgon2());
 */
export function cheapArgon2(): typeof Argon2 {
  const real = jest.requireActual<typeof Argon2>('argon2');
  return {
    ...real,
    hash: ((secret: string, options: object = {}) => real.hash(secret, { ...options, memoryCost: 1024, timeCost: 1, parallelism: 1 })) as typeof real.hash,
    verify: jest.fn((...args: Parameters<typeof real.verify>) => real.verify(...args)),
  };
}
