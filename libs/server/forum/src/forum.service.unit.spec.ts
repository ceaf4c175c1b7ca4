import { FORUM_EDIT_WINDOW_HOURS, FORUM_PAGE_SIZE, ForumErrorCode, type CreateForumThread, type ForumCategory, type UpdateForumThread } from '@chonail/shared/contracts';
import { rejectsWithDomainError as rejectsWith } from '@chonail/server/core/testing';
import type { ForumRepository, PostRow, ThreadRow } from './forum.repository';
import { ForumService, type ForumActor } from './forum.service';

const HOUR = 3_600_000;
const NOW = new Date('2025-06-01T12:00:00Z');

/**
 * forum_threads and forum_posts over arrays, answering as the real queries do (replies oldest
 * first, the thread's count and last activity moved with each reply, a thread's replies deleted
 * with it), so the forum's rules are tested here in milliseconds; the SQL, the accent-free search
 * and the HTTP layer are covered by forum.int.spec.ts.
 */
class InMemoryForum implements Pick<ForumRepository, keyof ForumRepository> {
  readonly names = new Map<number, [string | null, string | null]>();
  threads: Array<Omit<ThreadRow, 'first_name' | 'last_name'>> = [];
  posts: Array<Omit<PostRow, 'first_name' | 'last_name'>> = [];
  readonly listed: Array<{ filter: { category?: ForumCategory; words: string[] }; limit: number; offset: number }> = [];
  /** When the next write happens. */
  clock = new Date(NOW.getTime() - 48 * HOUR);
  /** Deletes answer "already gone", as when a parallel request deleted first. */
  deletesFindNothing = false;
  private nextId = 1;

  async listThreads(filter: { category?: ForumCategory; words: string[] }, limit: number, offset: number): Promise<{ rows: ThreadRow[]; total: number }> {
    this.listed.push({ filter, limit, offset });
    const matching = this.threads
      .filter((t) => !filter.category || t.category === filter.category)
      .sort((a, b) => b.last_activity_at.getTime() - a.last_activity_at.getTime() || b.id - a.id);
    return { rows: matching.slice(offset, offset + limit).map((t) => this.named(t)), total: matching.length };
  }

  async findThread(id: number): Promise<ThreadRow | null> {
    const row = this.threads.find((t) => t.id === id);
    return row ? this.named(row) : null;
  }

  async replies(threadId: number, limit: number, offset: number): Promise<PostRow[]> {
    return this.threadPosts(threadId)
      .slice(offset, offset + limit)
      .map((p) => this.named(p));
  }

  async findPost(id: number): Promise<PostRow | null> {
    const row = this.posts.find((p) => p.id === id);
    return row ? this.named(row) : null;
  }

  async threadsByIds(ids: number[]): Promise<ThreadRow[]> {
    return this.threads.filter((t) => ids.includes(t.id)).map((t) => this.named(t));
  }

  async postsByIds(ids: number[]): Promise<Array<PostRow & { thread_title: string }>> {
    return this.posts.filter((p) => ids.includes(p.id)).map((p) => ({ ...this.named(p), thread_title: this.threads.find((t) => t.id === p.thread_id)?.title ?? '' }));
  }

  async repliesBefore(post: Pick<PostRow, 'id' | 'thread_id' | 'created_at'>): Promise<number> {
    return this.threadPosts(post.thread_id).findIndex((p) => p.id === post.id);
  }

  async insertThread(authorId: number, thread: CreateForumThread): Promise<number> {
    const at = this.tick();
    const id = this.nextId++;
    this.threads.push({ id, author_id: authorId, ...thread, reply_count: 0, created_at: at, updated_at: at, last_activity_at: at });
    return id;
  }

  async updateThread(id: number, change: UpdateForumThread): Promise<void> {
    const row = this.threads.find((t) => t.id === id);
    if (row) Object.assign(row, { title: change.title ?? row.title, body: change.body ?? row.body, category: change.category ?? row.category, updated_at: NOW });
  }

