import type {
  AuthResponse,
  CompleteRegistrationRequest,
  LoginRequest,
  SendOtpRequest,
  User,
  UserPreferencesRequest,
} from '@chonail/shared/contracts';
import { baseApi } from './base-api';

/** Spec 01 section 9: the current user stays cached 30-60 min. */
const USER_KEEP_SECONDS = 45 * 60;
/** Spec 01 section 9: the current user is fresh 10-15 minutes, then read again. */
export const USER_FRESH_SECONDS = 12 * 60;

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

/** The account calls of spec 01 section 7. Shell and remotes share them through this lib. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Who is signed in; null when the server says 401 (the spec: "401 means not signed in"). */
    currentUser: build.query<User | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/api/auth/user');
        if (result.error) return result.error.status === 401 ? { data: null } : { error: result.error };
        return { data: result.data as User };
      },
      providesTags: ['Me'],
      keepUnusedDataFor: USER_KEEP_SECONDS,
    }),
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
    /** Issue 39: the portal's settings switches; the answer is the user as now stored, put in the cache. */
    updatePreferences: build.mutation<User, UserPreferencesRequest>({
      query: (body) => ({ url: '/api/auth/user/preferences', method: 'PATCH', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(authApi.util.updateQueryData('currentUser', undefined, () => data));
      },
    }),
  }),
});

export const {
  useCurrentUserQuery,
  useLoginMutation,
  useSendOtpMutation,
  useCompleteRegistrationMutation,
  useChangePinMutation,
  useForgotPinMutation,
  useForgotPinResetMutation,
  useUpdatePreferencesMutation,
} = authApi;
