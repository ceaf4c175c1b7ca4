import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { createZodDto } from 'nestjs-zod';
import type { z } from 'zod';
import {
  createForumThreadSchema,
  ForumErrorCode,
  forumPageQuerySchema,
  forumReplySchema,
  forumThreadsQuerySchema,
  idParamsSchema,
  updateForumThreadSchema,
  type ForumPage,
  type ForumPost,
  type ForumPostInThread,
  type ForumThread,
  type ForumThreadPage,
  type ForumThreadSummary,
} from '@chonail/shared/contracts';
import { DomainError, type RateLimit, RateLimiter } from '@chonail/server/core/base';
import { AdminOnly, CurrentUser, SignedIn, type UserEntity } from '@chonail/server/auth';
import { ForumService } from './forum.service';

class ThreadsQueryDto extends createZodDto(forumThreadsQuerySchema) {}
class PageQueryDto extends createZodDto(forumPageQuerySchema) {}
class IdParams extends createZodDto(idParamsSchema) {}
class CreateThreadDto extends createZodDto(createForumThreadSchema) {}
class UpdateThreadDto extends createZodDto(updateForumThreadSchema) {}
class ReplyDto extends createZodDto(forumReplySchema) {}

/**
 * Per member: a person asking and answering writes a few threads and some dozens of replies a day;
 * a spammer hits these at once.
 */
export const FORUM_WRITE_LIMITS: Record<'thread' | 'reply', RateLimit[]> = {
  thread: [
    { name: 'forum-thread:user:hour', limit: 5, windowSeconds: 3600 },
    { name: 'forum-thread:user:day', limit: 20, windowSeconds: 86_400 },
  ],
  reply: [
    { name: 'forum-reply:user:hour', limit: 30, windowSeconds: 3600 },
    { name: 'forum-reply:user:day', limit: 200, windowSeconds: 86_400 },
  ],
};

const member = (user: UserEntity) => ({ id: user.id, staff: false });
const staff = (user: UserEntity) => ({ id: user.id, staff: true });

/** Reading is public; writing needs a session (issue 22). */
@ApiTags('forum')
@Controller('forum')
export class ForumController {
  constructor(
    private readonly forum: ForumService,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  @Get('threads')
  threads(@Query() query: ThreadsQueryDto): Promise<ForumPage<ForumThreadSummary>> {
    return this.forum.listThreads(query as z.output<typeof forumThreadsQuerySchema>);
  }

  @Get('threads/:id')
  thread(@Param() { id }: IdParams, @Query() { page }: PageQueryDto): Promise<ForumThreadPage> {
    return this.forum.thread(id, page);
  }

  @Get('posts/:id')
  post(@Param() { id }: IdParams): Promise<ForumPostInThread> {
    return this.forum.post(id);
  }

  @Post('threads')
  @SignedIn()
  async createThread(@CurrentUser() user: UserEntity, @Body() body: CreateThreadDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<ForumThread> {
    await this.limit(user, 'thread', reply);
    return this.forum.createThread(user.id, body as z.output<typeof createForumThreadSchema>);
  }

  @Post('threads/:id/posts')
  @SignedIn()
  async reply(@CurrentUser() user: UserEntity, @Param() { id }: IdParams, @Body() { body }: ReplyDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<ForumPost> {
    await this.limit(user, 'reply', reply);
    return this.forum.reply(id, user.id, body);
  }

  @Patch('threads/:id')
  @SignedIn()
  editThread(@CurrentUser() user: UserEntity, @Param() { id }: IdParams, @Body() change: UpdateThreadDto): Promise<ForumThread> {
    return this.forum.editThread(id, member(user), change as z.output<typeof updateForumThreadSchema>);
  }

  @Patch('posts/:id')
  @SignedIn()
  editReply(@CurrentUser() user: UserEntity, @Param() { id }: IdParams, @Body() { body }: ReplyDto): Promise<ForumPost> {
    return this.forum.editReply(id, member(user), body);
  }

  @Delete('threads/:id')
  @SignedIn()
  @HttpCode(204)
  async deleteThread(@CurrentUser() user: UserEntity, @Param() { id }: IdParams): Promise<void> {
    await this.forum.deleteThread(id, member(user));
  }

  @Delete('posts/:id')
  @SignedIn()
  @HttpCode(204)
  async deleteReply(@CurrentUser() user: UserEntity, @Param() { id }: IdParams): Promise<void> {
    await this.forum.deleteReply(id, member(user));
  }

  private async limit(user: UserEntity, kind: 'thread' | 'reply', reply: FastifyReply): Promise<void> {
    const { allowed, retryAfterSeconds } = await this.limiter.hit(String(user.id), FORUM_WRITE_LIMITS[kind]);
    if (allowed) return;
    void reply.header('retry-after', String(retryAfterSeconds));
    throw new DomainError(ForumErrorCode.ForumRateLimited, `Too many forum posts; try again in ${Math.ceil(retryAfterSeconds / 60)} minutes`, 429);
  }
}

/** Staff remove threads and replies, whoever wrote them (the admin area's hook). */
@ApiTags('admin')
@Controller('admin/forum')
@AdminOnly()
export class ForumAdminController {
  constructor(private readonly forum: ForumService) {}

  @Delete('threads/:id')
  @HttpCode(204)
  async deleteThread(@CurrentUser() user: UserEntity, @Param() { id }: IdParams): Promise<void> {
    await this.forum.deleteThread(id, staff(user));
  }

  @Delete('posts/:id')
  @HttpCode(204)
  async deleteReply(@CurrentUser() user: UserEntity, @Param() { id }: IdParams): Promise<void> {
    await this.forum.deleteReply(id, staff(user));
  }
}
