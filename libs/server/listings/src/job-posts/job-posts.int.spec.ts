import { addMonths } from '@chonail/shared/domain';
import type { JobPost, Store } from '@chonail/shared/contracts';
import { newPostRequest } from '@chonail/shared/contracts/testing';
import { ids, useListingsApp } from '../listings-test-app';

const app = useListingsApp('posts');
const DAY = 86_400_000;

/** The wizard's free Basic post, with a suite, an area and an upload session. */
const basicPost = (overrides: Record<string, unknown> = {}) =>
  newPostRequest({
    fullAddress: '9889 Bellaire Blvd, Suite 110, Houston, TX 77036',
    address2: 'Suite 110',
    store_sq_ft: 1400,
    sessionId: 'upload_1763850000000_abc123',
    ...overrides,
  });

async function owner() {
  return app.register();
}
const myPosts = async (token: string): Promise<JobPost[]> => (await app.call('GET', '/api/my-job-posts', { token })).json();
const myStores = async (token: string): Promise<Store[]> => (await app.call('GET', '/api/stores', { token })).json();

describe('POST /api/job-posts', () => {
  it('creates a free Basic post with its store, composed address, coordinates and a 6-month life for a new owner', async () => {
    const { token, user, phone } = await owner();
    const before = Date.now();
    const res = await app.call('POST', '/api/job-posts', { token, payload: basicPost() });
    expect(res.statusCode).toBe(201);
    const post: JobPost = res.json();
    expect(post).toMatchObject({
      title: 'Cần thợ bột gấp',
      jobType: 'hiring',
      storeName: 'Lotus Nails & Spa',
      city: 'Houston',
      state: 'TX',
      zipcode: '77036',
      location: 'Houston, TX',
      fullAddress: '9889 Bellaire Blvd, Suite 110, Houston, TX 77036',
      store_sq_ft: 1400,
      duration: 6,
      urgentDays: 0,
      priorityAddon: 'none',
      photo_video_addon: false,
      isNationwide: false,
      isActive: true,
      isPaused: false,
      phone,
      isOwner: true,
    });
    expect(post.lat).toBeCloseTo(29.7, 0);
    expect(post.lng).toBeCloseTo(-95.5, 0);
    const expires = new Date(post.expiresAt ?? 0).getTime();
    expect(expires).toBeGreaterThanOrEqual(addMonths(new Date(before), 6).getTime());
    expect(expires).toBeLessThanOrEqual(addMonths(new Date(), 6).getTime());
    expect(await myStores(token)).toEqual([expect.objectContaining({ name: 'Lotus Nails & Spa', address: '9889 Bellaire Blvd', addressOptional: 'Suite 110', zipcode: '77036' })]);
    expect(ids(await myPosts(token))).toEqual([post.id]);
    // The new post is listed publicly at once.
    const listed: JobPost[] = (await app.call('GET', `/api/job-posts?state=TX&city=Houston&search=${encodeURIComponent('can tho bot')}&limit=200`)).json();
    expect(ids(listed)).toContain(post.id);
    expect(user.id).toBeGreaterThan(0);
  });

  it('gives a Basic post 1 month when the owner signed up more than 6 months ago', async () => {
    const { token, user } = await owner();
    await app.data.query(`UPDATE users SET created_at = now() - interval '7 months' WHERE id = $1`, [user.id]);
    const post: JobPost = (await app.call('POST', '/api/job-posts', { token, payload: basicPost() })).json();
    expect(post.duration).toBe(1);
    expect(Math.abs(new Date(post.expiresAt ?? 0).getTime() - addMonths(new Date(), 1).getTime())).toBeLessThan(60_000);
  });

  it('reuses the owner’s store for the same salon, and an existing store chosen by id', async () => {
    const { token } = await owner();
    await app.call('POST', '/api/job-posts', { token, payload: basicPost() });
    await app.call('POST', '/api/job-posts', { token, payload: basicPost({ storeName: 'lotus nails & spa', title: 'Cần thợ tay chân nước' }) });
    const stores = await myStores(token);
    expect(stores).toHaveLength(1);
    const chosen = await app.call('POST', '/api/job-posts', {
      token,
      payload: basicPost({ storeId: stores[0]?.id, storeName: '', streetAddress: '', city: '', state: null, zipcode: null, jobType: 'Bán tiệm' }),
    });
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json()).toMatchObject({ storeId: stores[0]?.id, storeName: 'Lotus Nails & Spa', jobType: 'selling', city: 'Houston' });
    expect(await myStores(token)).toHaveLength(1);
  });

  it('refuses another owner’s store and creates nothing', async () => {
    const first = await owner();
    const second = await owner();
    await app.call('POST', '/api/job-posts', { token: first.token, payload: basicPost() });
    const [theirs] = await myStores(first.token);
    const res = await app.call('POST', '/api/job-posts', { token: second.token, payload: basicPost({ storeId: theirs?.id }) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'STORE_NOT_FOUND' });
    expect(await myPosts(second.token)).toEqual([]);
  });

  it('answers 402 for paid add-ons without a verified payment, and creates nothing', async () => {
    const { token } = await owner();
    for (const addons of [
      { hasPhotoVideoAddon: true, photoVideoMonths: 2 },
      { stateMonths: 1, selectedStates: ['CA'], isNationwide: true },
      { priorityAddon: 'diamond3', priorityMonths: 1 },
    ]) {
      const res = await app.call('POST', '/api/job-posts', { token, payload: basicPost(addons) });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ code: 'PAYMENT_REQUIRED' });
    }
    expect(await myPosts(token)).toEqual([]);
    expect(await myStores(token)).toEqual([]);
  });

  it.each([
    ['no title', { title: '' }],
    ['title of 201 characters', { title: 'x'.repeat(201) }],
    ['no description', { description: '   ' }],
    ['unknown job type', { jobType: 'boss' }],
    ['incomplete new store', { storeName: '', storeId: null }],
    ['bad ZIP', { zipcode: '7703' }],
    ['unknown state', { state: 'ZZ' }],
    ['urgent days on create', { urgentDays: 3 }],
    ['months without the add-on', { photoVideoMonths: 2 }],
    ['states without months', { selectedStates: ['CA'] }],
    ['priority without months', { priorityAddon: 'diamond1' }],
    ['unknown priority', { priorityAddon: 'gold', priorityMonths: 1 }],
    ['negative area', { store_sq_ft: -10 }],
    ['store id that is not a number', { storeId: 'abc' }],
    ['hostile session id', { sessionId: '../../etc/passwd' }],
  ])('%s -> 400 with a code, and nothing created', async (_name, overrides) => {
    const { token } = await owner();
    const res = await app.call('POST', '/api/job-posts', { token, payload: basicPost(overrides) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    expect(await myPosts(token)).toEqual([]);
    expect(await myStores(token)).toEqual([]);
  });

  it('says which Vietnamese message the listing form shows for a missing store', async () => {
    const { token } = await owner();
    const res = await app.call('POST', '/api/job-posts', { token, payload: basicPost({ storeName: '' }) });
    expect(res.json().details).toEqual(expect.arrayContaining([{ path: 'storeId', message: 'Vui lòng chọn store hoặc điền đầy đủ thông tin tạo store mới' }]));
  });

  it('needs a signed-in user', async () => {
    const res = await app.call('POST', '/api/job-posts', { payload: basicPost() });
    expect(res.statusCode).toBe(401);
  });
});


