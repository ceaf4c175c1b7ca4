import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';
import { ErrorCode } from '@chonail/shared/contracts';
import { DomainError } from '@chonail/server/core/base';

/**
 * The one file that imports libphonenumber-js. The contracts check a number's shape (E.164, and 10
 * digits after +1, spec 01's rule); whether the number can exist, for the US as for any country
 * (no (123) 456-7890, no (000) 123-4567), is judged here, on the server only: the library's
 * metadata (the full set, which knows number types) would otherwise ship with every web page.
 */
export function assertRealPhone(e164: string, field = 'phone'): void {
  if (!parsePhoneNumberFromString(e164)?.isValid()) throw invalidPhone(field);
}

/**
 * Numbers a code is never texted to (issue 38, finding 5): a text to a premium or shared-cost
 * number earns its owner money at our cost (SMS pumping), and none of these is a person's phone.
 */
const NOT_TEXTABLE = new Set<NumberType>(['PREMIUM_RATE', 'SHARED_COST', 'TOLL_FREE', 'UAN', 'VOICEMAIL', 'PAGER']);

/** A number a code may be texted to, with its country calling code ('1', '84'...) for the per-country limit. */
export function textablePhone(e164: string, field = 'phone'): { countryCode: string } {
  const number = parsePhoneNumberFromString(e164);
  const type = number?.getType();
  if (!number?.isValid() || (type && NOT_TEXTABLE.has(type))) throw invalidPhone(field);
  return { countryCode: number.countryCallingCode };
}

function invalidPhone(field: string): DomainError {
  return new DomainError(ErrorCode.ValidationError, 'Invalid input', 400, [{ path: field, message: 'Invalid phone number' }]);
}
