import {
  adminLoginErrors,
  changePinErrors,
  forgotCodeError,
  forgotPhoneError,
  loginFormErrors,
  otpError,
  registerFormErrors,
  resetPinErrors,
  type RegisterForm,
} from './auth-forms';

const valid: RegisterForm = {
  phone: '(713) 555-0123',
  firstName: 'Lan',
  lastName: 'Nguyen',
  email: 'lan@example.com',
  pin: '4826',
  confirmPin: '4826',
};

describe('register form (spec 01 section 5)', () => {
  it('accepts a complete form', () => {
    expect(registerFormErrors(valid)).toEqual({});
  });

  it('requires every field, with one code per field', () => {
    expect(registerFormErrors({ phone: '', firstName: ' ', lastName: '', email: '', pin: '', confirmPin: '' })).toEqual({
      phone: 'phoneRequired',
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      email: 'emailRequired',
      pin: 'pinRequired',
      confirmPin: 'confirmPinRequired',
    });
  });

  it.each([
    [{ phone: '713 555 012' }, 'phone', 'phoneDigits'],
    [{ email: 'lan@example' }, 'email', 'emailInvalid'],
    [{ email: 'lan example.com' }, 'email', 'emailInvalid'],
    [{ pin: '482', confirmPin: '482' }, 'pin', 'pinLength'],
    [{ pin: '48261', confirmPin: '48261' }, 'pin', 'pinLength'],
    [{ pin: '48a6', confirmPin: '48a6' }, 'pin', 'pinDigits'],
    [{ confirmPin: '4827' }, 'confirmPin', 'pinMismatch'],
    [{ pin: '1234', confirmPin: '1234' }, 'pin', 'pinWeak'],
  ] as const)('%j gives %s: %s', (change, field, code) => {
    expect(registerFormErrors({ ...valid, ...change })).toEqual({ [field]: code });
  });
});

describe('login, code and forgot PIN', () => {
  it('login needs both fields', () => {
    expect(loginFormErrors({ phone: '7135550123', pin: '4826' })).toEqual({});
    expect(loginFormErrors({ phone: '', pin: '4826' })).toEqual({ phone: 'phoneRequired' });
    expect(loginFormErrors({ phone: '7135550123', pin: ' ' })).toEqual({ pin: 'pinRequired' });
  });

  it('the code is required and at most 6 digits', () => {
    expect(otpError('')).toBe('otpRequired');
    expect(otpError('1234567')).toBe('otpFormat');
    expect(otpError('12a456')).toBe('otpFormat');
    expect(otpError('123456')).toBeUndefined();
  });

  it('forgot PIN checks the phone and only that the code is not empty', () => {
    expect(forgotPhoneError(' ')).toBe('forgotPhoneRequired');
    expect(forgotPhoneError('7135550123')).toBeUndefined();
    expect(forgotCodeError('')).toBe('forgotCodeRequired');
    expect(forgotCodeError('1')).toBeUndefined();
  });

  it('reset: new PIN at least 4 characters and confirmed', () => {
    expect(resetPinErrors({ newPin: '', confirmPin: '' })).toEqual({ newPin: 'pinRequired', confirmPin: 'confirmPinRequired' });
    expect(resetPinErrors({ newPin: '482', confirmPin: '482' })).toEqual({ newPin: 'pinMinLength' });
    expect(resetPinErrors({ newPin: '482615', confirmPin: '482614' })).toEqual({ confirmPin: 'pinMismatch' });
    expect(resetPinErrors({ newPin: '482615', confirmPin: '482615' })).toEqual({});
    expect(resetPinErrors({ newPin: '0000', confirmPin: '0000' })).toEqual({ newPin: 'pinWeak' });
    expect(resetPinErrors({ newPin: '48a6', confirmPin: '48a6' })).toEqual({ newPin: 'pinDigits' });
  });
});

describe('change PIN and admin login', () => {
  it('change PIN: all required, new at least 4 and confirmed', () => {
    expect(changePinErrors({ currentPin: '', newPin: '', confirmPin: '' })).toEqual({
      currentPin: 'fieldRequired',
      newPin: 'fieldRequired',
      confirmPin: 'fieldRequired',
    });
    expect(changePinErrors({ currentPin: '4826', newPin: '482', confirmPin: '482' })).toEqual({ newPin: 'newPinMinLength' });
    expect(changePinErrors({ currentPin: '4826', newPin: '5937', confirmPin: '5938' })).toEqual({ confirmPin: 'newPinMismatch' });
    expect(changePinErrors({ currentPin: '4826', newPin: '5937', confirmPin: '5937' })).toEqual({});
    expect(changePinErrors({ currentPin: '4826', newPin: '123456', confirmPin: '123456' })).toEqual({ newPin: 'pinWeak' });
  });

  it('admin login needs phone and password', () => {
    expect(adminLoginErrors({ phone: '', password: '', totp: '' })).toEqual({ phone: 'phoneRequired', password: 'passwordRequired', totp: 'totpRequired' });
    expect(adminLoginErrors({ phone: '7135550123', password: 'x', totp: '12345' })).toEqual({ totp: 'totpFormat' });
    expect(adminLoginErrors({ phone: '7135550123', password: 'x', totp: '028341' })).toEqual({});
  });
});
