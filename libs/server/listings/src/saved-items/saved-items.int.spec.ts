import type { SavedItemState, SavedJobEntry } from '@chonail/shared/contracts';
import { useListingsApp } from '../listings-test-app';

const app = useListingsApp('saved-items');

type User = Awaited<ReturnType<typeof app.register>>;

/** An id no post has (the serial starts at 1 and the run inserts a few thousand at most). */
const MISSING_ID = 2_000_000_000;
const DAY_MS = 86_400_000;

const save = (token: string | undefined, payload?: object) => app.call('POST', '/api/saved-items', { token, payload });
const saveJob = (user: User, itemId: number) => save(user.token, { itemId, itemType: 'job' });
const unsaveBody = (user: User, itemId: number) => app.call('DELETE', '/api/saved-items', { token: user.token, payload: { itemId, itemType: 'job' } });
const unsaveQuery = (user: User, itemId: number) => app.call('DELETE', `/api/saved-items?itemId=${itemId}&itemType=job`, { token: user.token });

async function check(user: User, itemId: number): Promise<SavedItemState> {
  const res = await app.call('GET', `/api/saved-items/check?itemId=${itemId}&itemType=job`, { token: user.token });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function saveCount(itemId: number): Promise<number> {
  const res = await app.call('GET', `/api/job-posts/${itemId}/save-count`);
  expect(res.statusCode).toBe(200);
  expect(Object.keys(res.json())).toEqual(['saveCount']);
  return res.json().saveCount;
}

/** Only jobs here: threads and replies are the forum's (libs/server/forum/src/forum-saved.int.spec.ts). */
async function savedList(user: User): Promise<SavedJobEntry[]> {
  const res = await app.call('GET', '/api/saved-items', { token: user.token });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** A live post by a fresh owner, and that owner. */
async function livePost(fields: Parameters<typeof app.insertPost>[1] = {}) {
  const owner = await app.register();
  const id = await app.insertPost(owner.user.id, fields);
  return { owner, id };
}

describe('saved items as a guest', () => {
  it('answers 401 on every call and saves nothing', async () => {
    const { id } = await livePost();
    const calls = [
      app.call('GET', '/api/saved-items'),
      app.call('GET', `/api/saved-items/check?itemId=${id}&itemType=job`),
      save(undefined, { itemId: id, itemType: 'job' }),
      app.call('DELETE', '/api/saved-items', { payload: { itemId: id, itemType: 'job' } }),
      app.call('DELETE', `/api/saved-items?itemId=${id}&itemType=job`),
      // A token that is not one is no better than none.
      save('not-a-token', { itemId: id, itemType: 'job' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: expect.any(String), code: 'SESSION_EXPIRED' });
    }
    expect(await saveCount(id)).toBe(0);
  });
});

describe('saving a post', () => {
  it('answers the saved state and counts the save once however often it is repeated', async () => {
    const { id } = await livePost();
    const user = await app.register();

    const first = await saveJob(user, id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ itemId: id, itemType: 'job', isSaved: true, saveCount: 1 });

    const again = await saveJob(user, id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ itemId: id, itemType: 'job', isSaved: true, saveCount: 1 });

    expect(await check(user, id)).toEqual({ itemId: id, itemType: 'job', isSaved: true, saveCount: 1 });
    expect(await saveCount(id)).toBe(1);
    // Someone else sees the count but not as their own save.
    expect(await check(await app.register(), id)).toEqual({ itemId: id, itemType: 'job', isSaved: false, saveCount: 1 });
  });

  it('takes itemType as optional (a job, as spec 01 sends it)', async () => {
    const { id } = await livePost();
    const user = await app.register();
    const res = await save(user.token, { itemId: id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isSaved: true, saveCount: 1 });
  });

  it('counts two different users twice', async () => {
    const { id } = await livePost();
    const [a, b] = [await app.register(), await app.register()];
    expect((await saveJob(a, id)).json().saveCount).toBe(1);
    const second = await saveJob(b, id);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ itemId: id, itemType: 'job', isSaved: true, saveCount: 2 });
    expect(await saveCount(id)).toBe(2);
    expect((await check(a, id)).saveCount).toBe(2);
  });

  it('keeps the count at 1 when the same user saves 10 times at once, and answers each of them with it', async () => {
    const { id } = await livePost();
    const user = await app.register();
    const answers = await Promise.all(Array.from({ length: 10 }, () => saveJob(user, id)));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ itemId: id, itemType: 'job', isSaved: true, saveCount: 1 });
    }
    expect(await saveCount(id)).toBe(1);
    expect((await savedList(user)).map((e) => e.id)).toEqual([id]);
  });

  it("refuses the caller's own post with 403 OWN_POST_ERROR and changes nothing", async () => {
    const { owner, id } = await livePost();
    const res = await saveJob(owner, id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'OWN_POST_ERROR' });
    expect(await saveCount(id)).toBe(0);
    expect(await check(owner, id)).toMatchObject({ isSaved: false, saveCount: 0 });
    expect(await savedList(owner)).toEqual([]);
  });

  it('answers 404 POST_NOT_FOUND for a post that does not exist or was deleted', async () => {
    const user = await app.register();
    const missing = await saveJob(user, MISSING_ID);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: expect.any(String), code: 'POST_NOT_FOUND' });

    const { id } = await livePost({ deletedAt: new Date() });
    const deleted = await saveJob(user, id);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().code).toBe('POST_NOT_FOUND');
    expect(await savedList(user)).toEqual([]);
    expect((await app.call('GET', `/api/job-posts/${MISSING_ID}/save-count`)).statusCode).toBe(404);
  });

  it('answers 410 POST_EXPIRED for an expired post and saves nothing', async () => {
    const { id } = await livePost({ duration: 1, expiresAt: new Date(Date.now() - DAY_MS) });
    const user = await app.register();
    const res = await saveJob(user, id);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'POST_EXPIRED' });
    expect(await saveCount(id)).toBe(0);
    expect(await check(user, id)).toMatchObject({ isSaved: false });
  });

  it('answers 404 for a paused or deactivated post and saves nothing', async () => {
    const user = await app.register();
    for (const fields of [{ isPaused: true }, { isActive: false }]) {
      const { id } = await livePost(fields);
      const res = await saveJob(user, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('POST_NOT_FOUND');
      expect(await saveCount(id)).toBe(0);
    }
    expect(await savedList(user)).toEqual([]);
  });

  describe('refuses hostile input with 400 VALIDATION_ERROR and saves nothing', () => {
    const cases: Array<[string, (id: number) => object | undefined]> = [
      ["itemId 'abc'", () => ({ itemId: 'abc', itemType: 'job' })],
      ['itemId -1', () => ({ itemId: -1, itemType: 'job' })],
      ['itemId 0', () => ({ itemId: 0, itemType: 'job' })],
      ['itemId 1.5', () => ({ itemId: 1.5, itemType: 'job' })],
      ['itemId 99999999999', () => ({ itemId: 99_999_999_999, itemType: 'job' })],
      ['no itemId', () => ({ itemType: 'job' })],
      ["itemType 'forum' (on a real post)", (id) => ({ itemId: id, itemType: 'forum' })],
      ["itemType 'JOB'", (id) => ({ itemId: id, itemType: 'JOB' })],
      ['itemType as an array', (id) => ({ itemId: id, itemType: ['job', 'thread'] })],
      ['no body', () => undefined],
    ];

    it.each(cases)('%s', async (_name, body) => {
      const { id } = await livePost();
      const user = await app.register();
      const res = await save(user.token, body(id));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), code: 'VALIDATION_ERROR', details: expect.any(Array) });
      expect(res.json().details.length).toBeGreaterThan(0);
      expect(await savedList(user)).toEqual([]);
      expect(await check(user, id)).toMatchObject({ isSaved: false, saveCount: 0 });
    });

    it('on check and unsave too, and on save-count', async () => {
      const user = await app.register();
      for (const query of ['itemId=abc&itemType=job', 'itemId=0', 'itemId=1.5', 'itemId=99999999999', 'itemId=1&itemType=comment', 'itemId=1&itemType=', '']) {
        const checked = await app.call('GET', `/api/saved-items/check?${query}`, { token: user.token });
        expect([query, checked.statusCode, checked.json().code]).toEqual([query, 400, 'VALIDATION_ERROR']);
        const unsaved = await app.call('DELETE', `/api/saved-items?${query}`, { token: user.token });
        expect([query, unsaved.statusCode, unsaved.json().code]).toEqual([query, 400, 'VALIDATION_ERROR']);
      }
      const bodyUnsave = await app.call('DELETE', '/api/saved-items', { token: user.token, payload: { itemId: -1, itemType: 'job' } });
      expect(bodyUnsave.statusCode).toBe(400);
      expect(bodyUnsave.json().code).toBe('VALIDATION_ERROR');
      for (const id of ['abc', '0', '1.5', '99999999999']) {
        const res = await app.call('GET', `/api/job-posts/${id}/save-count`);
        expect([id, res.statusCode, res.json().code]).toEqual([id, 400, 'VALIDATION_ERROR']);
      }
    });
  });
});

