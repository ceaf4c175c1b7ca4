/**
 * PIN rules (ARCHITECTURE.md section 7): exactly 4 digits at registration; 4 or more digits at reset
 * and change; login accepts whatever was set. The most common PINs are refused because an attacker
 * tries them first: the top 20 cover roughly a quarter of all 4-digit PINs people choose.
 */
export const REGISTRATION_PIN = /^\d{4}$/;
/** The upper bound only keeps hashing cheap; nobody types a 32-digit PIN. */
export const MIN_PIN_LENGTH = 4;
export const MAX_PIN_LENGTH = 32;
export const MIN_ADMIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;

/** The 20 most frequently chosen 4-digit PINs (published analyses of leaked PIN sets). */
export const COMMON_PINS: readonly string[] = [
  '1234', '1111', '0000', '1212', '7777', '1004', '2000', '4444', '2222', '6969',
  '9999', '3333', '5555', '6666', '1122', '1313', '8888', '4321', '2001', '1010',
];

export function isRegistrationPin(pin: string): boolean {
  return REGISTRATION_PIN.test(pin);
}

export function isResetPin(pin: string): boolean {
  return /^\d+$/.test(pin) && pin.length >= MIN_PIN_LENGTH && pin.length <= MAX_PIN_LENGTH;
}

/**
 * A PIN too easy to guess: one of the 20 common 4-digit PINs, or a longer PIN that is one digit
 * repeated or a straight run up or down (123456, 987654).
 */
export function isWeakPin(pin: string): boolean {
  if (COMMON_PINS.includes(pin)) return true;
  if (pin.length <= 4) return false;
  if (/^(\d)\1+$/.test(pin)) return true;
  const steps = [...pin].slice(1).map((d, i) => Number(d) - Number(pin[i]));
  return steps.every((s) => s === 1) || steps.every((s) => s === -1);
}