  async insertReply(threadId: number, authorId: number, body: string): Promise<number | null> {
    const thread = this.threads.find((t) => t.id === threadId);
    if (!thread) return null;
    const at = this.tick();
    Object.assign(thread, { reply_count: thread.reply_count + 1, last_activity_at: at });
    const id = this.nextId++;
    this.posts.push({ id, thread_id: threadId, author_id: authorId, body, created_at: at, updated_at: at });
    return id;
  }

  async updateReply(id: number, body: string): Promise<void> {
    const row = this.posts.find((p) => p.id === id);
    if (row) Object.assign(row, { body, updated_at: NOW });
  }

  async hasRepliesFromOthers(thread: Pick<ThreadRow, 'id' | 'author_id'>): Promise<boolean> {
    return this.posts.some((p) => p.thread_id === thread.id && p.author_id !== thread.author_id);
  }

  async deleteThread(id: number): Promise<boolean> {
    if (this.deletesFindNothing || !this.threads.some((t) => t.id === id)) return false;
    this.threads = this.threads.filter((t) => t.id !== id);
    this.posts = this.posts.filter((p) => p.thread_id !== id);
    return true;
  }

  async deleteReply(id: number): Promise<boolean> {
    const row = this.posts.find((p) => p.id === id);
    if (this.deletesFindNothing || !row) return false;
    this.posts = this.posts.filter((p) => p.id !== id);
    const thread = this.threads.find((t) => t.id === row.thread_id);
    if (thread) thread.reply_count -= 1;
    return true;
  }

  private threadPosts(threadId: number) {
    return this.posts.filter((p) => p.thread_id === threadId).sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id - b.id);
  }

  private named<T extends { author_id: number }>(row: T): T & { first_name: string | null; last_name: string | null } {
    const [first_name, last_name] = this.names.get(row.author_id) ?? [null, null];
    return { ...row, first_name, last_name };
  }

  /** Each write one minute after the last. */
  private tick(): Date {
    this.clock = new Date(this.clock.getTime() + 60_000);
    return this.clock;
  }
}

const MAI: ForumActor = { id: 1, staff: false };
const LAN: ForumActor = { id: 2, staff: false };
const STAFF: ForumActor = { id: 9, staff: true };

const QUESTION: CreateForumThread = { title: 'Lương thợ nail ở Houston?', body: 'Mọi người cho hỏi lương thợ bột bao nhiêu?', category: 'pay' };

function setup() {
  const forum = new InMemoryForum();
  forum.names.set(MAI.id, ['Mai', 'trần']);
  forum.names.set(LAN.id, ['Lan', 'Vo']);
  // The fake lacks the real class's private field (the DataSource), hence the cast.
  const service = new ForumService(forum as unknown as ForumRepository);
  /** A thread written `hoursAgo` before NOW. */
  const thread = async (author: ForumActor, hoursAgo = 1, fields: Partial<CreateForumThread> = {}) => {
    forum.clock = new Date(NOW.getTime() - hoursAgo * HOUR - 60_000);
    return service.createThread(author.id, { ...QUESTION, ...fields });
  };
  const reply = async (author: ForumActor, threadId: number, hoursAgo = 1, body = 'Khoảng 1000 một tuần.') => {
    forum.clock = new Date(NOW.getTime() - hoursAgo * HOUR - 60_000);
    return service.reply(threadId, author.id, body);
  };
  return { forum, service, thread, reply };
}

