/**
 * Phone rules of spec 01 section 5. Accounts are keyed by the normalised number, so the same phone
 * typed as "(713) 555-0123", "7135550123" or "+1 713 555 0123" is one account.
 */

const digitsOf = (value: string): string => value.replace(/\D/g, '');

/**
 * The general helper: strip non-digits; 10 digits get +1; 11 digits starting with 1 become +1 and
 * the last 10; 12 digits starting with 1 get a +; a value already starting with + is kept (its
 * digits); anything else gets +1 in front.
 */
export function normalizePhone(input: string): string {
  const digits = digitsOf(input);
  if (input.trim().startsWith('+')) return `+${digits}`;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+1${digits.slice(1)}`;
  if (digits.length === 12 && digits.startsWith('1')) return `+${digits}`;
  return `+1${digits}`;
}

/**
 * What the API accepts after normalising: E.164 (a +, a country code not starting with 0, 8 to 15
 * digits in all), and for +1 (US and Canada) exactly 10 digits after the country code.
 */
export function isValidPhone(normalised: string): boolean {
  if (!/^\+[1-9]\d{7,14}$/.test(normalised)) return false;
  return !normalised.startsWith('+1') || normalised.length === 12;
}

/** The login dialog keeps at most 10 digits; a longer paste (say "+1 713 ...") keeps the last 10. */
export function phoneInputDigits(input: string): string {
  const digits = digitsOf(input);
  return digits.length > 10 ? digits.slice(-10) : digits;
}

/** The login dialog shows what was typed as (123) 456-7890, filling in as the digits come. */
export function formatPhoneInput(input: string): string {
  const d = phoneInputDigits(input);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** What the login dialog sends: +1 and the 10 digits, or null while fewer than 10 are typed. */
export function loginPhone(input: string): string | null {
  const d = phoneInputDigits(input);
  return d.length === 10 ? `+1${d}` : null;
}

/** What the account forms send: the dialog's +1 and 10 digits, else the general normalisation (the server then judges it). */
export function dialogPhone(input: string): string {
  return loginPhone(input) ?? normalizePhone(input);
}

/**
 * An optional phone field (a salon's contact phone): blank means none, so the owner's account phone
 * is called; anything else is normalised like every other phone, and the caller checks it with
 * isValidPhone. Unlike the login dialog, a long paste is not cut to its last 10 digits: the owner
 * would be called on a number they never typed.
 */
export function optionalPhoneValue(input: string | null | undefined): string | null {
  return (input ?? '').trim() === '' ? null : normalizePhone(input ?? '');
}

/** Whether an optional phone field may be sent: blank, or a number the API accepts. */
export function isValidOptionalPhone(input: string | null | undefined): boolean {
  const phone = optionalPhoneValue(input);
  return phone === null || isValidPhone(phone);
}

/** A stored number for reading and for filling a form: +1 numbers as (713) 555-0123, any other as stored. */
export function formatPhone(phone: string | null | undefined): string {
  const value = (phone ?? '').trim();
  const us = /^\+1(\d{10})$/.exec(value);
  return us ? formatPhoneInput(us[1] ?? '') : value;
}

/**
 * Spec 01 "Phone country list": the countries every phone field offers, +1 (the default) first.
 * `dial` is the country calling code.
 */
export const PHONE_COUNTRIES = [
  { code: 'US', dial: '1' },
  { code: 'VN', dial: '84' },
  { code: 'GB', dial: '44' },
  { code: 'FR', dial: '33' },
  { code: 'DE', dial: '49' },
  { code: 'JP', dial: '81' },
  { code: 'KR', dial: '82' },
  { code: 'CN', dial: '86' },
  { code: 'IN', dial: '91' },
  { code: 'AU', dial: '61' },
] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number]['code'];
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'US';

export function isPhoneCountry(value: unknown): value is PhoneCountry {
  return PHONE_COUNTRIES.some((country) => country.code === value);
}

/**
 * What a phone field with a country picker sends: for +1 what the dialog always sent; for another
 * country its code and the national number without its trunk 0 ("0912 345 678" picked with Vietnam
 * is +84912345678). The server then checks the number is real for that country.
 */
export function phoneWithCountry(country: PhoneCountry, typed: string): string {
  if (country === 'US') return dialogPhone(typed);
  const { dial } = PHONE_COUNTRIES.find((c) => c.code === country) ?? PHONE_COUNTRIES[0];
  return `+${dial}${digitsOf(typed).replace(/^0/, '')}`;
}

/** A number typed for a country other than +1: its digits and single spaces, at most 15 digits. */
export function formatNationalInput(input: string): string {
  let digits = 0;
  let out = '';
  for (const char of input.replace(/[^\d ]/g, '').replace(/ {2,}/g, ' ').replace(/^ /, '')) {
    if (char !== ' ') {
      if (digits === 15) break;
      digits += 1;
    }
    out += char;
  }
  return out;
}

/** Enough digits to send for the country: 10 for +1, at least 6 elsewhere (the server judges the rest). */
export function hasPhoneDigits(country: PhoneCountry, typed: string): boolean {
  const count = country === 'US' ? phoneInputDigits(typed).length : digitsOf(typed).replace(/^0/, '').length;
  return country === 'US' ? count >= 10 : count >= 6;
}

/**
 * An optional phone field with a country picker (a salon's phone): blank is none; +1 is read like
 * every other phone (a pasted "+84 ..." too); another country as phoneWithCountry sends it.
 */
export function optionalPhoneWithCountry(country: PhoneCountry, typed: string | null | undefined): string | null {
  if ((typed ?? '').trim() === '') return null;
  return country === 'US' ? normalizePhone(typed ?? '') : phoneWithCountry(country, typed ?? '');
}

/** A stored number as a form shows it: its country among ours (else +1, the number kept whole) and the number as typed. */
export function phoneForForm(phone: string | null | undefined): { country: PhoneCountry; typed: string } {
  const value = (phone ?? '').trim();
  const country = PHONE_COUNTRIES.find((c) => c.code !== 'US' && value.startsWith(`+${c.dial}`));
  return country ? { country: country.code, typed: value.slice(country.dial.length + 1) } : { country: 'US', typed: formatPhone(value) };
}

/** Whether an optional phone field with a country picker may be sent: blank, or a number the API accepts. */
export function isValidOptionalPhoneIn(country: PhoneCountry, typed: string | null | undefined): boolean {
  const phone = optionalPhoneWithCountry(country, typed);
  return phone === null || isValidPhone(phone);
}
