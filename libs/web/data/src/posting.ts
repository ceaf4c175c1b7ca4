/**
 * The posting calls (the owner's posts and their writes, prices and payment, stores, media uploads), a second entry of this
 * library: `@chonail/web/data/posting`. Only the post remote uses them, and the main entry is
 * shared whole between shell and remotes (every export downloads with every first page), so
 * these stay out of it. They inject into the main entry's one API and read its store and session.
 */
export {
  billingApi,
  PRICING_FRESH_SECONDS,
  useBillingConfigQuery,
  useCreatePaymentIntentMutation,
  usePaymentCreditsQuery,
  usePaymentQuery,
  usePriceTable,
  useTestConfirmPaymentMutation,
} from './billing-api';
export {
  useCreateJobPostMutation,
  useDeleteJobPostMutation,
  useMyJobPostsQuery,
  usePauseJobPostMutation,
  useRenewJobPostMutation,
  useResumeJobPostMutation,
  useUpdateJobPostMutation,
} from './my-posts-api';
export { useDeleteStoreMutation, useStoresQuery } from './stores-api';
export {
  MEDIA_POLL_MS,
  MEDIA_UPLOADS_KEEP_SECONDS,
  mediaApi,
  mediaUploaderApi,
  uploadMedia,
  useClearMediaSessionMutation,
  useDeleteMediaMutation,
  useMediaUploadsQuery,
  useReorderMediaMutation,
} from './media-api';
export { UPLOAD_ABORTED, UPLOAD_MEDIA_PATH, UPLOAD_NETWORK_ERROR, type UploadMediaInput, uploadMediaFile } from './upload-media';
export { type PostStatsArgs, postStatsApi, useMyPostsStatsSummaryQuery, usePostStatsQuery } from './post-stats-api';
export { useUpdatePreferencesMutation } from './preferences-api';
export { usePostPaymentQuery } from './post-payment-api';