describe('ForumService, reading and writing', () => {
  it('starts a thread and shows its author by first name and initial only', async () => {
    const { service, thread, forum } = setup();
    forum.names.set(3, [null, null]);
    forum.names.set(4, ['  ', 'nguyen']);

    const started = await thread(MAI, 1, { category: 'license' });

    expect(started).toMatchObject({ title: QUESTION.title, body: QUESTION.body, category: 'license', replyCount: 0, author: { id: MAI.id, displayName: 'Mai T.' } });
    expect(started.createdAt).toBe(new Date(NOW.getTime() - HOUR).toISOString());
    expect((await service.createThread(3, QUESTION)).author).toEqual({ id: 3, displayName: null });
    expect((await service.createThread(4, QUESTION)).author).toEqual({ id: 4, displayName: 'N.' });
  });

  it('counts replies, pages them oldest first, and answers a thread page with its reply count as the total', async () => {
    const { service, thread, reply } = setup();
    const { id } = await thread(MAI, 30);
    const replies = [];
    for (let i = 0; i < FORUM_PAGE_SIZE + 2; i += 1) replies.push(await reply(i % 2 ? MAI : LAN, id, 29 - i, `Trả lời số ${i + 1}`));

    const first = await service.thread(id, 1);
    expect(first.thread.replyCount).toBe(FORUM_PAGE_SIZE + 2);
    expect(first.replies).toMatchObject({ page: 1, pageSize: FORUM_PAGE_SIZE, total: FORUM_PAGE_SIZE + 2 });
    expect(first.replies.items.map((p) => p.body)).toEqual(replies.slice(0, FORUM_PAGE_SIZE).map((p) => p.body));
    expect((await service.thread(id, 2)).replies.items.map((p) => p.id)).toEqual([replies[20]?.id, replies[21]?.id]);
  });

  it('answers a reply on its own with its thread and the page it is on', async () => {
    const { service, thread, reply } = setup();
    const { id } = await thread(MAI, 30);
    const replies = [];
    for (let i = 0; i < FORUM_PAGE_SIZE + 1; i += 1) replies.push(await reply(LAN, id, 29 - i));

    expect(await service.post(replies[0]?.id ?? 0)).toMatchObject({ post: { id: replies[0]?.id, threadId: id }, thread: { id, replyCount: 21 }, page: 1 });
    expect((await service.post(replies[FORUM_PAGE_SIZE - 1]?.id ?? 0)).page).toBe(1);
    expect((await service.post(replies[FORUM_PAGE_SIZE]?.id ?? 0)).page).toBe(2);
  });

  it('lists threads by page and category, passing at most 8 search words on', async () => {
    const { service, forum } = setup();
    await service.listThreads({ page: 3, category: 'salon', q: '  cần   thợ bột  a b c d e f g h ' });
    expect(forum.listed).toEqual([
      { filter: { category: 'salon', words: ['cần', 'thợ', 'bột', 'a', 'b', 'c', 'd', 'e'] }, limit: FORUM_PAGE_SIZE, offset: 2 * FORUM_PAGE_SIZE },
    ]);
    await service.listThreads({ page: 1 });
    expect(forum.listed[1]).toEqual({ filter: { category: undefined, words: [] }, limit: FORUM_PAGE_SIZE, offset: 0 });
  });

  it('moves a thread to the top of the list on each reply', async () => {
    const { service, thread, reply } = setup();
    const older = await thread(MAI, 10);
    const newer = await thread(MAI, 5);
    expect((await service.listThreads({ page: 1 })).items.map((t) => t.id)).toEqual([newer.id, older.id]);
    await reply(LAN, older.id, 1);
    const page = await service.listThreads({ page: 1 });
    expect(page).toMatchObject({ page: 1, pageSize: FORUM_PAGE_SIZE, total: 2 });
    expect(page.items.map((t) => [t.id, t.replyCount])).toEqual([
      [older.id, 1],
      [newer.id, 0],
    ]);
  });

  it('answers 404 with a code for a thread or reply that is not there', async () => {
    const { service, forum, thread, reply } = setup();
    await rejectsWith(service.thread(2_000_000_000, 1), ForumErrorCode.ThreadNotFound, 404);
    await rejectsWith(service.reply(2_000_000_000, MAI.id, 'x'), ForumErrorCode.ThreadNotFound, 404);
    await rejectsWith(service.post(2_000_000_000), ForumErrorCode.ForumPostNotFound, 404);
    // A reply whose thread went meanwhile is as gone as its thread.
    const { id } = await thread(MAI);
    const answer = await reply(LAN, id);
    forum.threads = [];
    await rejectsWith(service.post(answer.id), ForumErrorCode.ForumPostNotFound, 404);
  });

  it('keeps hostile text exactly as typed', async () => {
    const { service, thread, reply } = setup();
    const hostile = '<script>alert(1)</script> <img src=x onerror=alert(2)> [bấm](javascript:alert(3))';
    const { id } = await thread(MAI, 1, { title: '<b>Tiêu đề</b>', body: hostile });
    await reply(MAI, id, 1, hostile);
    const page = await service.thread(id, 1);
    expect([page.thread.title, page.thread.body, page.replies.items[0]?.body]).toEqual(['<b>Tiêu đề</b>', hostile, hostile]);
  });
});

