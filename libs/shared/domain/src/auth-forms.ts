/**
 * Client-side checks of the account forms, spec 01 section 5. They return error codes, not text:
 * the screens translate each code (i18n key `validation.<code>`), so the rules stay language-free.
 * The server checks again with its own schemas; these exist to answer before a round trip. Beyond
 * the spec's messages they refuse what the server would refuse anyway (a PIN from the common-PIN
 * list, letters in a new PIN), so the user learns it on the field rather than from a failed call.
 */
import { DEFAULT_PHONE_COUNTRY, hasPhoneDigits, type PhoneCountry } from './phone';
import { isWeakPin, MIN_PIN_LENGTH } from './pin';

export type FormErrors<F extends string> = Partial<Record<F, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (value: string | undefined): boolean => !value || value.trim() === '';

export interface RegisterForm {
  phone: string;
  firstName: string;
  lastName: string;
  email: string;
  pin: string;
  confirmPin: string;
}
export type RegisterField = keyof RegisterForm;

export function registerFormErrors(form: RegisterForm, country: PhoneCountry = DEFAULT_PHONE_COUNTRY): FormErrors<RegisterField> {
  const errors: FormErrors<RegisterField> = {};
  if (blank(form.phone)) errors.phone = 'phoneRequired';
  else if (!hasPhoneDigits(country, form.phone)) errors.phone = country === 'US' ? 'phoneDigits' : 'phoneInvalid';
  if (blank(form.firstName)) errors.firstName = 'firstNameRequired';
  if (blank(form.lastName)) errors.lastName = 'lastNameRequired';
  if (blank(form.email)) errors.email = 'emailRequired';
  else if (!EMAIL.test(form.email.trim())) errors.email = 'emailInvalid';
  if (!form.pin) errors.pin = 'pinRequired';
  else if (form.pin.length !== 4) errors.pin = 'pinLength';
  else if (!/^\d+$/.test(form.pin)) errors.pin = 'pinDigits';
  else if (isWeakPin(form.pin)) errors.pin = 'pinWeak';
  if (!form.confirmPin) errors.confirmPin = 'confirmPinRequired';
  else if (form.confirmPin !== form.pin) errors.confirmPin = 'pinMismatch';
  return errors;
}

/** Login: both fields, or (the screen shows only the single toast 'Please fill in all fields') the missing ones. */
export function loginFormErrors(form: { phone: string; pin: string }): FormErrors<'phone' | 'pin'> {
  const errors: FormErrors<'phone' | 'pin'> = {};
  if (blank(form.phone)) errors.phone = 'phoneRequired';
  if (blank(form.pin)) errors.pin = 'pinRequired';
  return errors;
}

/** The one-time code: required, at most 6 characters (the input also keeps digits only). */
export function otpError(otp: string): string | undefined {
  if (blank(otp)) return 'otpRequired';
  if (otp.length > 6 || !/^\d+$/.test(otp)) return 'otpFormat';
  return undefined;
}

/** Forgot PIN, step by step. The code is only checked for non-empty here; the server verifies it at reset. */
export function forgotPhoneError(phone: string): string | undefined {
  return blank(phone) ? 'forgotPhoneRequired' : undefined;
}

export function forgotCodeError(code: string): string | undefined {
  return blank(code) ? 'forgotCodeRequired' : undefined;
}

export interface NewPinForm {
  newPin: string;
  confirmPin: string;
}

export function resetPinErrors(form: NewPinForm): FormErrors<keyof NewPinForm> {
  const errors: FormErrors<keyof NewPinForm> = {};
  if (!form.newPin) errors.newPin = 'pinRequired';
  else if (form.newPin.length < MIN_PIN_LENGTH) errors.newPin = 'pinMinLength';
  else if (!/^\d+$/.test(form.newPin)) errors.newPin = 'pinDigits';
  else if (isWeakPin(form.newPin)) errors.newPin = 'pinWeak';
  if (!form.confirmPin) errors.confirmPin = 'confirmPinRequired';
  else if (form.confirmPin !== form.newPin) errors.confirmPin = 'pinMismatch';
  return errors;
}

export interface ChangePinForm {
  currentPin: string;
  newPin: string;
  confirmPin: string;
}

export function changePinErrors(form: ChangePinForm): FormErrors<keyof ChangePinForm> {
  const errors: FormErrors<keyof ChangePinForm> = {};
  if (!form.currentPin) errors.currentPin = 'fieldRequired';
  if (!form.newPin) errors.newPin = 'fieldRequired';
  else if (form.newPin.length < MIN_PIN_LENGTH) errors.newPin = 'newPinMinLength';
  else if (!/^\d+$/.test(form.newPin)) errors.newPin = 'pinDigits';
  else if (isWeakPin(form.newPin)) errors.newPin = 'pinWeak';
  if (!form.confirmPin) errors.confirmPin = 'fieldRequired';
  else if (form.confirmPin !== form.newPin) errors.confirmPin = 'newPinMismatch';
  return errors;
}

/** Admin login: phone and password both required. */
export function adminLoginErrors(form: { phone: string; password: string; totp: string }): FormErrors<'phone' | 'password' | 'totp'> {
  const errors: FormErrors<'phone' | 'password' | 'totp'> = {};
  if (blank(form.phone)) errors.phone = 'phoneRequired';
  if (!form.password) errors.password = 'passwordRequired';
  const totp = totpError(form.totp);
  if (totp) errors.totp = totp;
  return errors;
}

/** A staff account's authenticator code (issue 38): exactly 6 digits, as every authenticator app shows it. */
export function totpError(code: string): string | undefined {
  if (blank(code)) return 'totpRequired';
  if (!/^\d{6}$/.test(code)) return 'totpFormat';
  return undefined;
}
