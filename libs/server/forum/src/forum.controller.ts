import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createZodDto } from 'nestjs-zod';
import type { z } from 'zod';
import {
  createForumThreadSchema,
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
import { AdminOnly, clientOf, CurrentUser, SignedIn, type UserEntity } from '@chonail/server/auth';
import { type Writer, WriteLimiter } from '@chonail/server/listings';
import { ForumService } from './forum.service';

class ThreadsQueryDto extends createZodDto(forumThreadsQuerySchema) {}
class PageQueryDto extends createZodDto(forumPageQuerySchema) {}
class IdParams extends createZodDto(idParamsSchema) {}
class CreateThreadDto extends createZodDto(createForumThreadSchema) {}
class UpdateThreadDto extends createZodDto(updateForumThreadSchema) {}
class ReplyDto extends createZodDto(forumReplySchema) {}

const member = (user: UserEntity) => ({ id: user.id, staff: false });
const staff = (user: UserEntity) => ({ id: user.id, staff: true });
const writer = (user: UserEntity, request: FastifyRequest): Writer => ({ accountId: user.id, address: clientOf(request).ip });

/** Reading is public; writing needs a session (issue 22). */
@ApiTags('forum')
@Controller('forum')
export class ForumController {
  constructor(
    private readonly forum: ForumService,
    private readonly limits: WriteLimiter,
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

  /** Within the member's and the address's allowance (WRITE_LIMITS.thread, in the listings lib with the other writes'). */
  @Post('threads')
  @SignedIn()
  createThread(
    @CurrentUser() user: UserEntity,
    @Body() body: CreateThreadDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ForumThread> {
    return this.limits.within('thread', writer(user, request), reply, () => this.forum.createThread(user.id, body as z.output<typeof createForumThreadSchema>));
  }

  /** Within WRITE_LIMITS.reply; a reply to a thread that is not there (404) does not count. */
  @Post('threads/:id/posts')
  @SignedIn()
  reply(
    @CurrentUser() user: UserEntity,
    @Param() { id }: IdParams,
    @Body() { body }: ReplyDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ForumPost> {
    return this.limits.within('reply', writer(user, request), reply, () => this.forum.reply(id, user.id, body));
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
