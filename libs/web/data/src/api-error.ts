import { loadApiErrorWords } from '@chonail/shared/i18n';

/** A non-OK answer from our API. Callers show `message` and branch on `code` (the API's error codes). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    /** The parsed JSON body, or the raw text when the body was not JSON. */
    readonly body: unknown,
  ) {
    super(message);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Turns a non-OK response into an ApiError (spec 02 section 8, "Shared request layer"). Reads the body. */
export async function readApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let error: ApiError;
  try {
    const body: unknown = JSON.parse(text);
    const message = isRecord(body) && typeof body['message'] === 'string' && body['message'] ? body['message'] : '';
    const code = isRecord(body) && typeof body['code'] === 'string' ? body['code'] : undefined;
    error = new ApiError(message || response.statusText || 'Unknown error', response.status, code, body);
  } catch {
    error = new ApiError(text || response.statusText || 'Unknown error', response.status, undefined, text);
  }
  // These point at a bug (ours or the server's) rather than at something the user did, so they go
  // to the console too. Our API puts the code in `code`; older servers put it in the message.
  if (error.status === 500 || error.message.includes('INVALID_STATE') || error.code === 'INVALID_STATE') {
    console.error(`API ${error.status}: ${error.message}`, error.body);
  }
  // The words of its code are in their own chunk (@chonail/shared/i18n): there before a screen reads them.
  if (error.code) await loadApiErrorWords();
  return error;
}

/** Any translate function: i18next's `t`, or a test's. */
export type Translate = (key: string) => string;

/**
 * The one mapping from a failed call to what the reader is told: the catalogue's text for the
 * API's `code` (`apiErrors.<CODE>`, every code has one in vi and en), a network message when no
 * answer came, else the screen's fallback. Never the server's `message`: that is English, for logs.
 */
export function errorMessageKey(error: unknown, fallbackKey = 'common.tryAgain'): string {
  if (!isRecord(error)) return fallbackKey;
  if (error['status'] === 'FETCH_ERROR' || error instanceof TypeError) return 'common.networkError';
  const code = error['code'];
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(code) ? `apiErrors.${code}` : fallbackKey;
}

export function errorMessage(t: Translate, error: unknown, fallbackKey = 'common.tryAgain'): string {
  const key = errorMessageKey(error, fallbackKey);
  const text = t(key);
  // A code this client does not know yet (a newer server): the screen's own words.
  return text === key ? t(fallbackKey) : text;
}
