import { Inject, Injectable } from '@nestjs/common';
import { SHELL_PAGES } from '@chonail/shared/contracts';
import { SHELL_PAGE_KEYS, SITEMAP_PAGE_SIZE, type SitemapEntry, sitemapIndexXml, sitemapXml } from '@chonail/shared/domain';
import { APP_CONFIG, type AppConfig } from '@chonail/server/core/base';
import { JobPostRepository } from '../job-posts/job-post.repository';

/** Paths a crawler has no business in: the API (but the posts' preview images), personal pages, staff pages, payment. */
const DISALLOWED = ['/api/', '/admin', '/tuongadmin', '/customerportal', '/my-posts/', '/new-package', '/package', '/saved', '/payment-success', '/s/'];

/** The pages with one path for both languages that a search engine should know, with their English twins. */
const STATIC_PATHS = ['/', '/map', '/forum', ...SHELL_PAGE_KEYS.map((key) => SHELL_PAGES[key])];

/** robots.txt: keeps crawlers out of the API and personal pages, and names the sitemap. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    // Link previews and image search read the preview images, which live under /api.
    'Allow: /api/job-posts/*/og-image',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * Issue 37's sitemaps, built from the database on each request (two cheap queries), so a new post
 * is in the next read and an expired, hidden, paused or deleted one is out of it: an index of the
 * static pages' sitemap, the job sitemaps (SITEMAP_PAGE_SIZE listed posts each, in id order) and
 * the city pages' sitemap (served by the place pages' own route).
 */
@Injectable()
export class SitemapsService {
  constructor(
    private readonly posts: JobPostRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get origin(): string {
    return this.config.PUBLIC_ORIGIN;
  }

  robots(): string {
    return robotsTxt(this.origin);
  }

  async jobPages(now = new Date()): Promise<number> {
    return Math.max(1, Math.ceil((await this.posts.listedCount(now)) / SITEMAP_PAGE_SIZE));
  }

  async index(now = new Date()): Promise<string> {
    const pages = await this.jobPages(now);
    const sitemaps: SitemapEntry[] = [
      { loc: `${this.origin}/sitemaps/static.xml` },
      ...Array.from({ length: pages }, (_, i) => ({ loc: `${this.origin}/sitemaps/jobs-${i + 1}.xml` })),
      { loc: `${this.origin}/sitemaps/places.xml` },
    ];
    return sitemapIndexXml(sitemaps);
  }

  staticPages(): string {
    return sitemapXml(STATIC_PATHS.flatMap((path) => [{ loc: `${this.origin}${path}` }, { loc: `${this.origin}${path}?lang=en` }]));
  }

  /** Job sitemap `page` (from 1); null past the last one. */
  async jobs(page: number, now = new Date()): Promise<string | null> {
    if (page > (await this.jobPages(now))) return null;
    const rows = await this.posts.listedPage(SITEMAP_PAGE_SIZE, (page - 1) * SITEMAP_PAGE_SIZE, now);
    return sitemapXml(rows.map((row) => ({ loc: `${this.origin}/job/${row.id}`, lastmod: new Date(row.updated_at).toISOString() })));
  }
}
