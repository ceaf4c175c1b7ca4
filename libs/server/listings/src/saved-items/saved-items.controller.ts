import { Body, Controller, Delete, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { savedItemRequestSchema, type SavedEntry, type SavedItemState } from '@chonail/shared/contracts';
import { CurrentUser, SignedIn, type UserEntity } from '@chonail/server/auth';
import { SavedItemsService } from './saved-items.service';

class SavedItemDto extends createZodDto(savedItemRequestSchema) {}

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
