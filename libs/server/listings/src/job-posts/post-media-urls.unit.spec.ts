import type { PostMediaItem } from '@chonail/shared/contracts';
import { toJobPost, type PostRow } from './job-post.mapper';
import type { PostMediaUrls } from './post-media';
import { samplePostRow } from './post-row.sample';

/**
 * Issue 38: visitors load a post's files only while it is listed with its photo/video add-on
 * running, so the owner's and staff's answers carry signed URLs the rest of the time (and only
 * then: a listed post's URLs stay the plain, cacheable ones).
 */
const NOW = new Date('2025-06-01T12:00:00Z');
const FILE = '/api/media/files/0b6f2d0e-3c1a-4d6e-9a8b-2f4c6e8a0b1d';
const signing: PostMediaUrls = {
  forOwner: (images: PostMediaItem[]) => images.map((image) => (typeof image === 'string' ? `${image}?signed` : { ...image, filePath: `${image.filePath}?signed` })),
};
const OWNER = { id: 1, role: 'user' as const };
const STAFF = { id: 99, role: 'admin' as const };
const STRANGER = { id: 2, role: 'user' as const };

const row = (fields: Partial<PostRow> = {}) =>
  samplePostRow(7, { photo_video_addon: true, photo_video_ends_at: new Date('2025-07-01T00:00:00Z'), images: [{ filePath: FILE, fileName: 'x', uploadOrder: 0 }], ...fields });
const urls = (post: ReturnType<typeof toJobPost>) => [...post.images.map((i) => (typeof i === 'string' ? i : i.filePath)), post.imageUrl, ...post.galleryImages];

describe('toJobPost with the media signer', () => {
  it('keeps the plain URLs of a listed post that shows its media, for everyone', () => {
    for (const viewer of [null, STRANGER, OWNER, STAFF]) {
      expect(urls(toJobPost(row(), viewer, NOW, signing)).every((url) => url === FILE)).toBe(true);
    }
  });

  it.each([
    ['paused', { is_paused: true }],
    ['hidden by staff', { hidden_at: new Date('2025-05-20T00:00:00Z') }],
    ['deleted', { deleted_at: new Date('2025-05-20T00:00:00Z') }],
    ['expired', { expires_at: new Date('2025-05-31T00:00:00Z') }],
    ['not active', { is_active: false }],
    ['without its add-on', { photo_video_ends_at: new Date('2025-05-31T00:00:00Z') }],
  ])('signs every URL of a post %s for its owner and staff', (_name, fields) => {
    for (const viewer of [OWNER, STAFF]) {
      expect(urls(toJobPost(row(fields), viewer, NOW, signing))).toEqual([`${FILE}?signed`, `${FILE}?signed`, `${FILE}?signed`]);
    }
    // Nobody else is answered such a post; were they, they would get no signature.
    expect(urls(toJobPost(row(fields), STRANGER, NOW, signing)).some((url) => url?.endsWith('?signed'))).toBe(false);
  });

  it('without a signer (a server without media) answers the stored URLs', () => {
    expect(urls(toJobPost(row({ is_paused: true }), OWNER, NOW))).toEqual([FILE, FILE, FILE]);
  });
});
