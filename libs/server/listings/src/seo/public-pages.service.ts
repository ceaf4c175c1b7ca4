import { Inject, Injectable, Optional } from '@nestjs/common';
import { findWebRoute, SHELL_PAGES } from '@chonail/shared/contracts';
import {
  expiredJobHead,
  forumHead,
  forumThreadHead,
  type HeadContext,
  type HeadTags,
  homeHead,
  isExpired,
  isPersonalPath,
  jobHead,
  mapHead,
  missingJobHead,
  notFoundHead,
  parsePlacePagePath,
  personalHead,
  type SeoLang,
  SHELL_PAGE_KEYS,
  shellPageHead,
  type ShellPageKey,
  type StoredLocation,
} from '@chonail/shared/domain';
import { seoCatalogue } from '@chonail/shared/i18n/seo';
import { PostChangesRepository } from '../job-posts/post-changes.repository';
import { APP_CONFIG, type AppConfig } from '@chonail/server/core/base';
import type { PublicPage, PublicPages } from '@chonail/server/core';
import { JobPostRepository } from '../job-posts/job-post.repository';
import { toJobPost } from '../job-posts/job-post.mapper';

/**
 * The city and state pages' heads (`/viec-lam-nail/tx/houston`...), answered by their own service;
 * null when the path names no such page. Provided under PLACE_PAGE_HEADS when that service exists.
 */
export interface PlacePageHeads {
  page(path: string, lang: SeoLang): Promise<PublicPage | null>;
}
export const PLACE_PAGE_HEADS = Symbol('PLACE_PAGE_HEADS');

/**
 * What a forum page's head shows of its thread: its title and first lines; null when nobody can
 * read it. The forum registers it (registerForum), so listings never imports the forum (which
 * already imports listings).
 */
export interface ForumPageSubjects {
  thread(id: number): Promise<{ title: string; body: string } | null>;
  /** A reply: its thread's title and the reply's own text. */
  post(id: number): Promise<{ title: string; body: string } | null>;
}

const INT32_MAX = 2_147_483_647;
const MAX_LIST_PAGE = 1000;

/** A row id from a path segment, or null: digits only, a positive PostgreSQL integer. */
function pathId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= INT32_MAX ? id : null;
}

/** `?page=` of a list, 1 when absent or not a page number. */
function listPage(search: string): number {
  const page = new URLSearchParams(search).get('page') ?? '';
  return /^\d{1,4}$/.test(page) && Number(page) >= 1 && Number(page) <= MAX_LIST_PAGE ? Number(page) : 1;
}

const SHELL_PAGE_BY_PATH = new Map<string, ShellPageKey>(SHELL_PAGE_KEYS.map((key) => [SHELL_PAGES[key], key]));

/**
 * Issue 37: each page's status and head for the server's first HTML (serve-web.ts). A job page
 * reads its post by the public detail's rules (listed: 200, expired: 410, missing, paused or hidden:
 * 404) and only its public fields; the words come from the head catalogue in the page's language,
 * the URLs from PUBLIC_ORIGIN.
 */
@Injectable()
export class PublicPagesService implements PublicPages {
  constructor(
    private readonly posts: JobPostRepository,
    private readonly changes: PostChangesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(PLACE_PAGE_HEADS) private readonly places: PlacePageHeads | null = null,
  ) {}

  private forum: ForumPageSubjects | null = null;

  /** Issue 37: kept server-rendered pages are dropped when a post changes (PostChangesRepository). */
  onChange(listener: () => void, onError?: (error: unknown) => void): Promise<void> {
    return this.changes.listen(listener, onError);
  }

  registerForum(subjects: ForumPageSubjects): void {
    this.forum = subjects;
  }

  async page(path: string, search: string, lang: SeoLang, visitor: { location: StoredLocation | null } = { location: null }, now = new Date()): Promise<PublicPage> {
    const ctx: HeadContext = { origin: this.config.PUBLIC_ORIGIN, lang, copy: seoCatalogue[lang] };
    const notFound = (): PublicPage => ({ status: 404, head: notFoundHead(ctx, path) });
    if (parsePlacePagePath(path)) {
      // The city pages are their service's (PLACE_PAGE_HEADS); without it they do not exist.
      return (await this.places?.page(path + search, lang)) ?? notFound();
    }
    const route = findWebRoute(path);
    if (!route) return notFound();
    if (isPersonalPath(path) || route.pattern === SHELL_PAGES.skeletonDemo) return { status: 200, head: personalHead(ctx, path) };
    const ok = (head: HeadTags): PublicPage => ({ status: 200, head });
    switch (route.pattern) {
      case '/':
        // The visitor's stored city names the home list they will see; a crawler has none.
        return ok(homeHead(ctx, visitor.location));
      case '/map':
        return ok(mapHead(ctx));
      case '/forum':
        return ok(forumHead(ctx, listPage(search)));
      case '/forum/thread/:id':
      case '/forum/post/:id': {
        const id = pathId(route.params['id']);
        if (!id) return notFound();
        const kind = route.pattern === '/forum/post/:id' ? 'post' : 'thread';
        // Without the forum (an app without it), a generic head naming the number.
        if (!this.forum) return ok(forumThreadHead(ctx, id, null, kind));
        const subject = await this.forum[kind](id);
        return subject ? ok(forumThreadHead(ctx, id, subject, kind)) : notFound();
      }
      case '/job/:id':
        return this.jobPage(ctx, pathId(route.params['id']), now, notFound);
      default: {
        const shellPage = SHELL_PAGE_BY_PATH.get(route.pattern);
        return shellPage ? ok(shellPageHead(ctx, shellPage)) : notFound();
      }
    }
  }

  private async jobPage(ctx: HeadContext, id: number | null, now: Date, notFound: () => PublicPage): Promise<PublicPage> {
    // The page shows "not found" for ids it cannot read, without asking the database.
    if (id === null) return notFound();
    const row = await this.posts.findRow(id);
    if (!row || !row.is_active || row.is_paused || row.hidden_at) return { status: 404, head: missingJobHead(ctx, id) };
    if (isExpired({ duration: row.duration, expiresAt: row.expires_at }, now)) return { status: 410, head: expiredJobHead(ctx, id) };
    // The public detail's fields (no viewer: no owner-only data), and the last change for the preview's version.
    const post = toJobPost(row, null, now);
    return { status: 200, head: jobHead(ctx, { ...post, updatedAt: row.updated_at.toISOString() }) };
  }
}
