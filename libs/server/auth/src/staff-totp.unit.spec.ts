import { STAFF_TOTP, StaffTotp, staffTotpCode } from './staff-totp';

const OLD = { id: 'old', secret: Buffer.from('an-older-pepper-of-thirty-two-chars') };
const NEW = { id: 'new', secret: Buffer.from('the-current-pepper-of-thirty-two-ch') };
const STEP = STAFF_TOTP.periodSeconds * 1000;
// 2026-12-01 09:00:10 UTC: 10 s into a step.
const NOW = Date.UTC(2026, 11, 1, 9, 0, 10);
const stepAt = (ms: number) => Math.floor(ms / STEP);

describe('StaffTotp', () => {
  const totp = new StaffTotp([NEW]);
  const { secret, sealed } = totp.enrol('+17135550100');

  it("takes the app's code of now and one step either side, and nothing further", () => {
    for (const k of [-1, 0, 1]) expect(totp.check(sealed, staffTotpCode(secret, NOW + k * STEP), null, NOW)?.step).toBe(stepAt(NOW) + k);
    for (const k of [-3, -2, 2, 3]) expect(totp.check(sealed, staffTotpCode(secret, NOW + k * STEP), null, NOW)).toBeNull();
  });

  it('refuses the step of the last sign-in and any before it (RFC 6238 section 5.2: one use per code)', () => {
    const last = stepAt(NOW);
    expect(totp.check(sealed, staffTotpCode(secret, NOW), last, NOW)).toBeNull();
    expect(totp.check(sealed, staffTotpCode(secret, NOW - STEP), last, NOW)).toBeNull();
    expect(totp.check(sealed, staffTotpCode(secret, NOW + STEP), last, NOW)?.step).toBe(last + 1);
  });

  it('seals each secret anew and opens only with the pepper that sealed it', () => {
    expect(totp.enrol('+17135550100', secret).sealed).not.toBe(sealed);
    expect(sealed).not.toContain(secret);
    expect(new StaffTotp([OLD]).check(sealed, staffTotpCode(secret, NOW), null, NOW)).toBeNull();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(totp.check(tampered, staffTotpCode(secret, NOW), null, NOW)).toBeNull();
    expect(totp.check('not sealed', staffTotpCode(secret, NOW), null, NOW)).toBeNull();
  });

  it('moves a secret sealed with an older pepper to the current one at sign-in', () => {
    const before = new StaffTotp([OLD]).enrol('+17135550100');
    const rotated = new StaffTotp([NEW, OLD]);
    const check = rotated.check(before.sealed, staffTotpCode(before.secret, NOW), null, NOW);
    expect(check?.reseal).toMatch(/^v1\.new\./);
    expect(new StaffTotp([NEW]).check(check?.reseal ?? '', staffTotpCode(before.secret, NOW + STEP), null, NOW)).not.toBeNull();
    expect(totp.check(sealed, staffTotpCode(secret, NOW), null, NOW)?.reseal).toBeNull();
  });
});
