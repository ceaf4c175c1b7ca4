import type { AddressSuggestion, SiteConfig, TranslateJobRequest, TranslateJobResponse } from '@chonail/shared/contracts';
import { baseApi } from './base-api';

export const TRANSLATION_FRESH_SECONDS = 24 * 60 * 60;
const TRANSLATION_KEEP_SECONDS = 7 * 24 * 60 * 60;

/** The site's own calls: its configuration, address completion and the translation of a post. */
export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The location box's and the wizard's address completion. */
    addressSuggestions: build.query<AddressSuggestion[], string>({
      query: (q) => `/api/address-suggestions?${new URLSearchParams({ q }).toString()}`,
    }),
    siteConfig: build.query<SiteConfig, void>({
      query: () => '/api/site-config',
      // It changes only with a deploy.
      keepUnusedDataFor: TRANSLATION_KEEP_SECONDS,
    }),
    /** A query, not a mutation, so a translation is cached per text and language (fresh 24 h, kept 7 days). */
    translateJob: build.query<TranslateJobResponse, TranslateJobRequest>({
      query: (body) => ({ url: '/api/translate-job', method: 'POST', body }),
      keepUnusedDataFor: TRANSLATION_KEEP_SECONDS,
    }),
  }),
});

export const { useAddressSuggestionsQuery, useSiteConfigQuery, useTranslateJobQuery } = siteApi;
