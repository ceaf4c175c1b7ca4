import { createHmac } from 'node:crypto';
import * as argon2 from 'argon2';
import { requireJwtSecret, type AppConfig } from '@chonail/server/core/base';

/**
 * The one file that imports argon2: how every PIN and admin password is stored and checked.
 *
 * A 4-digit PIN has 10,000 values, so a hash alone falls to an offline search in minutes whatever
 * its cost. Each hash is therefore keyed with a pepper, a secret from the environment that never
 * sits in the database (Argon2's own secret input, RFC 9106 section 3.1): a leaked users table is
 * useless without it. With that key in place the cost only has to slow a search by someone who
 * also has the pepper, so it is OWASP's minimum for argon2id (12 MiB, 3 passes, 1 lane) rather than
 * the library's default (64 MiB, 3 passes, 4 lanes: ~190 ms of CPU, 5 sign-ins a second here).
 */
export const PIN_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 12 * 1024, timeCost: 3, parallelism: 1 } as const;

export interface Pepper {
  /** Stored beside each hash (users.pin_pepper_id), so a pepper can be replaced without losing PINs. */
  id: string;
  secret: Buffer;
}

export interface StoredPin {
  pinHash: string;
  /** null: hashed before peppers existed (argon2's defaults, no key). */
  pinPepperId: string | null;
}

export interface PinCheck {
  ok: boolean;
  /** Right, but hashed with an old pepper or old cost: store `hash(secret)` now that we have the PIN. */
  stale: boolean;
}

/** PIN_PEPPER (`id:secret`) and PIN_PEPPER_PREVIOUS (a comma list of the same), parsed by env.ts. */
export function peppersOf(config: Pick<AppConfig, 'PIN_PEPPER' | 'PIN_PEPPER_PREVIOUS' | 'JWT_SECRET' | 'NODE_ENV'>): Pepper[] {
  const given = [config.PIN_PEPPER, ...(config.PIN_PEPPER_PREVIOUS ?? [])].filter((p): p is { id: string; secret: string } => Boolean(p));
  if (given.length) return given.map((p) => ({ id: p.id, secret: Buffer.from(p.secret, 'utf8') }));
  // Outside production (env.ts requires PIN_PEPPER there) a development pepper is derived from the
  // sign-in secret that `npm start` keeps in DATA_DIR, so a local database's PINs keep working.
  return [{ id: 'dev', secret: createHmac('sha256', requireJwtSecret(config)).update('pin-pepper').digest() }];
}

export class PinHasher {
  private readonly current: Pepper;
  private readonly byId: Map<string, Pepper>;
  /** Checked for an unknown phone, so a wrong phone and a wrong PIN take the same time. */
  private dummy?: Promise<string>;

  constructor(peppers: Pepper[]) {
    const [current] = peppers;
    if (!current) throw new Error('PinHasher needs at least one pepper');
    this.current = current;
    this.byId = new Map(peppers.map((p) => [p.id, p]));
  }

  async hash(secret: string): Promise<StoredPin> {
    return { pinHash: await argon2.hash(secret, { ...PIN_HASH_OPTIONS, secret: this.current.secret }), pinPepperId: this.current.id };
  }

  async check(stored: StoredPin | null, secret: string): Promise<PinCheck> {
    const pepper = stored?.pinPepperId == null ? undefined : this.byId.get(stored.pinPepperId);
    // No account, or a pepper since dropped from the environment (nobody can check that PIN any
    // more; a reset can): the same work as a real check, then no.
    if (!stored || (stored.pinPepperId !== null && !pepper)) {
      this.dummy ??= argon2.hash('not-a-real-pin', { ...PIN_HASH_OPTIONS, secret: this.current.secret });
      await argon2.verify(await this.dummy, secret, { secret: this.current.secret }).catch(() => false);
      return { ok: false, stale: false };
    }
    const ok = await argon2.verify(stored.pinHash, secret, pepper ? { secret: pepper.secret } : {}).catch(() => false);
    const stale = ok && (pepper !== this.current || argon2.needsRehash(stored.pinHash, PIN_HASH_OPTIONS));
    return { ok, stale };
  }
}
