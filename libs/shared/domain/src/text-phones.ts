/**
 * Issue 36 item 3: the number a user calls is the number the ad gives. Which phone numbers a post's
 * text names, and whether callers would reach another one (the contact phone: the salon's, else the
 * owner's account phone).
 */
import { findPhones } from './listing-text';
import { isValidPhone, normalizePhone, optionalPhoneWithCountry, type PhoneCountry } from './phone';

/** Every US phone number the text names, as +1 and ten digits, each once, in the order written. */
export function phonesInText(text: string | null | undefined): string[] {
  return [...new Set(findPhones(text ?? '').map((phone) => `+1${phone.digits}`))];
}

/**
 * The number to offer when the text names phone numbers but not the one callers reach, else null.
 * A text that names no number, or names the contact phone (among others), says nothing against it;
 * an unknown contact phone (null) is never contradicted.
 */
export function textPhoneMismatch(text: string | null | undefined, contactPhone: string | null | undefined): string | null {
  const named = phonesInText(text);
  if (!contactPhone?.trim() || named.length === 0) return null;
  return named.includes(normalizePhone(contactPhone)) ? null : (named[0] ?? null);
}

/**
 * The number callers reach from a phone field as typed: the salon's number, else (left empty) the
 * owner's account phone; null while what is typed is not yet a phone, so half a number is not warned about.
 */
export function reachedPhone(country: PhoneCountry, typed: string | null | undefined, accountPhone: string | null | undefined): string | null {
  const salon = optionalPhoneWithCountry(country, typed);
  if (salon === null) return accountPhone?.trim() || null;
  return isValidPhone(salon) ? salon : null;
}
