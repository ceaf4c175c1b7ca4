import type { User, UserPreferencesRequest } from '@chonail/shared/contracts';
// Through the library's shared entry, as my-posts-api.ts: this file is part of the posting entry,
// so the first page does not carry it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { authApi } from '@chonail/web/data';

/** Issue 39: the portal's settings switches; the answer is the user as now stored, put in the cache. */
export const preferencesApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    updatePreferences: build.mutation<User, UserPreferencesRequest>({
      query: (body) => ({ url: '/api/auth/user/preferences', method: 'PATCH', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(authApi.util.updateQueryData('currentUser', undefined, () => data));
      },
    }),
  }),
});

export const { useUpdatePreferencesMutation } = preferencesApi;
