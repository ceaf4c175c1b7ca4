import { createHash } from 'node:crypto';
import { ListingErrorCode, type TranslateJobInput } from '@chonail/shared/contracts';
import { type AppConfig, DomainError, JsonLogger, loadConfig } from '@chonail/server/core/base';
import type { TranslationEntity } from '../entities/site.entities';
import type { JobPostRepository } from '../job-posts/job-post.repository';
import type { PostRow } from '../job-posts/job-post.mapper';
import { samplePostRow } from '../job-posts/post-row.sample';
import { TranslationService } from './translation.service';
import type { CachedTranslation, TranslationsRepository } from './translations.repository';

/**
 * The translation service's rules with the translations cache in memory and the LibreTranslate
 * service faked at `fetch` (the only way the service reaches it): nothing leaves the process. The
 * per-address rate limit and the request validation live in the controller and the contract, and are
 * covered through HTTP by site.int.spec.ts, like the real HTTP exchange and its timeout.
 */

const NOW = new Date('2025-06-01T12:00:00Z');
const DAY = 86_400_000;
const TEXT = { title: 'Cần thợ bột', description: 'Tiệm đông khách ở Houston.' };

class InMemoryTranslations implements Pick<TranslationsRepository, 'find' | 'store'> {
  readonly rows: CachedTranslation[] = [];

  async find(sourceHash: string, targetLanguage: string): Promise<TranslationEntity | null> {
    const row = this.rows.find((r) => r.sourceHash === sourceHash && r.targetLanguage === targetLanguage);
    return row ? ({ ...row, createdAt: NOW } as TranslationEntity) : null;
  }

  async store(translation: CachedTranslation): Promise<void> {
    const index = this.rows.findIndex((r) => r.sourceHash === translation.sourceHash && r.targetLanguage === translation.targetLanguage);
    if (index >= 0) this.rows.splice(index, 1);
    this.rows.push({ ...translation });
  }
}

class InMemoryPosts implements Pick<JobPostRepository, 'findRow'> {
  readonly rows = new Map<number, PostRow>();
  async findRow(id: number): Promise<PostRow | null> {
    const row = this.rows.get(id);
    return row && !row.deleted_at ? { ...row } : null;
  }
}

type Answer = { status: number; body: unknown } | 'hang';

