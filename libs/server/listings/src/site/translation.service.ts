import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { TranslateJobInput, TranslateJobResponse } from '@chonail/shared/contracts';
import { looksVietnamese, maskPhones } from '@chonail/shared/domain';
import { APP_CONFIG, type AppConfig, JsonLogger } from '@chonail/server/core/base';
import { JobPostRepository } from '../job-posts/job-post.repository';
import { assertListed } from '../job-posts/job-posts.service';
import { TranslationsRepository } from './translations.repository';

/**
 * The language a listing is written in. Spec 01 section 7 sends Vietnamese as the source; most
 * listings are, but some owners write in English, and issue 24 shows those to Vietnamese readers
 * in Vietnamese: the text itself decides.
 */
export function sourceLanguageOf(title: string, description: string): 'vi' | 'en' {
  return looksVietnamese(`${title}\n${description}`) ? 'vi' : 'en';
}

/**
 * POST /api/translate-job. With TRANSLATE_URL set, asks a LibreTranslate-compatible service once per
 * distinct text and language and keeps the answer; without it, or when it fails, answers the
 * original text with `translated: false` (ARCHITECTURE.md section 6). Failures are not cached.
 */
@Injectable()
export class TranslationService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: TranslationsRepository,
    private readonly logger: JsonLogger,
    private readonly posts: JobPostRepository,
  ) {}

  /**
   * With a post id, the post's own stored text (what its public page shows, so only a listed post),
   * whatever text came with it: a caller cannot have the service translate text of their choosing.
   * Its phone numbers are masked in the answer, as on every public read of the post (issue 38,
   * finding 4): the contact call gives them.
   */
  async translateJob({ jobPostId, title, description, targetLanguage }: TranslateJobInput): Promise<TranslateJobResponse> {
    if (jobPostId === undefined) return this.translate(title, description, targetLanguage);
    const post = assertListed(await this.posts.findRow(jobPostId), new Date());
    const answer = await this.translate(post.title, post.description, targetLanguage);
    return { ...answer, title: maskPhones(answer.title), description: maskPhones(answer.description) };
  }

  async translate(title: string, description: string, target: 'vi' | 'en'): Promise<TranslateJobResponse> {
    const original = { title, description, targetLanguage: target, translated: false };
    const source = sourceLanguageOf(title, description);
    if (!this.config.TRANSLATE_URL || target === source || (!title.trim() && !description.trim())) return original;
    const sourceHash = createHash('sha256').update(`${title}\u0000${description}`).digest('hex');
    const cached = await this.cache.find(sourceHash, target);
    if (cached) return { title: cached.title, description: cached.description, targetLanguage: target, translated: true };
    try {
      const [translatedTitle, translatedDescription] = await this.request([title, description], source, target);
      await this.cache.store({ sourceHash, targetLanguage: target, title: translatedTitle, description: translatedDescription });
      return { title: translatedTitle, description: translatedDescription, targetLanguage: target, translated: true };
    } catch (error) {
      this.logger.entry('warn', 'translation failed; answering the original text', { error: (error as Error).message });
      return original;
    }
  }

  private async request(texts: [string, string], source: string, target: string): Promise<[string, string]> {
    const url = new URL('translate', (this.config.TRANSLATE_URL ?? '').replace(/\/?$/, '/'));
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ q: texts, source, target, format: 'text', ...(this.config.TRANSLATE_API_KEY ? { api_key: this.config.TRANSLATE_API_KEY } : {}) }),
      signal: AbortSignal.timeout(this.config.TRANSLATE_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`translation service answered ${response.status}`);
    const body = (await response.json()) as { translatedText?: unknown };
    const out = body.translatedText;
    if (!Array.isArray(out) || out.length !== 2 || !out.every((t) => typeof t === 'string')) {
      throw new Error('translation service answered an unexpected shape');
    }
    return [out[0] as string, out[1] as string];
  }
}
