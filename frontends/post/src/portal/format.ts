import { formatPhoneInput, PHONE_COUNTRIES, phoneForForm } from '@chonail/shared/domain';

/** A stored E.164 phone for reading: +1 (713) 555-0123, +84 912345678 (its country code apart), any other as stored. */
export function displayPhone(phone: string | null | undefined): string {
  const value = (phone ?? '').trim();
  const us = /^\+1(\d{10})$/.exec(value);
  if (us) return `+1 ${formatPhoneInput(us[1] ?? '')}`;
  const { country, typed } = phoneForForm(value);
  const dial = PHONE_COUNTRIES.find((c) => c.code === country)?.dial;
  return country === 'US' || !dial ? value : `+${dial} ${typed}`;
}

/** First and last name, or '' when the account has neither. */
export function fullName(user: { firstName?: string | null; lastName?: string | null }): string {
  return [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
