import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';
import type { Pepper } from './pin-hasher';

/**
 * The one file that imports otplib: staff accounts' second factor (issue 38, finding 2). RFC 6238 as
 * every authenticator app reads it: 6 digits, 30 s steps, SHA-1. A code is accepted one step either
 * side of now (a phone's clock a little off, a slow thumb), and only in a step later than the last
 * sign-in's, so a code seen over a shoulder or replayed from a proxy's log does not work again.
 */
export const STAFF_TOTP = { digits: 6, periodSeconds: 30, toleranceSeconds: 30, issuer: 'Chợ Nail' } as const;

export interface StaffTotpEnrolment {
  /** Base32, as the app and the `otpauth://` URI carry it. */
  secret: string;
  /** What `npm run admin:create` prints and shows as a QR code for the authenticator app. */
  uri: string;
  /** What users.totp_secret stores. */
  sealed: string;
}

export interface StaffTotpCheck {
  /** The time step the code belongs to: stored as users.totp_last_step. */
  step: number;
  /** Sealed with an older pepper: store `reseal` so it moves to the current one. */
  reseal: string | null;
}

const SEAL_VERSION = 'v1';
/** Each pepper gives its own key for this, so a TOTP secret and a PIN hash never share one. */
const keyOf = (pepper: Pepper) => Buffer.from(hkdfSync('sha256', pepper.secret, Buffer.alloc(0), 'chonail staff totp', 32));

/**
 * Seals TOTP secrets with the pin pepper (AES-256-GCM), like PIN hashes: a leaked users table alone
 * does not give anyone staff's codes. The pepper's id is kept in the sealed text, so peppers rotate.
 */
export class StaffTotp {
  private readonly current: Pepper;
  private readonly byId: Map<string, Pepper>;

  constructor(peppers: Pepper[]) {
    const [current] = peppers;
    if (!current) throw new Error('StaffTotp needs at least one pepper');
    this.current = current;
    this.byId = new Map(peppers.map((p) => [p.id, p]));
  }

  /** A new secret for `phone` (the account name the app shows). `secret` lets ADMIN_TOTP_SECRET supply one. */
  enrol(phone: string, secret: string = generateSecret()): StaffTotpEnrolment {
    const uri = generateURI({ issuer: STAFF_TOTP.issuer, label: phone, secret, digits: STAFF_TOTP.digits, period: STAFF_TOTP.periodSeconds });
    return { secret, uri, sealed: this.seal(secret) };
  }

  /** The step of a right `code` later than `lastStep`, else null (also for a secret no pepper here opens). */
  check(sealed: string, code: string, lastStep: number | null, now = Date.now()): StaffTotpCheck | null {
    const opened = this.open(sealed);
    if (!opened) return null;
    const epoch = Math.floor(now / 1000);
    const result = verifySync({
      secret: opened.secret,
      token: code,
      digits: STAFF_TOTP.digits,
      period: STAFF_TOTP.periodSeconds,
      epoch,
      epochTolerance: STAFF_TOTP.toleranceSeconds,
      ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
    });
    if (!result.valid) return null;
    // RFC 6238's T: the current step, moved by how many steps off the matching code was.
    const step = Math.floor(epoch / STAFF_TOTP.periodSeconds) + result.delta;
    return { step, reseal: opened.pepper === this.current ? null : this.seal(opened.secret) };
  }

  private seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', keyOf(this.current), iv);
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [SEAL_VERSION, this.current.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  private open(sealed: string): { secret: string; pepper: Pepper } | null {
    const [version, pepperId, iv, tag, body] = sealed.split('.');
    const pepper = pepperId === undefined ? undefined : this.byId.get(pepperId);
    if (version !== SEAL_VERSION || !pepper || !iv || !tag || !body) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyOf(pepper), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const secret = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      return { secret, pepper };
    } catch {
      return null;
    }
  }
}

/** The code an authenticator app shows for `secret` at `now`: for tests and the e2e fixtures. */
export function staffTotpCode(secret: string, now = Date.now()): string {
  return generateSync({ secret, digits: STAFF_TOTP.digits, period: STAFF_TOTP.periodSeconds, epoch: Math.floor(now / 1000) });
}
