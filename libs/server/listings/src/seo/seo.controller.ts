import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiExcludeController } from '@nestjs/swagger';
import { ErrorCode } from '@chonail/shared/contracts';
import { DomainError } from '@chonail/server/core/base';
import { SitemapsService } from './sitemaps.service';

const JOBS_SITEMAP = /^jobs-(\d{1,6})\.xml$/;
const noSuchSitemap = () => new DomainError(ErrorCode.NotFound, 'No such sitemap', 404);

/**
 * GET /robots.txt, /sitemap.xml and /sitemaps/{static,jobs-N}.xml (issue 37), at the site's root
 * where crawlers look for them (create-http-app.ts keeps them out of the /api prefix). Answers are
 * built per request from the database, so a few minutes of caching is all they take.
 */
@ApiExcludeController()
@Controller()
export class SeoController {
  constructor(private readonly sitemaps: SitemapsService) {}

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return this.sitemaps.robots();
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  index(): Promise<string> {
    return this.sitemaps.index();
  }

  // /sitemaps/places.xml is the place pages' own route (a fixed path, which the router prefers to this one).
  @Get('sitemaps/:file')
  @Header('Cache-Control', 'public, max-age=300')
  async sitemap(@Param('file') file: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const page = JOBS_SITEMAP.exec(file)?.[1];
    const xml = file === 'static.xml' ? this.sitemaps.staticPages() : page && Number(page) >= 1 ? await this.sitemaps.jobs(Number(page)) : null;
    if (xml === null) throw noSuchSitemap();
    // Set only on success: the error's `{ message, code }` is JSON (Fastify refuses an object under an XML type).
    void reply.type('application/xml; charset=utf-8');
    return xml;
  }
}
