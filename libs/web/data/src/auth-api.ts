import type { User } from '@chonail/shared/contracts';
import { baseApi } from './base-api';

/** Spec 01 section 9: the current user stays cached 30-60 min. */
const USER_KEEP_SECONDS = 45 * 60;
/** Spec 01 section 9: the current user is fresh 10-15 minutes, then read again. */
export const USER_FRESH_SECONDS = 12 * 60;

/**
 * Who is signed in (spec 01 section 7), which every page asks. The account dialogs' own calls
 * (sign in, register, PINs) are the account entry's (account-api.ts), loaded with the dialogs.
 */
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
  }),
});

export const { useCurrentUserQuery } = authApi;
