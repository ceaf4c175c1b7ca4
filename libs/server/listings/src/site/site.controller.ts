import { Body, Controller, Get, Header, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import {
  contactMessageSchema,
  mapPostsQuerySchema,
  nailSalonsQuerySchema,
  translateJobRequestSchema,
  type ContactInfo,
  type MapPostsResponse,
  type NailSalon,
  type SiteConfig,
  type Stats,
  type TranslateJobResponse,
} from '@chonail/shared/contracts';
import { APP_CONFIG, type AppConfig } from '@chonail/server/core/base';
import { clientOf, CurrentUser, MaybeSignedIn, type UserEntity } from '@chonail/server/auth';
import { SearchLimited, TranslateLimited } from '../ip-limits';
import { JobPostRepository } from '../job-posts/job-post.repository';
import { toMapPosts } from '../job-posts/map-posts';
import { SiteService } from './site.service';
import { TranslationService } from './translation.service';
import { WriteLimiter } from '../write-limits';

class MapQueryDto extends createZodDto(mapPostsQuerySchema) {}
class SalonsQueryDto extends createZodDto(nailSalonsQuerySchema) {}
class ContactMessageDto extends createZodDto(contactMessageSchema) {}
class TranslateDto extends createZodDto(translateJobRequestSchema) {}

/** Stats, salons, contact, translation: small public reads and writes of the site. */
@ApiTags('site')
@Controller()
export class SiteController {
  constructor(
    private readonly posts: JobPostRepository,
    private readonly site: SiteService,
    private readonly translations: TranslationService,
    private readonly limits: WriteLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** What the browser needs to know about this deployment (ARCHITECTURE section 6: tiles may be offline). */
  @Get('site-config')
  siteConfig(): SiteConfig {
    return { mapTileUrl: this.config.MAP_TILE_URL, mapTileAttribution: this.config.MAP_TILE_ATTRIBUTION };
  }

  /** Every listed post with a place, for the map page (which clusters them): never a silent first 200. */
  @Get('job-posts/map')
  @ApiTags('job-posts')
  @SearchLimited()
  async mapPosts(@Query() query: MapQueryDto): Promise<MapPostsResponse> {
    const now = new Date();
    return toMapPosts(await this.posts.mapRows(query as z.output<typeof mapPostsQuerySchema>, now), now);
  }

  /** Site totals for the home page; browsers and caches keep them 5 minutes (spec 01 section 9). */
  @Get('stats')
  @Header('Cache-Control', 'public, max-age=300')
  stats(): Promise<Stats> {
    return this.posts.stats(new Date());
  }

  @Get('nail-salons')
  @SearchLimited()
  salons(@Query() query: SalonsQueryDto): Promise<NailSalon[]> {
    return this.posts.salons(query.city, query.state as string | undefined, new Date());
  }

  /** Guests write too; a signed-in sender is counted by their account as well as their address (WRITE_LIMITS.contact). */
  @Post('contact')
  @HttpCode(200)
  @MaybeSignedIn()
  async contact(
    @Body() body: ContactMessageDto,
    @CurrentUser() user: UserEntity | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { ip } = clientOf(request);
    await this.limits.within('contact', { accountId: user?.id, address: ip }, reply, () => this.site.receiveMessage(body, ip));
    return { success: true, message: 'Message sent successfully' };
  }

  /** A public read (the contact page calls it as a guest, ARCHITECTURE.md section 7). */
  @Get('admin/contact-info')
  contactInfo(): Promise<ContactInfo> {
    return this.site.contactInfo();
  }

  @Post('translate-job')
  @HttpCode(200)
  @TranslateLimited()
  translate(@Body() body: TranslateDto): Promise<TranslateJobResponse> {
    return this.translations.translateJob(translateJobRequestSchema.parse(body));
  }
}
