import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { addressSuggestionsQuerySchema, type AddressSuggestion } from '@chonail/shared/contracts';
import { addressSuggestions } from './address-suggestions';

class AddressQueryDto extends createZodDto(addressSuggestionsQuerySchema) {}

/** The offline address autocomplete of the posting form: public, since it only reads built-in US data. */
@ApiTags('site')
@Controller('address-suggestions')
export class AddressSuggestionsController {
  @Get()
  suggest(@Query() query: AddressQueryDto): AddressSuggestion[] {
    return addressSuggestions(query.q);
  }
}
