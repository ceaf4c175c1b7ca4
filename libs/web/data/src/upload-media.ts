import type { MediaItem, UploadMediaResponse } from '@chonail/shared/contracts';
// Through the library's shared entry, not relative paths: this file is part of the posting entry
// (./posting.ts), which only the post remote bundles, and must use the page's one API, store and
// session (a relative import would bundle second copies of them).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { ApiError, type AuthStore, readApiError, refreshSession } from '@chonail/web/data';

export const UPLOAD_MEDIA_PATH = '/api/upload-media';
/** `code` of the ApiError raised when no answer came (offline, connection dropped). */
export const UPLOAD_NETWORK_ERROR = 'NETWORK_ERROR';
/** `code` of the ApiError raised when the caller aborted the upload. */
export const UPLOAD_ABORTED = 'ABORTED';

export interface UploadMediaInput {
  file: File;
  sessionId: string;
  /** The post whose media is edited (the server then allows 12 files instead of 10). */
  jobPostId?: number;
  /** Bytes of this request sent so far; called again from 0 if the request is retried after a token refresh. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

interface XhrAnswer {
  status: number;
  statusText: string;
  text: string;
}

/**
 * The one upload call that is not made with fetch: fetch cannot report upload progress, so one
 * file is sent per request with XMLHttpRequest and each file gets its own progress bar. Same
 * credentials as every other call (request.ts): the bearer token from the store, cookies included,
 * and on a 401 one shared token refresh and one retry.
 *
 * Paths are same-origin: request.ts keeps the `configureApi` base URL to itself (no app sets one).
 */
export async function uploadMediaFile(input: UploadMediaInput, store: AuthStore): Promise<MediaItem[]> {
  const path = input.jobPostId === undefined ? UPLOAD_MEDIA_PATH : `${UPLOAD_MEDIA_PATH}?jobPostId=${input.jobPostId}`;
  const sentToken = store.getState().auth.accessToken;
  let answer = await post(path, input, sentToken);
  if (answer.status === 401) {
    // As in `send`: only a client with a session has one to recover, and a newer token is used as is.
    const { accessToken, hasSession } = store.getState().auth;
    if (accessToken || hasSession) {
      const token = accessToken && accessToken !== sentToken ? accessToken : (await refreshSession(store)) ? store.getState().auth.accessToken : null;
      if (token) answer = await post(path, input, token);
    }
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw await readApiError({ status: answer.status, statusText: answer.statusText, text: async () => answer.text } as unknown as Response);
  }
  return (JSON.parse(answer.text) as UploadMediaResponse).files;
}

/** The multipart body the server reads: the session field first, then the file. */
function formFor(input: UploadMediaInput): FormData {
  const form = new FormData();
  form.append('sessionId', input.sessionId);
  form.append('files', input.file, input.file.name);
  return form;
}

function post(path: string, input: UploadMediaInput, token: string | null): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    if (input.signal?.aborted) return reject(new ApiError('Upload aborted', 0, UPLOAD_ABORTED, undefined));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const onAbort = () => xhr.abort();
    input.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => input.signal?.removeEventListener('abort', onAbort);
    input.onProgress?.(0, input.file.size);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) input.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError('Network error', 0, UPLOAD_NETWORK_ERROR, undefined));
    };
    xhr.onabort = () => {
      done();
      reject(new ApiError('Upload aborted', 0, UPLOAD_ABORTED, undefined));
    };
    xhr.send(formFor(input));
  });
}
