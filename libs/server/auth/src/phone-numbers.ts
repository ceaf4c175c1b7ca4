import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { ErrorCode } from '@chonail/shared/contracts';
import { DomainError } from '@chonail/server/core/base';

/**
 * The one file that imports libphonenumber-js. The contracts check a number's shape (E.164, and 10
 * digits after +1, spec 01's rule); whether a number of another country is real for that country
 * is judged here, on the server only: the library's metadata would otherwise ship with every web
 * page that loads the contracts.
 */
export function assertRealPhone(e164: string, field = 'phone'): void {
  if (e164.startsWith('+1') || isValidPhoneNumber(e164)) return;
  throw new DomainError(ErrorCode.ValidationError, 'Invalid input', 400, [{ path: field, message: 'Invalid phone number' }]);
}
