import {
  adminPasswordSchema,
  changePasswordRequestSchema,
  completeRegistrationRequestSchema,
  forgotPasswordResetRequestSchema,
  loginRequestSchema,
  phoneSchema,
  sendOtpRequestSchema,
} from './auth';

const issuesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('auth request schemas', () => {
  it('normalises the phone the way the account is stored', () => {
    expect(phoneSchema.parse('(713) 555-0123')).toBe('+17135550123');
    expect(loginRequestSchema.parse({ phone: '1-713-555-0123', password: '4829' }).phone).toBe('+17135550123');
  });

  it.each(['555-0123', '+1 713 555 012', '+0 123 456 789', 'call me'])('refuses the phone %j', (phone) => {
    expect(issuesOf(phoneSchema.safeParse(phone))).toEqual([': Invalid phone number']);
  });

  it('refuses an overlong phone before normalising it', () => {
    expect(phoneSchema.safeParse('1'.repeat(41)).success).toBe(false);
  });

  it('registers with exactly 4 digits that are not a common PIN; names and email optional', () => {
    expect(sendOtpRequestSchema.safeParse({ phone: '7135550123', password: '4829' }).success).toBe(true);
    expect(issuesOf(sendOtpRequestSchema.safeParse({ phone: '7135550123', password: '482' }))).toEqual(['password: PIN must be 4 digits']);
    expect(issuesOf(sendOtpRequestSchema.safeParse({ phone: '7135550123', password: '48291' }))).toEqual(['password: PIN must be 4 digits']);
    expect(issuesOf(sendOtpRequestSchema.safeParse({ phone: '7135550123', password: '1234' }))).toEqual([
      'password: This PIN is too easy to guess; choose another',
    ]);
    expect(issuesOf(sendOtpRequestSchema.safeParse({ phone: '7135550123', password: '4829', email: 'not-mail' }))).toEqual([
      'email: Invalid email format',
    ]);
  });

  it('needs a 6-digit code to complete registration', () => {
    const base = { phone: '7135550123', password: '4829', firstName: 'Lan', lastName: 'Nguyễn', email: 'lan@example.com' };
    expect(completeRegistrationRequestSchema.safeParse({ ...base, otp: '042917' }).success).toBe(true);
    for (const otp of ['42917', '0429178', '04291a', '']) {
      expect(issuesOf(completeRegistrationRequestSchema.safeParse({ ...base, otp }))).toEqual(['otp: The code has 6 digits']);
    }
  });

  it('takes 4 or more digits for a new PIN at change and reset', () => {
    expect(changePasswordRequestSchema.safeParse({ currentPassword: '4829', newPassword: '739182' }).success).toBe(true);
    expect(issuesOf(changePasswordRequestSchema.safeParse({ currentPassword: '4829', newPassword: '123456' }))).toEqual([
      'newPassword: This PIN is too easy to guess; choose another',
    ]);
    const reset = { phone: '7135550123', otp: '042917', newPassword: '73918', confirmPassword: '73918' };
    expect(forgotPasswordResetRequestSchema.safeParse(reset).success).toBe(true);
    expect(issuesOf(forgotPasswordResetRequestSchema.safeParse({ ...reset, confirmPassword: '73919' }))).toEqual([
      'confirmPassword: PINs do not match',
    ]);
    expect(issuesOf(forgotPasswordResetRequestSchema.safeParse({ ...reset, newPassword: '739', confirmPassword: '739' }))).toEqual([
      'newPassword: PIN must be at least 4 digits',
    ]);
  });

  it('accepts at login whatever was set (a PIN or an admin password), within bounds', () => {
    expect(loginRequestSchema.safeParse({ phone: '7135550123', password: 'correct horse battery' }).success).toBe(true);
    expect(issuesOf(loginRequestSchema.safeParse({ phone: '7135550123', password: '' }))).toEqual(['password: PIN is required']);
    expect(loginRequestSchema.safeParse({ phone: '7135550123', password: 'x'.repeat(129) }).success).toBe(false);
  });

  it('takes an admin password of 12 to 128 characters', () => {
    expect(adminPasswordSchema.safeParse('correct horse').success).toBe(true);
    expect(issuesOf(adminPasswordSchema.safeParse('short-pass1'))).toEqual([': must be at least 12 characters']);
    expect(adminPasswordSchema.safeParse('x'.repeat(129)).success).toBe(false);
  });
});
