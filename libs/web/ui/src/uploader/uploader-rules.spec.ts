import { MEDIA_REASONS, MediaErrorCode, type MediaItem, uploadSessionIdSchema } from '@chonail/shared/contracts';
import { ACCEPTED_UPLOAD_MIME_TYPES, UPLOAD_LIMITS } from '@chonail/shared/domain';
import { en, vi } from '@chonail/shared/i18n';
import {
  canRemove,
  checkSelection,
  createUploadSessionId,
  effectiveMaxFiles,
  failureKey,
  isUploadSessionId,
  moveItem,
  reorderFiles,
  UPLOAD_ACCEPT,
  uploadMimeType,
} from './uploader-rules';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });
const item = (id: number, overrides: Partial<MediaItem> = {}): MediaItem => ({
  id,
  fileName: `name-${id}`,
  originalName: `photo-${id}.jpg`,
  filePath: `/api/media/files/name-${id}`,
  thumbnailPath: null,
  posterPath: null,
  fileType: 'image',
  mimeType: 'image/jpeg',
  fileSize: 1000,
  uploadOrder: id - 1,
  isMainImage: id === 1,
  status: 'ready',
  reason: null,
  width: null,
  height: null,
  durationSeconds: null,
  sessionId: 'upload_1_abcdefgh',
  jobPostId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('upload session id', () => {
  it('is the fixed prefix, the timestamp and a random string, and the server accepts it', () => {
    const id = createUploadSessionId(1_767_225_600_000, 'k3j2h4g5');
    expect(id).toBe('upload_1767225600000_k3j2h4g5');
    const fresh = createUploadSessionId();
    expect(fresh).toMatch(/^upload_\d{13}_[a-z0-9]{16}$/);
    expect(uploadSessionIdSchema.safeParse(fresh).success).toBe(true);
    expect(isUploadSessionId(fresh)).toBe(true);
    expect(createUploadSessionId()).not.toBe(fresh);
  });

  it('accepts a resumed id only when the server would', () => {
    for (const value of ['upload_1_abc', 'abc.DEF-123_x']) {
      expect(isUploadSessionId(value)).toBe(true);
      expect(uploadSessionIdSchema.safeParse(value).success).toBe(true);
    }
    for (const value of ['short', 'has space 123', '../../etc/passwd', 'x'.repeat(101), undefined, 42]) {
      expect(isUploadSessionId(value)).toBe(false);
    }
  });
});

describe('client checks (spec 02 section 5)', () => {
  it('refuses more files than the maximum, counting the files already uploaded', () => {
    expect(checkSelection([file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')], 9, 10)).toEqual({ kind: 'tooMany', max: 10 });
    expect(checkSelection([file('a.jpg', 'image/jpeg')], 9, 10)).toBeNull();
    expect(checkSelection(Array.from({ length: 11 }, (_, i) => file(`${i}.png`, 'image/png')), 0, 10)).toEqual({ kind: 'tooMany', max: 10 });
  });

  it('refuses a type outside the accepted list, naming the file', () => {
    expect(checkSelection([file('a.jpg', 'image/jpeg'), file('notes.pdf', 'application/pdf')], 0, 10)).toEqual({ kind: 'type', name: 'notes.pdf' });
    expect(checkSelection([file('photo.heic', 'image/heic')], 0, 10)).toEqual({ kind: 'type', name: 'photo.heic' });
    for (const type of ACCEPTED_UPLOAD_MIME_TYPES) expect(checkSelection([file('x', type)], 0, 10)).toBeNull();
  });

  it('reads the type from the name when the browser gives none', () => {
    expect(uploadMimeType(file('clip.MOV', ''))).toBe('video/quicktime');
    expect(uploadMimeType(file('clip.mkv', ''))).toBe('video/x-matroska');
    expect(uploadMimeType(file('README', ''))).toBe('');
    expect(checkSelection([file('clip.avi', '')], 0, 10)).toBeNull();
    expect(checkSelection([file('script.exe', '')], 0, 10)).toEqual({ kind: 'type', name: 'script.exe' });
  });

  it('refuses a file over 50 MB, naming it; exactly 50 MB is fine', () => {
    expect(checkSelection([file('ok.mp4', 'video/mp4', 50 * MB)], 0, 10)).toBeNull();
    expect(checkSelection([file('ok.mp4', 'video/mp4'), file('big.mp4', 'video/mp4', 50 * MB + 1)], 0, 10)).toEqual({ kind: 'size', name: 'big.mp4' });
  });

  it('checks count, then type, then size', () => {
    const bad = [file('big.pdf', 'application/pdf', 60 * MB), file('big.mp4', 'video/mp4', 60 * MB)];
    expect(checkSelection(bad, 9, 10)?.kind).toBe('tooMany');
    expect(checkSelection(bad, 0, 10)?.kind).toBe('type');
  });

  it('offers the same types in the file picker', () => {
    const accept = UPLOAD_ACCEPT.split(',');
    for (const type of ACCEPTED_UPLOAD_MIME_TYPES) expect(accept).toContain(type);
    expect(accept).toContain('.mov');
  });

  it('limits to 10 files for a new post and 12 for an edited one, never above the server', () => {
    expect(effectiveMaxFiles(undefined, false)).toBe(UPLOAD_LIMITS.maxFilesOnCreate);
    expect(effectiveMaxFiles(undefined, true)).toBe(UPLOAD_LIMITS.maxFilesOnEdit);
    expect(effectiveMaxFiles(4, false)).toBe(4);
    expect(effectiveMaxFiles(12, false)).toBe(10);
    expect(effectiveMaxFiles(0, false)).toBe(1);
  });
});

describe('order (uploadOrder = index, the first is main)', () => {
  it('moves one item', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('renumbers every file and flags only the first as main', () => {
    const reordered = reorderFiles([item(1), item(2), item(3)], 2, 0);
    expect(reordered.map((f) => [f.id, f.uploadOrder, f.isMainImage])).toEqual([
      [3, 0, true],
      [1, 1, false],
      [2, 2, false],
    ]);
  });

  it('never lets the main image be removed, unless the server refused it', () => {
    expect(canRemove(item(1), 0)).toBe(false);
    expect(canRemove(item(1, { status: 'processing' }), 0)).toBe(false);
    expect(canRemove(item(1, { status: 'rejected', reason: 'image_unreadable' }), 0)).toBe(true);
    expect(canRemove(item(1, { status: 'failed', reason: 'processing_failed' }), 0)).toBe(true);
    expect(canRemove(item(2), 1)).toBe(true);
  });
});

describe('server errors', () => {
  const known = Object.keys(vi.uploader.errors);

  it('have a vi and an en message for every media error code and every reason', () => {
    for (const code of Object.values(MediaErrorCode)) {
      expect(vi.uploader.errors).toHaveProperty(code);
      expect(en.uploader.errors).toHaveProperty(code);
    }
    for (const reason of MEDIA_REASONS) {
      expect(vi.uploader.reasons).toHaveProperty(reason);
      expect(en.uploader.reasons).toHaveProperty(reason);
    }
  });

  it('map a code, else the status, else nothing (then "Vui lòng thử lại")', () => {
    expect(failureKey({ code: 'FILE_TOO_LARGE', status: 413, message: 'Each file may be at most 50MB' }, known)).toBe('FILE_TOO_LARGE');
    expect(failureKey({ code: 'SESSION_EXPIRED', status: 401 }, known)).toBe('UNAUTHORIZED');
    expect(failureKey({ status: 413 }, known)).toBe('PAYLOAD_TOO_LARGE');
    expect(failureKey({ status: 'FETCH_ERROR', message: 'Failed to fetch' }, known)).toBe('NETWORK_ERROR');
    expect(failureKey({ code: 'INTERNAL_ERROR', status: 500 }, known)).toBeNull();
    expect(failureKey(undefined, known)).toBeNull();
  });
});
