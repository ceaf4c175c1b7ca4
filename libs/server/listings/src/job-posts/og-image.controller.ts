import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { createZodDto } from 'nestjs-zod';
import type { z } from 'zod';
import { idParamsSchema, ogImageQuerySchema } from '@chonail/shared/contracts';
import { OgImageService } from './og-image.service';

class IdParams extends createZodDto(idParamsSchema) {}
class OgImageQuery extends createZodDto(ogImageQuerySchema) {}

/** A version's image never changes (a change of the post is a new version, a new URL): a year, for every cache. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Redirects to the current version and images drawn while the photo is processing: soon asked again. */
const SHORT = 'public, max-age=300';

/** Issue 37: the link-preview image (og:image) of a post, public like its page. */
@ApiTags('job-posts')
@Controller('job-posts')
export class OgImageController {
  constructor(private readonly service: OgImageService) {}

  /** `?v=` is the post's version (ogImagePath); any other answers 302 to the current version's URL. */
  @Get(':id/og-image')
  @ApiProduces('image/jpeg')
  async image(@Param() params: IdParams, @Query() query: OgImageQuery, @Res() reply: FastifyReply): Promise<void> {
    const answer = await this.service.image(params.id, (query as z.output<typeof ogImageQuerySchema>).v);
    if ('redirect' in answer) {
      await reply.code(302).header('location', answer.redirect).header('cache-control', SHORT).send();
      return;
    }
    await reply
      .header('content-type', 'image/jpeg')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      // Made to be shown by other sites and apps (link previews), unlike the rest of the API.
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', answer.image.complete ? IMMUTABLE : SHORT)
      .send(answer.image.data);
  }
}
