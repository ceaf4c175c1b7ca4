import { Body, Controller, Delete, Get, Header, HttpCode, Inject, Param, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import {
  contactMessageSchema,
  createJobPostRequestSchema,
  renewJobPostRequestSchema,
  idParamsSchema,
  jobPostSearchQuerySchema,
  mapPostsQuerySchema,
  nailSalonsQuerySchema,
  savedItemRequestSchema,
  translateJobRequestSchema,
  updateJobPostRequestSchema,
  type ContactInfo,
  type JobPost,
  type MapPostsResponse,
  type NailSalon,
  type SavedEntry,
  type SavedItemState,
  type SiteConfig,
  type Stats,
  type Store,
  type TranslateJobResponse,
} from '@chonail/shared/contracts';
import { APP_CONFIG, type AppConfig } from '@chonail/server/core';
import { clientOf, CurrentUser, MaybeSignedIn, SignedIn, type UserEntity } from '@chonail/server/auth';
import { JobPostsService } from './job-posts.service';
import { JobPostRepository } from './job-post.repository';
import { SearchLimited, TranslateLimited } from './ip-limits';
import { toMapPosts } from './map-posts';
import { SavedItemsService } from './saved-items.service';
import { SiteService } from './site.service';
import { StoresService } from './stores.service';
import { TranslationService } from './translation.service';

class SearchQueryDto extends createZodDto(jobPostSearchQuerySchema) {}
class MapQueryDto extends createZodDto(mapPostsQuerySchema) {}
class IdParams extends createZodDto(idParamsSchema) {}
class CreateJobPostDto extends createZodDto(createJobPostRequestSchema) {}
class UpdateJobPostDto extends createZodDto(updateJobPostRequestSchema) {}
class RenewJobPostDto extends createZodDto(renewJobPostRequestSchema) {}
class SavedItemDto extends createZodDto(savedItemRequestSchema) {}
class SalonsQueryDto extends createZodDto(nailSalonsQuerySchema) {}
class ContactMessageDto extends createZodDto(contactMessageSchema) {}
class TranslateDto extends createZodDto(translateJobRequestSchema) {}

const viewerOf = (user: UserEntity | undefined) => (user ? { id: user.id, role: user.role } : null);

/** Spec 01 and 02 section 7 listing calls. */
@ApiTags('job-posts')
@Controller('job-posts')
export class JobPostsController {
  constructor(private readonly service: JobPostsService) {}

  /** The body is the list the spec describes; `x-next-cursor` carries the next page's cursor when there is one. */
  @Get()
  @SearchLimited()
  async search(@Query() query: SearchQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<JobPost[]> {
    const { posts, nextCursor } = await this.service.search(query as z.output<typeof jobPostSearchQuerySchema>);
    if (nextCursor) void reply.header('x-next-cursor', nextCursor);
    return posts;
  }

  @Get(':id')
  @MaybeSignedIn()
  detail(@Param() params: IdParams, @CurrentUser() user: UserEntity | undefined, @Req() request: FastifyRequest): Promise<JobPost> {
    return this.service.detail(params.id, viewerOf(user), clientOf(request).ip);
  }

  @Get(':id/save-count')
  saveCount(@Param() params: IdParams): Promise<{ saveCount: number }> {
    return this.service.saveCount(params.id);
  }

  @Post()
  @SignedIn()
  @HttpCode(201)
  create(@Body() body: CreateJobPostDto, @CurrentUser() user: UserEntity): Promise<JobPost> {
    return this.service.create(body as z.output<typeof createJobPostRequestSchema>, user);
  }

  @Put(':id')
  @SignedIn()
  update(@Param() params: IdParams, @Body() body: UpdateJobPostDto, @CurrentUser() user: UserEntity): Promise<JobPost> {
    return this.service.update(params.id, body, user);
  }

  @Patch(':id/pause')
  @SignedIn()
  pause(@Param() params: IdParams, @CurrentUser() user: UserEntity): Promise<JobPost> {
    return this.service.setPaused(params.id, true, user);
  }

  @Patch(':id/resume')
  @SignedIn()
  resume(@Param() params: IdParams, @CurrentUser() user: UserEntity): Promise<JobPost> {
    return this.service.setPaused(params.id, false, user);
  }

  /** The owner runs an expired post again (issue 22); paid add-ons come with a payment made at today's prices. */
  @Post(':id/renew')
  @SignedIn()
  @HttpCode(200)
  renew(@Param() params: IdParams, @Body() body: RenewJobPostDto, @CurrentUser() user: UserEntity): Promise<JobPost> {
    return this.service.renew(params.id, body as z.output<typeof renewJobPostRequestSchema>, user);
  }

  @Delete(':id')
  @SignedIn()
  async remove(@Param() params: IdParams, @CurrentUser() user: UserEntity) {
    await this.service.remove(params.id, user);
    return { success: true, message: 'Job post has been removed from the system.' };
  }
}

@ApiTags('job-posts')
@Controller('my-job-posts')
export class MyJobPostsController {
  constructor(private readonly service: JobPostsService) {}

  @Get()
  @SignedIn()
  mine(@CurrentUser() user: UserEntity): Promise<JobPost[]> {
    return this.service.mine(user);
  }
}

/**
 * Saved items. DELETE takes `{ itemId, itemType }` in its body as the spec sends it, or in the query
 * string for clients that cannot send a DELETE body.
 */
@ApiTags('saved-items')
@Controller('saved-items')
@SignedIn()
export class SavedItemsController {
  constructor(private readonly saved: SavedItemsService) {}

  @Get('check')
  check(@Query() query: SavedItemDto, @CurrentUser() user: UserEntity): Promise<SavedItemState> {
    const { itemType, itemId } = query as z.output<typeof savedItemRequestSchema>;
    return this.saved.check(user.id, itemType, itemId);
  }

  @Get()
  list(@CurrentUser() user: UserEntity): Promise<SavedEntry[]> {
    return this.saved.list(user.id);
  }

  @Post()
  @HttpCode(200)
  save(@Body() body: SavedItemDto, @CurrentUser() user: UserEntity): Promise<SavedItemState> {
    const { itemType, itemId } = body as z.output<typeof savedItemRequestSchema>;
    return this.saved.save(user.id, itemType, itemId);
  }

  @Delete()
  unsave(@Req() request: FastifyRequest, @CurrentUser() user: UserEntity): Promise<SavedItemState> {
    const given = { ...(request.query as object), ...((request.body as object | null) ?? {}) };
    const { itemType, itemId } = savedItemRequestSchema.parse(given);
    return this.saved.unsave(user.id, itemType, itemId);
  }
}

@ApiTags('stores')
@Controller('stores')
@SignedIn()
export class StoresController {
  constructor(private readonly stores: StoresService) {}

  @Get()
  list(@CurrentUser() user: UserEntity): Promise<Store[]> {
    return this.stores.list(user.id);
  }

  @Delete(':id')
  async remove(@Param() params: IdParams, @CurrentUser() user: UserEntity) {
    await this.stores.remove(user.id, params.id);
    return { success: true, message: 'Store deleted' };
  }
}

/** Stats, salons, contact, translation: small public reads and writes of the site. */
@ApiTags('site')
@Controller()
export class SiteController {
  constructor(
    private readonly posts: JobPostRepository,
    private readonly site: SiteService,
    private readonly translations: TranslationService,
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

  @Post('contact')
  @HttpCode(200)
  async contact(@Body() body: ContactMessageDto, @Req() request: FastifyRequest) {
    await this.site.receiveMessage(body, clientOf(request).ip);
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