describe('unsaving a post', () => {
  it('with a JSON body removes the save and lowers the count', async () => {
    const { id } = await livePost();
    const user = await app.register();
    await saveJob(user, id);
    const res = await unsaveBody(user, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ itemId: id, itemType: 'job', isSaved: false, saveCount: 0 });
    expect(await check(user, id)).toEqual({ itemId: id, itemType: 'job', isSaved: false, saveCount: 0 });
    expect(await saveCount(id)).toBe(0);
    expect(await savedList(user)).toEqual([]);
  });

  it('with the query string removes the save and lowers the count', async () => {
    const { id } = await livePost();
    const user = await app.register();
    await saveJob(user, id);
    const res = await unsaveQuery(user, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ itemId: id, itemType: 'job', isSaved: false, saveCount: 0 });
    expect(await saveCount(id)).toBe(0);
    expect(await savedList(user)).toEqual([]);
    // And saving again counts again.
    expect((await saveJob(user, id)).json()).toMatchObject({ isSaved: true, saveCount: 1 });
  });

  it("is harmless when repeated or when the caller never saved: other users' saves still count", async () => {
    const { id } = await livePost();
    const [a, b, stranger] = [await app.register(), await app.register(), await app.register()];
    await saveJob(a, id);
    await saveJob(b, id);
    expect(await saveCount(id)).toBe(2);

    expect((await unsaveBody(a, id)).json()).toMatchObject({ isSaved: false, saveCount: 1 });
    const twice = await unsaveBody(a, id);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({ itemId: id, itemType: 'job', isSaved: false, saveCount: 1 });
    expect((await unsaveQuery(a, id)).json()).toMatchObject({ isSaved: false, saveCount: 1 });
    const never = await unsaveBody(stranger, id);
    expect(never.statusCode).toBe(200);
    expect(never.json()).toEqual({ itemId: id, itemType: 'job', isSaved: false, saveCount: 1 });
    expect(await saveCount(id)).toBe(1);
    expect(await check(b, id)).toMatchObject({ isSaved: true, saveCount: 1 });

    expect((await unsaveBody(b, id)).json()).toMatchObject({ saveCount: 0 });
    expect((await unsaveBody(b, id)).json()).toMatchObject({ saveCount: 0 });
    expect(await saveCount(id)).toBe(0);
  });

  it('counts one unsave when the same user unsaves 10 times at once', async () => {
    const { id } = await livePost();
    const [a, b] = [await app.register(), await app.register()];
    await saveJob(a, id);
    await saveJob(b, id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => unsaveBody(a, id)));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ itemId: id, itemType: 'job', isSaved: false, saveCount: 1 });
    }
    expect(await saveCount(id)).toBe(1);
  });

  it('works whatever became of the post since it was saved', async () => {
    const { owner, id } = await livePost();
    const user = await app.register();
    await saveJob(user, id);
    expect((await app.call('PATCH', `/api/job-posts/${id}/pause`, { token: owner.token })).statusCode).toBe(200);
    const res = await unsaveQuery(user, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isSaved: false, saveCount: 0 });
    expect((await app.call('PATCH', `/api/job-posts/${id}/resume`, { token: owner.token })).statusCode).toBe(200);
    expect(await savedList(user)).toEqual([]);
  });

  it('answers a post that does not exist with isSaved false and count 0', async () => {
    const user = await app.register();
    const res = await unsaveBody(user, MISSING_ID);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ itemId: MISSING_ID, itemType: 'job', isSaved: false, saveCount: 0 });
  });
});

