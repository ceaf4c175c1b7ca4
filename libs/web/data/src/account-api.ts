import type { AuthResponse, CompleteRegistrationRequest, LoginRequest, SendOtpRequest } from '@chonail/shared/contracts';
// Through the library's shared entry, as my-posts-api.ts: this file is part of the account entry
// (./account.ts), which only the account dialogs and the admin sign-in bundle, so the first page
// does not carry these calls.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { authApi } from '@chonail/web/data';

export interface ChangePinRequest {
  currentPassword: string;
  newPassword: string;
}
export interface ForgotPinResetRequest {
  phone: string;
  otp: string;
  newPassword: string;
  confirmPassword: string;
}
export interface ActionResult {
  success: boolean;
  message?: string;
}

/** The account calls of spec 01 section 7: sign in, register, change and reset the PIN. */
export const accountApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
    sendOtp: build.mutation<ActionResult & { phone: string }, SendOtpRequest>({
      query: (body) => ({ url: '/api/auth/send-otp', method: 'POST', body }),
    }),
    completeRegistration: build.mutation<AuthResponse, CompleteRegistrationRequest>({
      query: (body) => ({ url: '/api/auth/complete-registration', method: 'POST', body }),
    }),
    changePin: build.mutation<ActionResult, ChangePinRequest>({
      query: (body) => ({ url: '/api/auth/change-password', method: 'POST', body }),
    }),
    forgotPin: build.mutation<ActionResult, { phone: string }>({
      query: (body) => ({ url: '/api/forgot-password', method: 'POST', body }),
    }),
    forgotPinReset: build.mutation<ActionResult, ForgotPinResetRequest>({
      query: (body) => ({ url: '/api/forgot-password-reset', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation, useSendOtpMutation, useCompleteRegistrationMutation, useChangePinMutation, useForgotPinMutation, useForgotPinResetMutation } = accountApi;
