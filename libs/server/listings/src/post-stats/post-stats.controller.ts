import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { createZodDto } from 'nestjs-zod';
import type { z } from 'zod';
import {
  idParamsSchema,
  type MyPostsStatsSummary,
  postEventRequestSchema,
  type PostEventResult,
  type PostStats,
  postStatsQuerySchema,
} from '@chonail/shared/contracts';
import { AdminOnly, clientOf, CurrentUser, MaybeSignedIn, SignedIn, type UserEntity } from '@chonail/server/auth';
import { PostEventsLimited } from '../ip-limits';
import { PostEventCounter } from './post-event-counter';
import { PostStatsService } from './post-stats.service';

class IdParams extends createZodDto(idParamsSchema) {}
class StatsQueryDto extends createZodDto(postStatsQuerySchema) {}
class PostEventDto extends createZodDto(postEventRequestSchema) {}

const daysOf = (query: StatsQueryDto) => (query as z.output<typeof postStatsQuerySchema>).days;

/**
 * Issue 39: the detail's Directions and Share buttons report their taps here (the browse remote,
 * fire and forget), for the poster's statistics. Open to guests, like the detail; limited per
 * address (POST_EVENT_LIMITS).
 */
@ApiTags('job-posts')
@Controller('job-posts')
export class PostEventsController {
  constructor(private readonly events: PostEventCounter) {}

  @Post(':id/events')
  @PostEventsLimited()
  @MaybeSignedIn()
  @HttpCode(200)
  async tapped(@Param() params: IdParams, @Body() body: PostEventDto, @CurrentUser() user: UserEntity | undefined, @Req() request: FastifyRequest): Promise<PostEventResult> {
    const { kind } = body as z.output<typeof postEventRequestSchema>;
    const viewer = user ? { id: user.id, role: user.role } : null;
    return { counted: await this.events.tapped(params.id, kind, viewer, clientOf(request)) };
  }
}

/** The owner's statistics: of one post (`/my-posts/{id}`'s section) and of all their posts (the portal's summary). */
@ApiTags('job-posts')
@Controller('my-posts')
@SignedIn()
export class MyPostStatsController {
  constructor(private readonly stats: PostStatsService) {}

  @Get('stats')
  @Header('Cache-Control', 'private, no-store')
  summary(@Query() query: StatsQueryDto, @CurrentUser() user: UserEntity): Promise<MyPostsStatsSummary> {
    return this.stats.ownerSummary(user.id, daysOf(query));
  }

  /** Only the post's owner: another member's post answers 404, as a post that does not exist. */
  @Get(':id/stats')
  @Header('Cache-Control', 'private, no-store')
  post(@Param() params: IdParams, @Query() query: StatsQueryDto, @CurrentUser() user: UserEntity): Promise<PostStats> {
    return this.stats.forOwner(params.id, user.id, daysOf(query));
  }
}

/** Staff see the same statistics for any post (the ad page and the admin's post list). */
@ApiTags('admin')
@Controller('admin/job-posts')
@AdminOnly()
export class AdminPostStatsController {
  constructor(private readonly stats: PostStatsService) {}

  @Get(':id/stats')
  @Header('Cache-Control', 'private, no-store')
  post(@Param() params: IdParams, @Query() query: StatsQueryDto): Promise<PostStats> {
    return this.stats.forStaff(params.id, daysOf(query));
  }
}
