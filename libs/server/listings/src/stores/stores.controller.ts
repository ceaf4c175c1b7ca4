import { Controller, Delete, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { idParamsSchema, type Store } from '@chonail/shared/contracts';
import { CurrentUser, SignedIn, type UserEntity } from '@chonail/server/auth';
import { StoresService } from './stores.service';

class IdParams extends createZodDto(idParamsSchema) {}

@ApiTags('stores')
@Controller('stores')
@SignedIn()
export class StoresController {
  constructor(private readonly stores: StoresService) {}

  @Get()
  list(@CurrentUser() user: UserEntity): Promise<Store[]> {
    return this.stores.list(user.id);
  }

  @Delete(':id')
  async remove(@Param() params: IdParams, @CurrentUser() user: UserEntity) {
    await this.stores.remove(user.id, params.id);
    return { success: true, message: 'Store deleted' };
  }
}
