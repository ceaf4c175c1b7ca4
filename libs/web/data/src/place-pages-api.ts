import type { PlacePageResponse } from '@chonail/shared/contracts';
// Through the library's shared entry, not relative paths: this file is part of the place-pages
// entry (./place-pages.ts), which only the place page's chunk bundles, and must use the page's one
// API, store and session (a relative import would bundle second copies of them).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { addFirstScreenAnswers, baseApi } from '@chonail/web/data';

/**
 * A city or state page's list (issue 37). The argument is the call's whole address
 * (`placePageRequest` in the domain), the cache key the server's first-screen answers use too.
 * Tagged with the posts, so a new or changed post refreshes it like the home list.
 */
export const placePagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    placePage: build.query<PlacePageResponse, string>({
      query: (url) => url,
      providesTags: ['JobPosts'],
    }),
  }),
});

export const { usePlacePageQuery } = placePagesApi;

/** A place page's first-screen answer (server-rendered, issue 37) goes under its own address, the query's argument. */
addFirstScreenAnswers((store, path, params, data) =>
  path === '/api/place-pages' ? store.dispatch(placePagesApi.util.upsertQueryData('placePage', `${path}?${params.toString()}`, data as PlacePageResponse)) : undefined,
);
