import { formatPhoneInput } from '@chonail/shared/domain';

/** A stored E.164 phone for reading: +1 numbers as +1 (713) 555-0123, any other as stored. */
export function displayPhone(phone: string | null | undefined): string {
  const value = (phone ?? '').trim();
  const us = /^\+1(\d{10})$/.exec(value);
  return us ? `+1 ${formatPhoneInput(us[1] ?? '')}` : value;
}

/** First and last name, or '' when the account has neither. */
export function fullName(user: { firstName?: string | null; lastName?: string | null }): string {
  return [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
