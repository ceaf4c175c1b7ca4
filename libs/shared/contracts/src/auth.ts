import { z } from 'zod';
import {
  isRegistrationPin,
  isResetPin,
  isValidPhone,
  isWeakPin,
  MAX_PASSWORD_LENGTH,
  MIN_ADMIN_PASSWORD_LENGTH,
  normalizePhone,
} from '@chonail/shared/domain';

/**
 * Codes of every auth failure. The server's message is English; the web app shows its own
 * translation chosen by code (spec 01 section 8 lists what the user reads).
 */
export const AuthErrorCode = {
  InvalidPhone: 'INVALID_PHONE',
  InvalidPin: 'INVALID_PIN',
  WeakPin: 'WEAK_PIN',
  PinMismatch: 'PIN_MISMATCH',
  PhoneTaken: 'PHONE_TAKEN',
  OtpInvalid: 'OTP_INVALID',
  OtpExpired: 'OTP_EXPIRED',
  OtpTooManyAttempts: 'OTP_TOO_MANY_ATTEMPTS',
  OtpRateLimited: 'OTP_RATE_LIMITED',
  SmsFailed: 'SMS_FAILED',
  /** Unknown phone and wrong PIN answer the same, so the answer does not reveal who has an account. */
  InvalidCredentials: 'INVALID_CREDENTIALS',
  PinLocked: 'PIN_LOCKED',
  /**
   * Sign-in from a device the account never used, while someone has been guessing its PIN: the
   * request must also carry the code just texted to the phone. Answered the same whether the PIN
   * was right or wrong, and for phones without an account.
   */
  LoginCodeRequired: 'LOGIN_CODE_REQUIRED',
  /** 100 failed sign-ins in a row: only forgot PIN opens the account again. */
  PinResetRequired: 'PIN_RESET_REQUIRED',
  /** A staff account signs in with its password and the 6-digit code of its authenticator app (`totp`). */
  TotpRequired: 'TOTP_REQUIRED',
  /** A staff account with no authenticator yet: an operator enrols one with `npm run admin:create`. */
  TotpNotSetUp: 'TOTP_NOT_SET_UP',
  AccountBlocked: 'ACCOUNT_BLOCKED',
  SessionExpired: 'SESSION_EXPIRED',
  SessionRevoked: 'SESSION_REVOKED',
  AdminOnly: 'ADMIN_ONLY',
  /** Change PIN: the current PIN was wrong (400, not 401: a 401 would make the client refresh and retry). */
  WrongCurrentPin: 'WRONG_CURRENT_PIN',
  /** Admins have a strong password, set with `npm run admin:create`; it is never replaced by a PIN. */
  AdminPasswordRequired: 'ADMIN_PASSWORD_REQUIRED',
  CannotBlockSelf: 'CANNOT_BLOCK_SELF',
  UserNotFound: 'USER_NOT_FOUND',
} as const;
export type AuthErrorCode = (typeof AuthErrorCode)[keyof typeof AuthErrorCode];

/** Any way of typing a phone, normalised by spec 01's rules; must then be a real E.164 number. */
export const phoneSchema = z
  .string()
  .max(40)
  .transform(normalizePhone)
  .refine(isValidPhone, { message: 'Invalid phone number' });

const registrationPin = z
  .string()
  .refine(isRegistrationPin, { message: 'PIN must be 4 digits' })
  .refine((pin) => !isWeakPin(pin), { message: 'This PIN is too easy to guess; choose another' });

const newPin = z
  .string()
  .refine(isResetPin, { message: 'PIN must be at least 4 digits' })
  .refine((pin) => !isWeakPin(pin), { message: 'This PIN is too easy to guess; choose another' });

/** A PIN, or an admin's password: whatever was set, within a sane length. */
const anySecret = z.string().min(1, 'PIN is required').max(MAX_PASSWORD_LENGTH);
const otpSchema = z.string().regex(/^\d{6}$/, 'The code has 6 digits');
const name = z.string().trim().max(50);

/** Names and email are optional for the API (spec: the register form requires them; another part does not). */
const profileFields = {
  firstName: name.optional(),
  lastName: name.optional(),
  email: z.union([z.literal(''), z.email('Invalid email format').max(254)]).optional(),
};

export const sendOtpRequestSchema = z.object({ phone: phoneSchema, password: registrationPin, ...profileFields });
export type SendOtpRequest = z.input<typeof sendOtpRequestSchema>;

export const completeRegistrationRequestSchema = sendOtpRequestSchema.extend({ otp: otpSchema });
export type CompleteRegistrationRequest = z.input<typeof completeRegistrationRequestSchema>;

/**
 * `code`: the texted sign-in code, when an answer asked for it (LOGIN_CODE_REQUIRED). `totp`: a staff
 * account's authenticator code (RFC 6238, 6 digits, 30 s), which staff always send.
 */
export const loginRequestSchema = z.object({ phone: phoneSchema, password: anySecret, code: otpSchema.optional(), totp: otpSchema.optional() });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Browsers send nothing (the HttpOnly cookie carries the token); other clients send it here. */
export const refreshTokenRequestSchema = z.object({ refreshToken: z.string().min(1).max(512).optional() });

export const changePasswordRequestSchema = z.object({ currentPassword: anySecret, newPassword: newPin });

export const forgotPasswordRequestSchema = z.object({ phone: phoneSchema });

export const forgotPasswordResetRequestSchema = z
  .object({ phone: phoneSchema, otp: otpSchema, newPassword: newPin, confirmPassword: z.string() })
  .refine((body) => body.newPassword === body.confirmPassword, { path: ['confirmPassword'], message: 'PINs do not match' });

/** An admin's password: a real password, not a PIN (ARCHITECTURE.md section 3). */
export const adminPasswordSchema = z
  .string()
  .min(MIN_ADMIN_PASSWORD_LENGTH, `must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`);

/** Change PIN, forgot PIN and reset answers (spec 01 section 8 success messages). */
export const successResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

export const userRoleSchema = z.enum(['user', 'admin']);

/** The User entity of spec 01 section 3, as the API returns it (never the PIN hash). */
export const userSchema = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string(),
  role: userRoleSchema,
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  /** Issue 39: whether the member is texted before their posts expire (absent in admin lists). */
  expiryReminders: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

/** Issue 39: `PATCH /api/auth/user/preferences`, the portal's settings switches. */
export const userPreferencesRequestSchema = z.object({ expiryReminders: z.boolean() }).strict();
export type UserPreferencesRequest = z.infer<typeof userPreferencesRequestSchema>;

/** Login and complete-registration answers (spec 01 section 7). */
export const authResponseSchema = z.object({ token: z.string(), refreshToken: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Refresh answer (spec 01 section 7): both tokens; browsers keep only the access token. */
export const refreshResponseSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

/** Spec 02 "User (admin list)": what the admin panel sees of each user. */
export const adminUserSchema = userSchema.omit({ profileImageUrl: true }).extend({ blocked: z.boolean() });
export type AdminUser = z.infer<typeof adminUserSchema>;
