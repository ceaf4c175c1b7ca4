import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  MediaErrorCode,
  uploadMediaQuerySchema,
  uploadSessionIdSchema,
  uploadsQuerySchema,
  type MediaItem,
  type UploadMediaResponse,
} from '@chonail/shared/contracts';
import { DomainError } from '@chonail/server/core/base';
import { CurrentUser, MaybeSignedIn, SignedIn, type UserEntity } from '@chonail/server/auth';
import { MediaFilesService, type MediaVariant } from './media-files.service';
import { MediaService } from './media.service';
import { MediaUrlSigner } from './media-url-signer';
import { releaseRefusedBody } from './upload-stream';

class UploadQueryDto extends createZodDto(uploadMediaQuerySchema) {}
class UploadsQueryDto extends createZodDto(uploadsQuerySchema) {}
class IdParams extends createZodDto(idParamsSchema) {}
class ReorderDto extends createZodDto(z.object({ sessionId: uploadSessionIdSchema, ids: z.array(z.number().int().positive()).min(1).max(100) })) {}
class FileParams extends createZodDto(z.object({ name: z.string().regex(/^[a-f0-9-]{36}$/, 'is not a media file name') })) {}
// `sig` and `exp` of a signed URL (MediaUrlSigner), any text: a malformed one is as wrong as a forged one (404).
class FileQuery extends createZodDto(
  z.object({ variant: z.enum(['display', 'thumb', 'poster']).default('display'), sig: z.string().max(200).optional(), exp: z.string().max(200).optional() }),
) {}

/** Spec 02 section 7's upload calls, plus reordering and serving the processed files. */
@ApiTags('media')
@Controller()
export class MediaController {
  constructor(
    private readonly media: MediaService,
    private readonly files: MediaFilesService,
    private readonly signer: MediaUrlSigner,
  ) {}

  /** The owner's own answers: their files load by signed URL until a listed post shows them (issue 38). */
  private signed(items: MediaItem[]): MediaItem[] {
    return items.map((item) => this.signer.item(item));
  }

  /** multipart/form-data: `sessionId` (or ?sessionId=) then repeated `files`; `?jobPostId=` when editing a post (12 files instead of 10). */
  @Post('upload-media')
  @SignedIn()
  @ApiConsumes('multipart/form-data')
  async upload(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query() query: UploadQueryDto,
    @CurrentUser() user: UserEntity,
  ): Promise<UploadMediaResponse> {
    if (!request.isMultipart()) throw new DomainError(MediaErrorCode.NotMultipart, 'Send the files as multipart/form-data', 400);
    const q = query as z.output<typeof uploadMediaQuerySchema>;
    try {
      return { files: this.signed(await this.media.upload(user.id, request.parts(), { sessionId: q.sessionId, jobPostId: q.jobPostId })) };
    } catch (error) {
      // Whatever refused it (its type, a limit, storage), the rest of the body must not stall the
      // connection: drained, or the connection closes with the answer.
      if (!releaseRefusedBody(request.raw)) void reply.header('connection', 'close');
      throw error;
    }
  }

  @Get('media/uploads')
  @SignedIn()
  async uploads(@Query() query: UploadsQueryDto, @CurrentUser() user: UserEntity): Promise<MediaItem[]> {
    return this.signed(await this.media.list(user.id, query.sessionId));
  }

  /** Declared before `media/:id` so 'clear' is not read as an id. */
  @Delete('media/clear')
  @SignedIn()
  async clear(@Query() query: UploadsQueryDto, @CurrentUser() user: UserEntity): Promise<{ removed: number }> {
    return { removed: await this.media.clear(user.id, query.sessionId) };
  }

  @Put('media/order')
  @SignedIn()
  async reorder(@Body() body: ReorderDto, @CurrentUser() user: UserEntity): Promise<MediaItem[]> {
    return this.signed(await this.media.reorder(user.id, body.sessionId, body.ids));
  }

  @Delete('media/:id')
  @SignedIn()
  @HttpCode(200)
  async remove(@Param() params: IdParams, @CurrentUser() user: UserEntity): Promise<{ success: true }> {
    await this.media.remove(user.id, params.id);
    return { success: true };
  }

  /**
   * The processed file by its generated name; originals are never served. Public while a listed
   * post shows it; otherwise only by the signed URL its owner's and staff's answers carry (or with
   * their token), and 404 to anyone else (MediaFilesService).
   */
  @Get('media/files/:name')
  @MaybeSignedIn()
  async file(@Param() params: FileParams, @Query() query: FileQuery, @CurrentUser() viewer: UserEntity | undefined, @Res() reply: FastifyReply): Promise<void> {
    const q = query as { variant: MediaVariant; sig?: string; exp?: string };
    const { type, body, public: isPublic, signed } = await this.files.open(params.name, q.variant, viewer, { sig: q.sig, exp: q.exp });
    await reply
      .header('content-type', type)
      .header('x-content-type-options', 'nosniff')
      // A served file is data, never a document: no scripts, no plugins, even if opened directly.
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', 'inline')
      // A file stops being public when its post is paused, hidden, deleted or expires: shared caches
      // (a CDN) may keep it a minute, a visitor's own browser an hour. A file only its owner and
      // staff may see now: no shared cache; the browser may keep it a few minutes under its signed
      // URL (the URL is the grant), never under the plain one a token opened.
      .header('cache-control', isPublic ? 'public, max-age=3600, s-maxage=60' : signed ? 'private, max-age=300' : 'private, no-store')
      .send(body);
  }
}
