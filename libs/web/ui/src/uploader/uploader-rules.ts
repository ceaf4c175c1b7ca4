import type { MediaItem } from '@chonail/shared/contracts';
import { ACCEPTED_UPLOAD_MIME_TYPES, UPLOAD_LIMITS } from '@chonail/shared/domain';
import type { UploadFailure } from './types';

/* ---------- Session id (spec 02 section 3: a fixed prefix, a timestamp and a random string) ---------- */

export const UPLOAD_SESSION_PREFIX = 'upload';
/** The server's uploadSessionIdSchema: 8 to 100 plain characters. */
const SESSION_ID = /^[A-Za-z0-9_.-]{8,100}$/;

function randomPart(): string {
  const bytes = new Uint8Array(8);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
}

export function createUploadSessionId(now: number = Date.now(), random: string = randomPart()): string {
  return `${UPLOAD_SESSION_PREFIX}_${now}_${random}`;
}

export const isUploadSessionId = (value: unknown): value is string => typeof value === 'string' && SESSION_ID.test(value);

/* ---------- Client checks (spec 02 section 5, "Uploader") ---------- */

/** Browsers leave `type` empty for some video containers; the name then says what was picked. */
const EXTENSION_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  wmv: 'video/x-ms-wmv',
  flv: 'video/x-flv',
  mkv: 'video/x-matroska',
  '3gp': 'video/3gpp',
};

const ACCEPTED: ReadonlySet<string> = new Set(ACCEPTED_UPLOAD_MIME_TYPES);

/** The file input's `accept`: the same list the checks use (plus extensions for pickers that know no MIME type). */
export const UPLOAD_ACCEPT = [...ACCEPTED_UPLOAD_MIME_TYPES, ...Object.keys(EXTENSION_TYPES).map((ext) => `.${ext}`)].join(',');

export { MAX_FILE_MB } from '@chonail/shared/domain';

type PickedFile = Pick<File, 'name' | 'type' | 'size'>;

export function uploadMimeType(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type.toLowerCase();
  const ext = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  return EXTENSION_TYPES[ext] ?? '';
}

export type SelectionProblem = { kind: 'tooMany'; max: number } | { kind: 'type'; name: string } | { kind: 'size'; name: string };

/**
 * Why a selection must not be sent, in the spec's order (count, type, size), or null. The whole
 * selection is refused on the first problem: nothing is sent.
 */
export function checkSelection(files: readonly PickedFile[], existing: number, maxFiles: number): SelectionProblem | null {
  if (existing + files.length > maxFiles) return { kind: 'tooMany', max: maxFiles };
  const wrongType = files.find((file) => !ACCEPTED.has(uploadMimeType(file)));
  if (wrongType) return { kind: 'type', name: wrongType.name };
  const tooLarge = files.find((file) => file.size > UPLOAD_LIMITS.maxFileBytes);
  if (tooLarge) return { kind: 'size', name: tooLarge.name };
  return null;
}

/** The widget's limit: the caller's, never above what the server allows for a new post (10) or an edited one (12). */
export function effectiveMaxFiles(maxFiles: number | undefined, editing: boolean): number {
  const server = editing ? UPLOAD_LIMITS.maxFilesOnEdit : UPLOAD_LIMITS.maxFilesOnCreate;
  return Math.max(1, Math.min(maxFiles ?? server, server));
}

/* ---------- Order (spec 02 section 4: uploadOrder = index, only the first is the main image) ---------- */

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length || from === to) return next;
  const [moved] = next.splice(from, 1) as [T];
  next.splice(to, 0, moved);
  return next;
}

export function numbered(files: readonly MediaItem[]): MediaItem[] {
  return files.map((file, index) => ({ ...file, uploadOrder: index, isMainImage: index === 0 }));
}

export function reorderFiles(files: readonly MediaItem[], from: number, to: number): MediaItem[] {
  return numbered(moveItem(files, from, to));
}

/**
 * The main image has no remove button (spec 02 section 4). A file the server refused or could not
 * process is not an image the post can show, so it can always be removed, even when first.
 */
export const canRemove = (file: Pick<MediaItem, 'status'>, index: number): boolean => index > 0 || file.status === 'rejected' || file.status === 'failed';

/* ---------- Errors ---------- */

/** The `uploader.errors` key for a failed call, or null when only 'Vui lòng thử lại' fits. */
export function failureKey(error: unknown, known: readonly string[]): string | null {
  const { code, status } = (typeof error === 'object' && error !== null ? error : {}) as UploadFailure;
  if (code && known.includes(code)) return code;
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 0 || status === 'FETCH_ERROR') return 'NETWORK_ERROR';
  return null;
}

/** Only a file's own bytes make these: the other files of the selection are still worth sending. */
export const FILE_SPECIFIC_CODES: readonly string[] = ['FILE_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'];
