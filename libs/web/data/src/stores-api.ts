import type { Store } from '@chonail/shared/contracts';
// Through the library's shared entry, not relative paths: this file is part of the posting entry
// (./posting.ts), which only the post remote bundles, and must use the page's one API, store and
// session (a relative import would bundle second copies of them).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { baseApi } from '@chonail/web/data';

/** The owner's stores (salons), which the wizard offers again for a new post. */
export const storesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    stores: build.query<Store[], void>({
      query: () => '/api/stores',
      providesTags: ['Stores'],
    }),
    deleteStore: build.mutation<{ success: true }, number>({
      query: (id) => ({ url: `/api/stores/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Stores']),
    }),
  }),
});

export const { useStoresQuery, useDeleteStoreMutation } = storesApi;
