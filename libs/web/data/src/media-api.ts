import { useMemo } from 'react';
import type { MediaItem } from '@chonail/shared/contracts';
// Through the library's shared entry, not relative paths: this file is part of the posting entry
// (./posting.ts), which only the post remote bundles, and must use the page's one API, store and
// session (a relative import would bundle second copies of them).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { type AppDispatch, type AuthStore, baseApi, type RootState, useAppDispatch } from '@chonail/web/data';
import { type UploadMediaInput, uploadMediaFile } from './upload-media';

/** Spec 02 section 9: the session's file list is kept 60 s once unused, and is never taken as fresh. */
export const MEDIA_UPLOADS_KEEP_SECONDS = 60;
/** How often the list is asked again while a file is still `processing` (the worker re-encodes it). */
export const MEDIA_POLL_MS = 1_500;

const sessionTag = (sessionId: string) => ({ type: 'Media' as const, id: sessionId });

/** Spec 02 section 7's media calls, plus the order the owner sees (PUT /api/media/order). */
export const mediaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    mediaUploads: build.query<MediaItem[], string>({
      query: (sessionId) => `/api/media/uploads?${new URLSearchParams({ sessionId }).toString()}`,
      providesTags: (_result, _error, sessionId) => [sessionTag(sessionId)],
      keepUnusedDataFor: MEDIA_UPLOADS_KEEP_SECONDS,
    }),
    deleteMedia: build.mutation<{ success: true }, { id: number; sessionId: string }>({
      query: ({ id }) => ({ url: `/api/media/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { sessionId }) => (error ? [] : [sessionTag(sessionId)]),
    }),
    /** uploadOrder = index and only the first is the main image; the server answers the session in its new order. */
    reorderMedia: build.mutation<MediaItem[], { sessionId: string; ids: number[] }>({
      query: (body) => ({ url: '/api/media/order', method: 'PUT', body }),
      // Also after success: a poll that left before the new order was saved may have answered the old one.
      invalidatesTags: (_result, _error, { sessionId }) => [sessionTag(sessionId)],
    }),
    /** Spec 02: defined but never invoked by the uploader. */
    clearMediaSession: build.mutation<{ removed: number }, string>({
      query: (sessionId) => ({ url: `/api/media/clear?${new URLSearchParams({ sessionId }).toString()}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, sessionId) => (error ? [] : [sessionTag(sessionId)]),
    }),
  }),
});

export const { useMediaUploadsQuery, useDeleteMediaMutation, useReorderMediaMutation, useClearMediaSessionMutation } = mediaApi;

/**
 * Uploads one file (XMLHttpRequest, for its progress) with the credentials of the store running it,
 * then shows the new files at once and asks the list again (a poll in flight may not have them).
 */
export const uploadMedia =
  (input: UploadMediaInput) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<MediaItem[]> => {
    const store: AuthStore = { getState, dispatch };
    const files = await uploadMediaFile(input, store);
    dispatch(
      mediaApi.util.updateQueryData('mediaUploads', input.sessionId, (draft) => {
        for (const file of files) if (!draft.some((known) => known.id === file.id)) draft.push(file);
        draft.sort((a, b) => a.uploadOrder - b.uploadOrder);
      }),
    );
    dispatch(mediaApi.util.invalidateTags([sessionTag(input.sessionId)]));
    return files;
  };

/** The session's files: refetched on every mount, polled while any file is still processing. */
function useSessionFiles(sessionId: string, { skip }: { skip: boolean }) {
  const cached = mediaApi.endpoints.mediaUploads.useQueryState(sessionId, { skip });
  const processing = cached.data?.some((file) => file.status === 'processing') ?? false;
  const result = mediaApi.endpoints.mediaUploads.useQuery(sessionId, {
    skip,
    refetchOnMountOrArgChange: true,
    pollingInterval: processing ? MEDIA_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const { refetch } = result;
  return {
    files: result.data,
    isLoading: result.isLoading,
    isError: result.isError,
    refetch: useMemo(() => (skip ? () => Promise.resolve() : () => refetch()), [skip, refetch]),
  };
}

function useMediaActions() {
  const dispatch = useAppDispatch();
  const [deleteMedia] = useDeleteMediaMutation();
  const [reorderMedia] = useReorderMediaMutation();
  return useMemo(
    () => ({
      upload: (input: UploadMediaInput) => dispatch(uploadMedia(input)),
      remove: async (input: { id: number; sessionId: string }) => {
        await deleteMedia(input).unwrap();
      },
      /** `ordered` is the whole session in its new order, already numbered: shown at once, undone if refused. */
      reorder: async (sessionId: string, ordered: MediaItem[]) => {
        const patch = dispatch(mediaApi.util.updateQueryData('mediaUploads', sessionId, () => ordered));
        try {
          const saved = await reorderMedia({ sessionId, ids: ordered.map((file) => file.id) }).unwrap();
          dispatch(mediaApi.util.updateQueryData('mediaUploads', sessionId, () => saved));
          return saved;
        } catch (error) {
          patch.undo();
          throw error;
        }
      },
    }),
    [dispatch, deleteMedia, reorderMedia],
  );
}

/**
 * What the media uploader widget of @chonail/web/ui needs from the data layer (that lib may not
 * import this one): `<MediaUploader api={mediaUploaderApi} ... />`.
 */
export const mediaUploaderApi = { useSessionFiles, useMediaActions };