describe('ForumService, editing', () => {
  it(`lets the author edit a thread or reply for ${FORUM_EDIT_WINDOW_HOURS} hours, changing only what was sent`, async () => {
    const { service, thread, reply } = setup();
    const question = await thread(MAI, FORUM_EDIT_WINDOW_HOURS - 1);
    const answer = await reply(LAN, question.id, 2);

    expect(await service.editThread(question.id, MAI, { title: 'Lương thợ nail ở Dallas?' }, NOW)).toMatchObject({
      title: 'Lương thợ nail ở Dallas?',
      body: QUESTION.body,
      category: 'pay',
      updatedAt: NOW.toISOString(),
    });
    expect(await service.editReply(answer.id, LAN, 'Khoảng 1200.', NOW)).toMatchObject({ body: 'Khoảng 1200.' });
  });

  it('still lets the author edit at exactly the end of the window, and not a moment after', async () => {
    const { service, forum } = setup();
    forum.clock = new Date(NOW.getTime() - FORUM_EDIT_WINDOW_HOURS * HOUR - 60_000);
    const { id } = await service.createThread(MAI.id, QUESTION);
    const writtenAt = NOW.getTime() - FORUM_EDIT_WINDOW_HOURS * HOUR;
    const end = new Date(writtenAt + FORUM_EDIT_WINDOW_HOURS * HOUR);

    await expect(service.editThread(id, MAI, { body: 'vừa kịp' }, end)).resolves.toMatchObject({ body: 'vừa kịp' });
    await rejectsWith(service.editThread(id, MAI, { body: 'trễ' }, new Date(end.getTime() + 1)), ForumErrorCode.ForumEditWindowClosed, 403);
  });

  it('closes the window after it, for threads and replies alike, and changes nothing', async () => {
    const { service, thread, reply } = setup();
    const question = await thread(MAI, FORUM_EDIT_WINDOW_HOURS + 1);
    const answer = await reply(LAN, question.id, FORUM_EDIT_WINDOW_HOURS + 1);

    await rejectsWith(service.editThread(question.id, MAI, { body: 'sửa muộn' }, NOW), ForumErrorCode.ForumEditWindowClosed, 403);
    await rejectsWith(service.editReply(answer.id, LAN, 'sửa muộn', NOW), ForumErrorCode.ForumEditWindowClosed, 403);
    const page = await service.thread(question.id, 1);
    expect([page.thread.body, page.replies.items[0]?.body]).toEqual([QUESTION.body, 'Khoảng 1000 một tuần.']);
  });

  it("refuses anyone else's edit with 403 NOT_YOUR_FORUM_ENTRY, staff included: they remove, they do not rewrite", async () => {
    const { service, thread, reply } = setup();
    const question = await thread(MAI);
    const answer = await reply(LAN, question.id);

    for (const actor of [LAN, STAFF]) await rejectsWith(service.editThread(question.id, actor, { body: 'bị sửa' }, NOW), ForumErrorCode.NotYourForumEntry, 403);
    for (const actor of [MAI, STAFF]) await rejectsWith(service.editReply(answer.id, actor, 'bị sửa', NOW), ForumErrorCode.NotYourForumEntry, 403);
    const page = await service.thread(question.id, 1);
    expect([page.thread.body, page.replies.items[0]?.body]).toEqual([QUESTION.body, 'Khoảng 1000 một tuần.']);
  });

  it('answers 404 for editing what is not there', async () => {
    const { service } = setup();
    await rejectsWith(service.editThread(2_000_000_000, MAI, { body: 'x' }, NOW), ForumErrorCode.ThreadNotFound, 404);
    await rejectsWith(service.editReply(2_000_000_000, MAI, 'x', NOW), ForumErrorCode.ForumPostNotFound, 404);
  });
});

