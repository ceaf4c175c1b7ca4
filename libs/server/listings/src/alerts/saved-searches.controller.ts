import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { parse as parseCookies } from 'cookie';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import {
  alertLinkCodeSchema,
  type AlertLinkAnswer,
  createSavedSearchSchema,
  idParamsSchema,
  type SavedSearch,
  type SavedSearchList,
  updateSavedSearchSchema,
} from '@chonail/shared/contracts';
import { CurrentUser, SignedIn, type UserEntity } from '@chonail/server/auth';
import { SavedSearchesService } from './saved-searches.service';

class IdParams extends createZodDto(idParamsSchema) {}
class CreateSavedSearchDto extends createZodDto(createSavedSearchSchema) {}
class UpdateSavedSearchDto extends createZodDto(updateSavedSearchSchema) {}
class CodeParams extends createZodDto(z.object({ code: alertLinkCodeSchema })) {}

/** The texts go in the language the person uses the site in when saving (the shell's `language` cookie). */
const languageOf = (request: FastifyRequest): 'vi' | 'en' => (parseCookies(request.headers.cookie ?? '')['language'] === 'en' ? 'en' : 'vi');

/** Issue 39: a member's saved searches (at most ALERT_RULES.maxPerAccount); others' answer 404. */
@ApiTags('saved-searches')
@Controller('saved-searches')
@SignedIn()
export class SavedSearchesController {
  constructor(private readonly searches: SavedSearchesService) {}

  @Post()
  create(@Body() body: CreateSavedSearchDto, @CurrentUser() user: UserEntity, @Req() request: FastifyRequest): Promise<SavedSearch> {
    return this.searches.create(user, body as unknown as z.output<typeof createSavedSearchSchema>, languageOf(request));
  }

  @Get()
  list(@CurrentUser() user: UserEntity): Promise<SavedSearchList> {
    return this.searches.list(user);
  }

  @Patch(':id')
  update(@Param() params: IdParams, @Body() body: UpdateSavedSearchDto, @CurrentUser() user: UserEntity): Promise<SavedSearch> {
    return this.searches.update(user, (params as z.output<typeof idParamsSchema>).id, body as z.output<typeof updateSavedSearchSchema>);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Param() params: IdParams, @CurrentUser() user: UserEntity): Promise<void> {
    await this.searches.remove(user, (params as z.output<typeof idParamsSchema>).id);
  }
}

/**
 * A text's link (`/s/{code}`), public: the code (128 random bits) is the key. It shows posts that
 * are public anyway and never the phone it went to.
 */
@ApiTags('saved-searches')
@Controller('alert-links')
export class AlertLinksController {
  constructor(private readonly searches: SavedSearchesService) {}

  @Get(':code')
  link(@Param() params: CodeParams): Promise<AlertLinkAnswer> {
    return this.searches.link((params as { code: string }).code);
  }

  @Post(':code/stop')
  @HttpCode(200)
  stop(@Param() params: CodeParams): Promise<{ alertsStopped: true }> {
    return this.searches.stopByLink((params as { code: string }).code);
  }
}