/** The LibreTranslate stand-in: each call is recorded, and answered from `answer` (default: each text "[en] ..."). */
function fakeService() {
  const calls: Array<{ url: string; method: string | undefined; headers: unknown; body: Record<string, unknown>; signal: AbortSignal | null | undefined }> = [];
  let answer: (body: { q: string[] }) => Answer = (body) => ({ status: 200, body: { translatedText: body.q.map((t) => `[en] ${t}`) } });
  const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const body = JSON.parse(String(init?.body)) as { q: string[] } & Record<string, unknown>;
    calls.push({ url: String(input), method: init?.method, headers: init?.headers, body, signal: init?.signal });
    const reply = answer(body);
    if (reply === 'hang') {
      // Answers only when the service's own deadline aborts the request, as fetch does.
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  return {
    calls,
    fetchMock,
    answerWith(next: (body: { q: string[] }) => Answer) {
      answer = next;
    },
  };
}

function setup(env: Record<string, string> = { TRANSLATE_URL: 'http://translate.invalid' }) {
  const cache = new InMemoryTranslations();
  const posts = new InMemoryPosts();
  const logged: Array<Record<string, unknown>> = [];
  const logger = new JsonLogger({ service: 'translate-unit', level: 'debug', write: (line) => logged.push(JSON.parse(line) as Record<string, unknown>) });
  const config: AppConfig = loadConfig({ ...process.env, TRANSLATE_TIMEOUT_MS: '1000', ...env });
  // The fakes lack the real classes' private fields (the DataSource), hence the casts.
  const service = new TranslationService(config, cache as unknown as TranslationsRepository, logger, posts as unknown as JobPostRepository);
  const remote = fakeService();
  return { service, cache, posts, logged, remote, config };
}

const ask = (fields: Partial<TranslateJobInput>): TranslateJobInput => ({ title: '', description: '', targetLanguage: 'en', ...fields });
const hashOf = (title: string, description: string) => createHash('sha256').update(`${title}\u0000${description}`).digest('hex');

const postRow = (id: number, fields: Partial<PostRow> = {}): PostRow =>
  samplePostRow(id, { title: `Cần thợ chân tay nước ${id}`, description: 'Tiệm ở Katy, bao lương.', ...fields });

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('TranslationService.translate', () => {
  it('answers the original text untranslated without a translation service, asking nobody', async () => {
    const { service, remote } = setup({});
    await expect(service.translate(TEXT.title, TEXT.description, 'en')).resolves.toEqual({ ...TEXT, targetLanguage: 'en', translated: false });
    expect(remote.calls).toEqual([]);
  });

  it('answers Vietnamese asked in Vietnamese, and blank text, as they are, asking nobody', async () => {
    const { service, remote } = setup();
    await expect(service.translate(TEXT.title, TEXT.description, 'vi')).resolves.toEqual({ ...TEXT, targetLanguage: 'vi', translated: false });
    await expect(service.translate('  ', '\n', 'en')).resolves.toEqual({ title: '  ', description: '\n', targetLanguage: 'en', translated: false });
    expect(remote.calls).toEqual([]);
  });

  it('asks for title and description in one call from Vietnamese, and keeps the answer under the text’s hash', async () => {
    const { service, remote, cache } = setup();
    await expect(service.translate(TEXT.title, TEXT.description, 'en')).resolves.toEqual({
      title: `[en] ${TEXT.title}`,
      description: `[en] ${TEXT.description}`,
      targetLanguage: 'en',
      translated: true,
    });
    expect(remote.calls).toEqual([
      {
        url: 'http://translate.invalid/translate',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: { q: [TEXT.title, TEXT.description], source: 'vi', target: 'en', format: 'text' },
        signal: expect.any(AbortSignal),
      },
    ]);
    expect(cache.rows).toEqual([{ sourceHash: hashOf(TEXT.title, TEXT.description), targetLanguage: 'en', title: `[en] ${TEXT.title}`, description: `[en] ${TEXT.description}` }]);
  });

  it('translates an English listing for a Vietnamese reader, and leaves it as written for an English one (issue 24)', async () => {
    const { service, remote, cache } = setup();
    const english = { title: 'Nail tech needed', description: 'Busy salon in Katy, $900/week guaranteed.' };
    await expect(service.translate(english.title, english.description, 'en')).resolves.toEqual({ ...english, targetLanguage: 'en', translated: false });
    expect(remote.calls).toEqual([]);
    remote.answerWith((body) => ({ status: 200, body: { translatedText: body.q.map((t) => `[vi] ${t}`) } }));
    await expect(service.translate(english.title, english.description, 'vi')).resolves.toEqual({
      title: `[vi] ${english.title}`,
      description: `[vi] ${english.description}`,
      targetLanguage: 'vi',
      translated: true,
    });
    expect(remote.calls.map((call) => call.body)).toEqual([{ q: [english.title, english.description], source: 'en', target: 'vi', format: 'text' }]);
    expect(cache.rows).toEqual([{ sourceHash: hashOf(english.title, english.description), targetLanguage: 'vi', title: `[vi] ${english.title}`, description: `[vi] ${english.description}` }]);
  });

  it('answers the same text again from its cache, and asks again for edited text', async () => {
    const { service, remote } = setup();
    const first = await service.translate(TEXT.title, TEXT.description, 'en');
    await expect(service.translate(TEXT.title, TEXT.description, 'en')).resolves.toEqual(first);
    expect(remote.calls).toHaveLength(1);
    await expect(service.translate(TEXT.title, `${TEXT.description} Bao lương.`, 'en')).resolves.toMatchObject({ description: `[en] ${TEXT.description} Bao lương.`, translated: true });
    expect(remote.calls).toHaveLength(2);
  });

  it('sends the API key when one is set, and keeps a path in the service address', async () => {
    const { service, remote } = setup({ TRANSLATE_URL: 'http://translate.invalid/lt', TRANSLATE_API_KEY: 'k-123' });
    await service.translate(TEXT.title, TEXT.description, 'en');
    expect(remote.calls[0]).toMatchObject({ url: 'http://translate.invalid/lt/translate', body: { api_key: 'k-123' } });
  });

  it('answers the original text when the service fails, caches nothing, logs a warning, and asks again once it recovers', async () => {
    const { service, remote, cache, logged } = setup();
    remote.answerWith(() => ({ status: 500, body: { error: 'Internal error' } }));
    await expect(service.translate(TEXT.title, TEXT.description, 'en')).resolves.toEqual({ ...TEXT, targetLanguage: 'en', translated: false });
    expect(cache.rows).toEqual([]);
    expect(logged).toEqual([expect.objectContaining({ level: 'warn', msg: 'translation failed; answering the original text', error: 'translation service answered 500' })]);

    remote.answerWith((body) => ({ status: 200, body: { translatedText: body.q.map((t) => `[en] ${t}`) } }));
    await expect(service.translate(TEXT.title, TEXT.description, 'en')).resolves.toMatchObject({ translated: true });
    expect(remote.calls).toHaveLength(2);
  });

  it.each([
    ['one text', { translatedText: 'only one' }],
    ['three texts', { translatedText: ['a', 'b', 'c'] }],
    ['a number among the texts', { translatedText: ['a', 2] }],
    ['no texts', {}],
  ])('answers the original text when the service answers %s, caching nothing', async (_name, body) => {
    const { service, remote, cache } = setup();
    remote.answerWith(() => ({ status: 200, body }));
    await expect(service.translate(TEXT.title, TEXT.description, 'en')).resolves.toEqual({ ...TEXT, targetLanguage: 'en', translated: false });
    expect(cache.rows).toEqual([]);
  });

  it('gives up at TRANSLATE_TIMEOUT_MS and answers the original text', async () => {
    const { service, remote } = setup();
    const deadline = jest.spyOn(AbortSignal, 'timeout');
    const controller = new AbortController();
    deadline.mockReturnValue(controller.signal);
    remote.answerWith(() => 'hang');
    const answer = service.translate(TEXT.title, TEXT.description, 'en');
    await Promise.resolve();
    expect(deadline).toHaveBeenCalledWith(1000);
    expect(remote.calls[0]?.signal).toBe(controller.signal);
    controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    await expect(answer).resolves.toEqual({ ...TEXT, targetLanguage: 'en', translated: false });
  });
});

describe('TranslationService.translateJob', () => {
  it('translates the text sent when no post is named', async () => {
    const { service, remote } = setup();
    await expect(service.translateJob(ask(TEXT))).resolves.toMatchObject({ title: `[en] ${TEXT.title}`, translated: true });
    expect(remote.calls[0]?.body['q']).toEqual([TEXT.title, TEXT.description]);
  });

  it('translates a listed post’s stored text, whatever text comes with it', async () => {
    const { service, remote, posts } = setup();
    posts.rows.set(10, postRow(10));
    const answer = await service.translateJob(ask({ jobPostId: 10, title: 'Say something rude', description: 'x'.repeat(5000) }));
    expect(answer).toEqual({ title: '[en] Cần thợ chân tay nước 10', description: '[en] Tiệm ở Katy, bao lương.', targetLanguage: 'en', translated: true });
    expect(remote.calls.map((c) => c.body['q'])).toEqual([['Cần thợ chân tay nước 10', 'Tiệm ở Katy, bao lương.']]);
  });

  it('refuses a paused, deactivated, hidden or missing post with 404 and an expired one with 410, asking the service nothing', async () => {
    const { service, remote, posts } = setup();
    posts.rows.set(11, postRow(11, { is_paused: true }));
    posts.rows.set(12, postRow(12, { is_active: false }));
    posts.rows.set(13, postRow(13, { hidden_at: NOW }));
    posts.rows.set(14, postRow(14, { duration: 1, expires_at: new Date(NOW.getTime() - DAY) }));
    posts.rows.set(15, postRow(15, { deleted_at: NOW }));
    for (const [id, code, status] of [
      [11, ListingErrorCode.PostNotFound, 404],
      [12, ListingErrorCode.PostNotFound, 404],
      [13, ListingErrorCode.PostNotFound, 404],
      [15, ListingErrorCode.PostNotFound, 404],
      [2_147_483_647, ListingErrorCode.PostNotFound, 404],
      [14, ListingErrorCode.PostExpired, 410],
    ] as const) {
      const error = await service.translateJob(ask({ jobPostId: id, title: 'x' })).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(DomainError);
      expect([id, error]).toEqual([id, expect.objectContaining({ code, status })]);
    }
    expect(remote.calls).toEqual([]);
  });
});
