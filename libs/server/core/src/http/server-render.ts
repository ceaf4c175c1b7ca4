import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isServerRenderedPath } from '@chonail/shared/contracts';
import type { JsonLogger } from '../logging/json-logger';

/** What the web build's server bundle (dist/frontends/ssr/render.js, frontends/shell/src/server/render.tsx) exports. */
export interface RenderModule {
  renderPage(input: {
    url: string;
    lang: 'vi' | 'en';
    answers: Record<string, unknown>;
    location: { city: string | null; state: string } | null;
    renderedAt: number;
    onError?: (error: unknown) => void;
  }): Promise<{ head: string; body: string }>;
}

export interface RenderRequest {
  path: string;
  /** The query string with its `?`, or ''. */
  search: string;
  lang: 'vi' | 'en';
  /** The URLs of the API answers the page's first screen reads (firstScreenRequests). */
  requests: readonly string[];
  /** The visitor's location, as its cookie mirrors the browser's storage. */
  location: { city: string | null; state: string } | null;
}

export interface RenderedPage {
  /** Resource hints for the head (a photo's preload). */
  head: string;
  /** The HTML inside <div id="root">. */
  body: string;
  /** The instant its relative times count from (ms), for the browser's take-over. */
  renderedAt: number;
  /** The visitor's location it was rendered for (the browser's take-over starts from it). */
  location: RenderRequest['location'];
  /** The API's answers it was rendered from, by URL, for the browser to hydrate from. */
  answers: Record<string, unknown>;
  /** How it was made (a Server-Timing header's entries): kept, or the time of its answers and of its render. */
  timing: string;
}

/** Answers a GET of our own API in-process (Fastify's inject), or undefined when it is not a 200 with JSON. */
export type AnswerApi = (url: string) => Promise<unknown>;

/** A server render that takes longer than this is dropped and the page is sent for the browser to draw. */
const RENDER_TIMEOUT_MS = 2_000;

/**
 * Renders the first screen of the pages the server renders, with the React components of the web
 * build's server bundle. Null when the build has no server bundle (then every page is drawn by the
 * browser, as before).
 */
export class ServerRenderer {
  private constructor(
    private readonly module: RenderModule,
    private readonly logger: JsonLogger,
    private readonly now: () => number,
  ) {}

  static load(webDir: string, logger: JsonLogger, now = Date.now): ServerRenderer | null {
    const file = join(webDir, 'ssr', 'render.js');
    if (!existsSync(file)) {
      logger.entry('warn', 'web build has no server bundle; pages are drawn in the browser only', { file });
      return null;
    }
    return ServerRenderer.of(require(file) as RenderModule, logger, now);
  }

  /** A renderer of a given server bundle (tests give their own). */
  static of(module: RenderModule, logger: JsonLogger, now = Date.now): ServerRenderer {
    return new ServerRenderer(module, logger, now);
  }

  handles(path: string): boolean {
    return isServerRenderedPath(path);
  }

  /**
   * The page's first screen, or null when it could not be rendered in time (the browser then draws
   * it). `answer` asks our own API as the visitor (their address counts for its limits).
   */
  async render(request: RenderRequest, answer: AnswerApi): Promise<RenderedPage | null> {
    return this.renderNow(request, answer);
  }

  private async renderNow(request: RenderRequest, answer: AnswerApi): Promise<RenderedPage | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
    });
    const work = (async (): Promise<RenderedPage> => {
      const started = performance.now();
      const answers: Record<string, unknown> = {};
      await Promise.all(
        request.requests.map(async (url) => {
          const data = await answer(url);
          if (data !== undefined) answers[url] = data;
        }),
      );
      const onError = (error: unknown) => this.logger.entry('warn', 'a part of the page failed to render on the server; the browser draws it', { path: request.path, error: String(error) });
      const answered = performance.now();
      const renderedAt = this.now();
      const { head, body } = await this.module.renderPage({ url: request.path + request.search, lang: request.lang, answers, location: request.location, renderedAt, onError });
      const timing = `data;dur=${(answered - started).toFixed(1)}, render;dur=${(performance.now() - answered).toFixed(1)}`;
      return { head, body, answers, renderedAt, location: request.location, timing };
    })();
    try {
      const page = await Promise.race([work, timeout]);
      if (!page) this.logger.entry('warn', 'server render timed out; the browser draws the page', { path: request.path });
      return page;
    } catch (error) {
      this.logger.entry('error', 'server render failed; the browser draws the page', { path: request.path, error: String(error) });
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