describe('experience levels (spec 01 section 3)', () => {
  it('keeps what a hiring post asks of the technician, shows it to visitors, lets its owner change and clear it', async () => {
    const { token } = await owner();
    const created = await app.call('POST', '/api/job-posts', { token, payload: basicPost({ experienceLevel: 'beginner' }) });
    expect(created.statusCode).toBe(201);
    const post: JobPost = created.json();
    expect(post.experienceLevel).toBe('beginner');
    expect((await app.call('GET', `/api/job-posts/${post.id}`)).json().experienceLevel).toBe('beginner');
    const changed = await app.call('PUT', `/api/job-posts/${post.id}`, { token, payload: { title: post.title, experienceLevel: 'expert' } });
    expect(changed.json().experienceLevel).toBe('expert');
    // A title edit without the field leaves it.
    expect((await app.call('PUT', `/api/job-posts/${post.id}`, { token, payload: { title: 'Cần thợ giỏi' } })).json().experienceLevel).toBe('expert');
    expect((await app.call('PUT', `/api/job-posts/${post.id}`, { token, payload: { title: 'Cần thợ', experienceLevel: null } })).json().experienceLevel).toBeNull();
  });

  it('keeps none on a salon-for-sale post, and says none when a post does not say', async () => {
    const { token } = await owner();
    const selling: JobPost = (await app.call('POST', '/api/job-posts', { token, payload: basicPost({ jobType: 'selling', experienceLevel: 'expert' }) })).json();
    expect(selling.experienceLevel).toBeNull();
    expect((await app.call('PUT', `/api/job-posts/${selling.id}`, { token, payload: { title: 'Bán tiệm', experienceLevel: 'expert' } })).json().experienceLevel).toBeNull();
    const silent: JobPost = (await app.call('POST', '/api/job-posts', { token, payload: basicPost() })).json();
    expect(silent.experienceLevel).toBeNull();
  });

  it.each([['a level that does not exist', 'guru'], ['a number', 3], ['markup', '<b>expert</b>']])('refuses %s with 400 and creates nothing', async (_name, experienceLevel) => {
    const { token } = await owner();
    const res = await app.call('POST', '/api/job-posts', { token, payload: basicPost({ experienceLevel }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(await myPosts(token)).toEqual([]);
  });
});

describe('reading one post', () => {
  it('answers a listed post to anyone, 404 for missing, 410 for expired, and hides paused posts from all but the owner', async () => {
    const { token, user } = await owner();
    const live = await app.insertPost(user.id);
    const expired = await app.insertPost(user.id, { duration: 1, expiresAt: new Date(Date.now() - DAY) });
    const paused = await app.insertPost(user.id, { isPaused: true, isActive: false });
    expect((await app.call('GET', `/api/job-posts/${live}`)).statusCode).toBe(200);
    const missing = await app.call('GET', '/api/job-posts/2147483647');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'POST_NOT_FOUND' });
    const gone = await app.call('GET', `/api/job-posts/${expired}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'POST_EXPIRED', message: 'This job post has expired.' });
    expect((await app.call('GET', `/api/job-posts/${paused}`)).statusCode).toBe(404);
    const own = await app.call('GET', `/api/job-posts/${paused}`, { token });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ isPaused: true, isOwner: true });
    // A stale token is just a guest on a public page.
    expect((await app.call('GET', `/api/job-posts/${live}`, { token: 'not-a-token' })).statusCode).toBe(200);
  });

  it('hides a hidden street address from visitors but not from the owner', async () => {
    const { token, user } = await owner();
    const id = await app.insertPost(user.id, { hideAddress: true });
    const guest: JobPost = (await app.call('GET', `/api/job-posts/${id}`)).json();
    expect(guest).toMatchObject({ streetAddress: null, storeAddress: null, fullAddress: 'Houston, TX', hideAddress: true });
    const mine: JobPost = (await app.call('GET', `/api/job-posts/${id}`, { token })).json();
    expect(mine.streetAddress).toBe('9889 Bellaire Blvd');
  });

  it.each(['abc', '-1', '0', '1.5', '99999999999', '1;DROP TABLE job_posts'])('id %s -> 400', async (id) => {
    for (const url of [`/api/job-posts/${encodeURIComponent(id)}`, `/api/job-posts/${encodeURIComponent(id)}/save-count`]) {
      const res = await app.call('GET', url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('answers the save count of a post', async () => {
    const { user } = await owner();
    const id = await app.insertPost(user.id, { saveCount: 4 });
    expect((await app.call('GET', `/api/job-posts/${id}/save-count`)).json()).toEqual({ saveCount: 4 });
  });
});

describe('the owner’s changes', () => {
  it('edits title and description; others get 403 and guests 401, and nothing changes', async () => {
    const { token, user } = await owner();
    const other = await owner();
    const id = await app.insertPost(user.id, { title: 'Cũ', description: 'Mô tả cũ' });
    const denied = await app.call('PUT', `/api/job-posts/${id}`, { token: other.token, payload: { title: 'Hacked' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'NOT_POST_OWNER' });
    expect((await app.call('PUT', `/api/job-posts/${id}`, { payload: { title: 'Hacked' } })).statusCode).toBe(401);
    const res = await app.call('PUT', `/api/job-posts/${id}`, { token, payload: { title: 'Mới', description: 'Mô tả mới' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Mới', description: 'Mô tả mới' });
    expect((await app.call('GET', `/api/job-posts/${id}`)).json()).toMatchObject({ title: 'Mới' });
  });

  it.each([
    ['blank title', { title: '  ' }, 'VALIDATION_ERROR'],
    ['title of 201 characters', { title: 'y'.repeat(201) }, 'VALIDATION_ERROR'],
    ['13 media', { title: 'ok', images: Array.from({ length: 13 }, (_, i) => `/uploads/${i}.jpg`) }, 'TOO_MANY_MEDIA'],
    ['an outside image', { title: 'ok', images: ['https://tracker.example/pixel.gif'] }, 'UNKNOWN_MEDIA'],
  ])('refuses %s with a code and changes nothing', async (_name, payload, code) => {
    const { token, user } = await owner();
    const id = await app.insertPost(user.id, { title: 'Giữ nguyên', images: ['/uploads/0.jpg'] });
    const res = await app.call('PUT', `/api/job-posts/${id}`, { token, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code });
    expect((await app.call('GET', `/api/job-posts/${id}`, { token })).json()).toMatchObject({ title: 'Giữ nguyên', images: ['/uploads/0.jpg'] });
  });

  it('reorders and removes its own media, the first being the main one', async () => {
    const { token, user } = await owner();
    const images = [0, 1, 2].map((i) => ({ filePath: `/uploads/${i}.jpg`, fileType: 'image', uploadOrder: i }));
    const id = await app.insertPost(user.id, { images });
    const res = await app.call('PUT', `/api/job-posts/${id}`, { token, payload: { title: 't', images: [images[2], images[0]] } });
    expect(res.statusCode).toBe(200);
    expect((res.json() as JobPost).galleryImages).toEqual(['/uploads/2.jpg', '/uploads/0.jpg']);
    // The main image (the card's and the detail's first) is the one moved to the front, as stored
    // (read by its owner: a free post's photos are not shown to visitors).
    const stored = (await app.call('GET', `/api/job-posts/${id}`, { token })).json() as JobPost;
    expect(stored.imageUrl).toBe('/uploads/2.jpg');
    expect(stored.galleryImages).toEqual(['/uploads/2.jpg', '/uploads/0.jpg']);
    expect(stored.images).toMatchObject([
      { filePath: '/uploads/2.jpg', uploadOrder: 0 },
      { filePath: '/uploads/0.jpg', uploadOrder: 1 },
    ]);
  });

  it('pauses and resumes: a paused post leaves the public list and comes back', async () => {
    const { token, user } = await owner();
    const other = await owner();
    const title = `Tạm dừng ${user.id}`;
    const id = await app.insertPost(user.id, { title });
    const listed = async () => ids((await app.call('GET', `/api/job-posts?search=${encodeURIComponent(title)}`)).json()).includes(id);
    expect((await app.call('PATCH', `/api/job-posts/${id}/pause`, { token: other.token })).statusCode).toBe(403);
    expect(await listed()).toBe(true);
    const paused = await app.call('PATCH', `/api/job-posts/${id}/pause`, { token });
    expect(paused.json()).toMatchObject({ isPaused: true, isActive: false });
    expect(await listed()).toBe(false);
    expect((await myPosts(token)).map((p) => p.isPaused)).toEqual([true]);
    const resumed = await app.call('PATCH', `/api/job-posts/${id}/resume`, { token });
    expect(resumed.json()).toMatchObject({ isPaused: false, isActive: true });
    expect(await listed()).toBe(true);
  });

  it('deletes: only the owner, then the post is gone everywhere', async () => {
    const { token, user } = await owner();
    const other = await owner();
    const id = await app.insertPost(user.id);
    const denied = await app.call('DELETE', `/api/job-posts/${id}`, { token: other.token });
    expect(denied.statusCode).toBe(403);
    expect((await app.call('GET', `/api/job-posts/${id}`)).statusCode).toBe(200);
    const res = await app.call('DELETE', `/api/job-posts/${id}`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect((await app.call('GET', `/api/job-posts/${id}`)).statusCode).toBe(404);
    expect(await myPosts(token)).toEqual([]);
    expect((await app.call('DELETE', `/api/job-posts/${id}`, { token })).statusCode).toBe(404);
  });

  it('lists the owner’s posts in every state, newest first, and only theirs', async () => {
    const { token, user } = await owner();
    const other = await owner();
    const a = await app.insertPost(user.id, { createdAt: new Date(Date.now() - 2 * DAY) });
    const b = await app.insertPost(user.id, { isPaused: true, isActive: false, createdAt: new Date(Date.now() - DAY) });
    const c = await app.insertPost(user.id, { duration: 1, expiresAt: new Date(Date.now() - DAY) });
    await app.insertPost(other.user.id);
    const mine = await myPosts(token);
    expect(ids(mine)).toEqual([c, b, a]);
    expect(mine.map((p) => p.isExpired)).toEqual([true, false, false]);
    expect((await app.call('GET', '/api/my-job-posts')).statusCode).toBe(401);
  });
});

describe('stores', () => {
  it('deletes only the owner’s own store; posts keep their copied address', async () => {
    const { token } = await owner();
    const other = await owner();
    const post: JobPost = (await app.call('POST', '/api/job-posts', { token, payload: basicPost() })).json();
    const [store] = await myStores(token);
    expect((await app.call('DELETE', `/api/stores/${store?.id}`, { token: other.token })).statusCode).toBe(404);
    expect(await myStores(token)).toHaveLength(1);
    expect((await app.call('DELETE', `/api/stores/${store?.id}`, { token })).statusCode).toBe(200);
    expect(await myStores(token)).toEqual([]);
    expect((await app.call('GET', `/api/job-posts/${post.id}`)).json()).toMatchObject({ storeId: null, storeName: 'Lotus Nails & Spa', streetAddress: '9889 Bellaire Blvd' });
    expect((await app.call('GET', '/api/stores')).statusCode).toBe(401);
    expect((await app.call('DELETE', '/api/stores/abc', { token })).statusCode).toBe(400);
  });
});

