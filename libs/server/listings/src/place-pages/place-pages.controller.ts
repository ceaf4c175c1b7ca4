import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { type PlacePageResponse, placePageQuerySchema, type PlacePageQuery } from '@chonail/shared/contracts';
import { SearchLimited } from '../ip-limits';
import { PlacePagesService } from './place-pages.service';

class PlacePageQueryDto extends createZodDto(placePageQuerySchema) {}

/** Issue 37: a city or state page's list (GET /api/place-pages?kind=hiring&state=TX&city=houston&page=1). */
@ApiTags('place-pages')
@Controller('place-pages')
export class PlacePagesController {
  constructor(private readonly service: PlacePagesService) {}

  /** 404 `{ message, code }` for a place without listed posts of the kind or a page past the last; 400 for malformed input. */
  @Get()
  @SearchLimited()
  page(@Query() query: PlacePageQueryDto): Promise<PlacePageResponse> {
    return this.service.load(query as PlacePageQuery);
  }
}