describe('ForumService, deleting', () => {
  it('lets an author delete their thread while only they have replied to it, with its replies', async () => {
    const { service, forum, thread, reply } = setup();
    const { id } = await thread(MAI, FORUM_EDIT_WINDOW_HOURS * 10);
    await reply(MAI, id, 1, 'Tự bổ sung thêm.');

    await service.deleteThread(id, MAI);

    await rejectsWith(service.thread(id, 1), ForumErrorCode.ThreadNotFound, 404);
    expect(forum.posts).toEqual([]);
  });

  it('keeps a thread others have answered (409 THREAD_HAS_REPLIES) until their replies are gone', async () => {
    const { service, thread, reply } = setup();
    const { id } = await thread(MAI);
    const answer = await reply(LAN, id);

    await rejectsWith(service.deleteThread(id, MAI), ForumErrorCode.ThreadHasReplies, 409);
    expect((await service.thread(id, 1)).thread.replyCount).toBe(1);

    await service.deleteReply(answer.id, LAN);
    expect((await service.thread(id, 1)).thread.replyCount).toBe(0);
    await service.deleteThread(id, MAI);
    await rejectsWith(service.thread(id, 1), ForumErrorCode.ThreadNotFound, 404);
  });

  it("refuses a member deleting someone else's thread or reply with 403, whatever its age", async () => {
    const { service, thread, reply } = setup();
    const { id } = await thread(MAI);
    const answer = await reply(LAN, id);
    await rejectsWith(service.deleteThread(id, LAN), ForumErrorCode.NotYourForumEntry, 403);
    await rejectsWith(service.deleteReply(answer.id, MAI), ForumErrorCode.NotYourForumEntry, 403);
    expect((await service.thread(id, 1)).replies.items.map((p) => p.id)).toEqual([answer.id]);
  });

  it('lets an author delete their reply long after the edit window', async () => {
    const { service, thread, reply } = setup();
    const { id } = await thread(MAI, 100);
    const answer = await reply(LAN, id, 99);
    await service.deleteReply(answer.id, LAN);
    expect((await service.thread(id, 1)).thread.replyCount).toBe(0);
  });

  it('lets staff delete any reply, and any thread even when others have answered it', async () => {
    const { service, thread, reply } = setup();
    const { id } = await thread(MAI);
    const answer = await reply(LAN, id);
    await reply(LAN, id, 1, 'Một câu nữa.');

    await service.deleteReply(answer.id, STAFF);
    expect((await service.thread(id, 1)).thread.replyCount).toBe(1);
    await service.deleteThread(id, STAFF);
    await rejectsWith(service.thread(id, 1), ForumErrorCode.ThreadNotFound, 404);
    await rejectsWith(service.deleteThread(id, STAFF), ForumErrorCode.ThreadNotFound, 404);
  });

  it('answers 404 when what is deleted is not there, or went meanwhile', async () => {
    const { service, forum, thread, reply } = setup();
    await rejectsWith(service.deleteThread(2_000_000_000, MAI), ForumErrorCode.ThreadNotFound, 404);
    await rejectsWith(service.deleteReply(2_000_000_000, MAI), ForumErrorCode.ForumPostNotFound, 404);

    const { id } = await thread(MAI);
    const answer = await reply(MAI, id);
    forum.deletesFindNothing = true;
    await rejectsWith(service.deleteReply(answer.id, MAI), ForumErrorCode.ForumPostNotFound, 404);
    await rejectsWith(service.deleteThread(id, MAI), ForumErrorCode.ThreadNotFound, 404);
  });
});
