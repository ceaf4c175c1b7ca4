import type { PostPayment } from '@chonail/shared/contracts';
// Through the library's shared entry, as my-posts-api.ts: this file is part of the posting entry
// (only the post remote shows what was paid), so the first page does not carry it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { baseApi } from '@chonail/web/data';

export const postPaymentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * What the owner paid for the post, line by line (null for a free Basic post). Tagged with the
     * post, so an edit or upgrade that invalidates the post refetches it too.
     */
    postPayment: build.query<PostPayment, number>({
      query: (id) => `/api/job-posts/${id}/payment`,
      providesTags: (_result, _error, id) => [{ type: 'JobPosts', id }],
    }),
  }),
});

export const { usePostPaymentQuery } = postPaymentApi;
