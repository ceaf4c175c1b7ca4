import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import {
  createJobPostRequestSchema,
  renewJobPostRequestSchema,
  idParamsSchema,
  jobPostSearchQuerySchema,
  postDetailQuerySchema,
  updateJobPostRequestSchema,
  type JobPost,
  type JobPostContact,
} from '@chonail/shared/contracts';
import { clientOf, CurrentUser, MaybeSignedIn, SignedIn, type UserEntity } from '@chonail/server/auth';
import { DetailLimited, SearchLimited } from '../ip-limits';
import { WriteLimiter } from '../write-limits';
import { ContactReveals } from './contact-reveal';
import { JobPostsService } from './job-posts.service';

class SearchQueryDto extends createZodDto(jobPostSearchQuerySchema) {}
class IdParams extends createZodDto(idParamsSchema) {}
class DetailQueryDto extends createZodDto(postDetailQuerySchema) {}
class CreateJobPostDto extends createZodDto(createJobPostRequestSchema) {}
class UpdateJobPostDto extends createZodDto(updateJobPostRequestSchema) {}
class RenewJobPostDto extends createZodDto(renewJobPostRequestSchema) {}

const viewerOf = (user: UserEntity | undefined) => (user ? { id: user.id, role: user.role } : null);

/** Spec 01 and 02 section 7 listing calls. */
@ApiTags('job-posts')
@Controller('job-posts')
export class JobPostsController {
  constructor(
    private readonly service: JobPostsService,
    private readonly limits: WriteLimiter,
    private readonly contacts: ContactReveals,
  ) {}

  /** The body is the list the spec describes; `x-next-cursor` carries the next page's cursor when there is one. */
  @Get()
  @SearchLimited()
  async search(@Query() query: SearchQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<JobPost[]> {
    const { posts, nextCursor } = await this.service.search(query as z.output<typeof jobPostSearchQuerySchema>);
    if (nextCursor) void reply.header('x-next-cursor', nextCursor);
    return posts;
  }

  /** `?from=TX`: the state the reader searched in, when a list opened the post (issue 39's viewer states). */
  @Get(':id')
  @DetailLimited()
  @MaybeSignedIn()
  detail(@Param() params: IdParams, @Query() query: DetailQueryDto, @CurrentUser() user: UserEntity | undefined, @Req() request: FastifyRequest): Promise<JobPost> {
    const { from } = query as z.output<typeof postDetailQuerySchema>;
    return this.service.detail(params.id, viewerOf(user), clientOf(request), new Date(), from ?? null);
  }

  /**
   * The full numbers behind the post's masked ones (issue 38, finding 4), when a person taps Call,
   * Text or a number: within CONTACT_REVEAL_LIMITS, counted as a phone reveal of the post. Never
   * kept by a cache on the way.
   */
  @Get(':id/contact')
  @MaybeSignedIn()
  @Header('Cache-Control', 'no-store')
  contact(
    @Param() params: IdParams,
    @CurrentUser() user: UserEntity | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JobPostContact> {
    return this.contacts.reveal(params.id, viewerOf(user), clientOf(request), reply);
  }

  @Get(':id/save-count')
  saveCount(@Param() params: IdParams): Promise<{ saveCount: number }> {
    return this.service.saveCount(params.id);
  }

  /** Every kind of post (hiring, salon for sale, transfer), within the poster's allowance (WRITE_LIMITS.post). */
  @Post()
  @SignedIn()
  @HttpCode(201)
  create(
    @Body() body: CreateJobPostDto,
    @CurrentUser() user: UserEntity,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JobPost> {
    return this.limits.within('post', { accountId: user.id, address: clientOf(request).ip }, reply, () =>
      this.service.create(body as z.output<typeof createJobPostRequestSchema>, user),
    );
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
