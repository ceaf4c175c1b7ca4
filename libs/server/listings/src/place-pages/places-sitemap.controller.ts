import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { PlacePagesService } from './place-pages.service';

/**
 * GET /sitemaps/places.xml (outside the /api prefix, where crawlers look for what the sitemap index
 * names): every city and state page in both languages.
 */
@ApiExcludeController()
@Controller('sitemaps')
export class PlacesSitemapController {
  constructor(private readonly service: PlacePagesService) {}

  @Get('places.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  // Crawlers come seldom and the list changes with posts; a few minutes' staleness costs nothing.
  @Header('Cache-Control', 'public, max-age=300')
  places(): Promise<string> {
    return this.service.sitemap();
  }
}