describe('the saved list (GET /api/saved-items)', () => {
  it('lists saved posts newest-saved first, each with its post', async () => {
    const owner = await app.register();
    // Inserted in one order, saved in another: the list follows the saving.
    const older = await app.insertPost(owner.user.id, { title: 'Cần thợ tay chân nước', createdAt: new Date(Date.now() - 5 * DAY_MS) });
    const newer = await app.insertPost(owner.user.id, { title: 'Bán tiệm nail', jobType: 'selling', description: 'Tiệm 8 ghế.' });
    const middle = await app.insertPost(owner.user.id, { title: 'Cần thợ bột', createdAt: new Date(Date.now() - DAY_MS) });
    const user = await app.register();
    for (const id of [newer, older, middle]) expect((await saveJob(user, id)).statusCode).toBe(200);

    const list = await savedList(user);
    expect(list.map((e) => e.id)).toEqual([middle, older, newer]);
    const savedAts = list.map((e) => Date.parse(e.savedAt));
    expect(savedAts).toEqual([...savedAts].sort((x, y) => y - x));

    const entry = list.find((e) => e.id === newer) as SavedJobEntry;
    expect(Object.keys(entry).sort()).toEqual(
      ['createdAt', 'description', 'id', 'isSaved', 'itemId', 'itemType', 'jobPost', 'savedAt', 'title', 'type'].sort(),
    );
    expect(entry).toMatchObject({
      type: 'job',
      id: newer,
      itemId: newer,
      itemType: 'job',
      isSaved: true,
      title: 'Bán tiệm nail',
      description: 'Tiệm 8 ghế.',
    });
    expect(Number.isNaN(Date.parse(entry.savedAt))).toBe(false);
    expect(entry.jobPost).toMatchObject({ id: newer, title: 'Bán tiệm nail', jobType: 'selling', saveCount: 1, isExpired: false, isPaused: false });
    expect(entry.createdAt).toBe(entry.jobPost.createdAt);
    const olderEntry = list.find((e) => e.id === older) as SavedJobEntry;
    expect(Date.now() - Date.parse(olderEntry.createdAt)).toBeGreaterThan(4 * DAY_MS);

    // Another user's list is their own.
    expect(await savedList(await app.register())).toEqual([]);
  });

  it('hides a hidden street address from the saver', async () => {
    const { id } = await livePost({ hideAddress: true });
    const user = await app.register();
    await saveJob(user, id);
    const [entry] = await savedList(user);
    expect(entry?.jobPost.hideAddress).toBe(true);
    expect(entry?.jobPost.streetAddress).toBeNull();
  });

  it('omits posts that have since expired, been paused or been deleted, and shows a resumed one again', async () => {
    const owner = await app.register();
    const [expiring, paused, deleted, kept] = [
      await app.insertPost(owner.user.id, { title: 'sắp hết hạn' }),
      await app.insertPost(owner.user.id, { title: 'tạm dừng' }),
      await app.insertPost(owner.user.id, { title: 'đã xoá' }),
      await app.insertPost(owner.user.id, { title: 'còn đăng' }),
    ];
    const user = await app.register();
    for (const id of [expiring, paused, deleted, kept]) await saveJob(user, id);
    expect((await savedList(user)).map((e) => e.id)).toEqual([kept, deleted, paused, expiring]);

    await app.data.query(`UPDATE job_posts SET duration = 1, expires_at = now() - interval '1 minute' WHERE id = $1`, [expiring]);
    expect((await app.call('PATCH', `/api/job-posts/${paused}/pause`, { token: owner.token })).statusCode).toBe(200);
    const removed = await app.call('DELETE', `/api/job-posts/${deleted}`, { token: owner.token });
    expect(removed.statusCode).toBe(200);

    expect((await savedList(user)).map((e) => e.id)).toEqual([kept]);

    expect((await app.call('PATCH', `/api/job-posts/${paused}/resume`, { token: owner.token })).statusCode).toBe(200);
    expect((await savedList(user)).map((e) => e.id)).toEqual([kept, paused]);
  });
});
