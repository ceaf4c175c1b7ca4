import type { ForumPost, ForumThread, SavedEntry, SavedItemState } from '@chonail/shared/contracts';
import { useListingsApp } from '@chonail/server/listings/testing';
import { ForumModule } from './forum.module';
import { forumMigrations } from './migrations';

// Saved items are listings'; threads and replies come in through the forum's sources.
const app = useListingsApp('forum-saved', { modules: [ForumModule], migrations: forumMigrations });
type Member = Awaited<ReturnType<typeof app.register>>;
type ItemType = 'job' | 'thread' | 'post';

const MISSING_ID = 2_000_000_000;

async function newThread(author: Member, title = 'Hỏi về bằng nail ở Texas'): Promise<ForumThread> {
  const res = await app.call('POST', '/api/forum/threads', { token: author.token, payload: { title, body: 'Chuyển bằng từ California qua mất bao lâu?', category: 'license' } });
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function reply(author: Member, threadId: number, body = 'Khoảng 2 tháng.'): Promise<ForumPost> {
  const res = await app.call('POST', `/api/forum/threads/${threadId}/posts`, { token: author.token, payload: { body } });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const save = (who: Member, itemType: ItemType, itemId: number) => app.call('POST', '/api/saved-items', { token: who.token, payload: { itemId, itemType } });
const unsave = (who: Member, itemType: ItemType, itemId: number) => app.call('DELETE', `/api/saved-items?itemId=${itemId}&itemType=${itemType}`, { token: who.token });

async function check(who: Member, itemType: ItemType, itemId: number): Promise<SavedItemState> {
  const res = await app.call('GET', `/api/saved-items/check?itemId=${itemId}&itemType=${itemType}`, { token: who.token });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function savedList(who: Member): Promise<SavedEntry[]> {
  const res = await app.call('GET', '/api/saved-items', { token: who.token });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('saving forum threads and replies', () => {
  it('lists jobs, threads and replies together, most recently saved first, each with the spec entry fields', async () => {
    const [author, reader, owner] = [await app.register(), await app.register(), await app.register()];
    const thread = await newThread(author);
    const answer = await reply(author, thread.id);
    const jobId = await app.insertPost(owner.user.id, { title: 'Cần thợ bột' });

    expect((await save(reader, 'job', jobId)).json()).toEqual({ itemId: jobId, itemType: 'job', isSaved: true, saveCount: 1 });
    expect((await save(reader, 'thread', thread.id)).json()).toEqual({ itemId: thread.id, itemType: 'thread', isSaved: true, saveCount: 1 });
    const saved = await save(reader, 'post', answer.id);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ itemId: answer.id, itemType: 'post', isSaved: true, saveCount: 1 });

    const list = await savedList(reader);
    expect(list.map((e) => [e.type, e.id])).toEqual([
      ['post', answer.id],
      ['thread', thread.id],
      ['job', jobId],
    ]);
    const [post, savedThread] = list;
    expect(savedThread).toEqual({
      type: 'thread',
      id: thread.id,
      itemId: thread.id,
      itemType: 'thread',
      isSaved: true,
      title: 'Hỏi về bằng nail ở Texas',
      description: 'Chuyển bằng từ California qua mất bao lâu?',
      createdAt: thread.createdAt,
      savedAt: expect.any(String),
    });
    // A reply is shown under its thread's title, and knows its thread for the link back.
    expect(post).toEqual({
      type: 'post',
      id: answer.id,
      itemId: answer.id,
      itemType: 'post',
      isSaved: true,
      title: 'Hỏi về bằng nail ở Texas',
      description: 'Khoảng 2 tháng.',
      createdAt: answer.createdAt,
      savedAt: expect.any(String),
      threadId: thread.id,
    });
    // A thread and a job with the same id are different saves.
    expect(await check(reader, 'thread', thread.id)).toEqual({ itemId: thread.id, itemType: 'thread', isSaved: true, saveCount: 1 });
    expect(await check(author, 'thread', thread.id)).toEqual({ itemId: thread.id, itemType: 'thread', isSaved: false, saveCount: 1 });
  });

  it('counts each member once, however often they save at once, and lets authors follow their own thread', async () => {
    const author = await app.register();
    const thread = await newThread(author);
    const reader = await app.register();
    const answers = await Promise.all(Array.from({ length: 8 }, () => save(reader, 'thread', thread.id)));
    for (const res of answers) expect(res.json()).toEqual({ itemId: thread.id, itemType: 'thread', isSaved: true, saveCount: 1 });
    const own = await save(author, 'thread', thread.id);
    expect(own.statusCode).toBe(200);
    expect(own.json().saveCount).toBe(2);
    expect((await savedList(author)).map((e) => e.id)).toEqual([thread.id]);
  });

  it('unsaves, also twice, and the count follows', async () => {
    const author = await app.register();
    const answer = await reply(author, (await newThread(author)).id);
    const [a, b] = [await app.register(), await app.register()];
    await save(a, 'post', answer.id);
    await save(b, 'post', answer.id);
    expect((await unsave(a, 'post', answer.id)).json()).toEqual({ itemId: answer.id, itemType: 'post', isSaved: false, saveCount: 1 });
    expect((await unsave(a, 'post', answer.id)).json()).toEqual({ itemId: answer.id, itemType: 'post', isSaved: false, saveCount: 1 });
    expect(await savedList(a)).toEqual([]);
    expect((await savedList(b)).map((e) => e.id)).toEqual([answer.id]);
    // The JSON body form of DELETE, as spec 02 sends it.
    const byBody = await app.call('DELETE', '/api/saved-items', { token: b.token, payload: { itemId: answer.id, itemType: 'post' } });
    expect(byBody.json()).toMatchObject({ isSaved: false, saveCount: 0 });
  });

  it('answers 404 with the forum code for a thread or reply that does not exist, and saves nothing', async () => {
    const reader = await app.register();
    for (const [itemType, code] of [
      ['thread', 'THREAD_NOT_FOUND'],
      ['post', 'FORUM_POST_NOT_FOUND'],
    ] as const) {
      const res = await save(reader, itemType, MISSING_ID);
      expect([itemType, res.statusCode, res.json()]).toEqual([itemType, 404, { message: expect.any(String), code }]);
      const checked = await app.call('GET', `/api/saved-items/check?itemId=${MISSING_ID}&itemType=${itemType}`, { token: reader.token });
      expect([checked.statusCode, checked.json().code]).toEqual([404, code]);
    }
    expect(await savedList(reader)).toEqual([]);
  });

  it('drops a deleted thread and its replies from the list, and unsaving them still works', async () => {
    const author = await app.register();
    const thread = await newThread(author);
    const answer = await reply(author, thread.id);
    const reader = await app.register();
    await save(reader, 'thread', thread.id);
    await save(reader, 'post', answer.id);
    expect((await app.call('DELETE', `/api/forum/posts/${answer.id}`, { token: author.token })).statusCode).toBe(204);
    expect((await savedList(reader)).map((e) => [e.type, e.id])).toEqual([['thread', thread.id]]);
    expect((await app.call('DELETE', `/api/forum/threads/${thread.id}`, { token: author.token })).statusCode).toBe(204);
    expect(await savedList(reader)).toEqual([]);
    expect((await unsave(reader, 'thread', thread.id)).json()).toEqual({ itemId: thread.id, itemType: 'thread', isSaved: false, saveCount: 0 });
  });

  it('keeps to plain text: a hostile title comes back as the same characters', async () => {
    const author = await app.register();
    const thread = await newThread(author, '<script>alert(1)</script> hỏi');
    const reader = await app.register();
    await save(reader, 'thread', thread.id);
    expect((await savedList(reader))[0]?.title).toBe('<script>alert(1)</script> hỏi');
  });

  it('answers 401 to guests for threads and replies too', async () => {
    const thread = await newThread(await app.register());
    for (const res of [
      await app.call('POST', '/api/saved-items', { payload: { itemId: thread.id, itemType: 'thread' } }),
      await app.call('GET', `/api/saved-items/check?itemId=${thread.id}&itemType=thread`),
      await app.call('DELETE', `/api/saved-items?itemId=${thread.id}&itemType=thread`),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toEqual(expect.any(String));
    }
  });
});
