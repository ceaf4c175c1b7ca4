import { Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { idParamsSchema, type AdminUser } from '@chonail/shared/contracts';
import { AdminOnly, CurrentUser } from './access-token.guard';
import type { UserEntity } from './entities/user.entity';
import { UserAdminService } from './user-admin.service';

class UserIdParams extends createZodDto(idParamsSchema) {}

@ApiTags('admin')
@Controller('admin/users')
@AdminOnly()
export class UserAdminController {
  constructor(private readonly admin: UserAdminService) {}

  @Get()
  list(): Promise<AdminUser[]> {
    return this.admin.list();
  }

  @Patch(':id/block')
  block(@Param() params: UserIdParams, @CurrentUser() actor: UserEntity): Promise<AdminUser> {
    return this.admin.setBlocked(params.id, true, actor.id);
  }

  @Patch(':id/unblock')
  unblock(@Param() params: UserIdParams, @CurrentUser() actor: UserEntity): Promise<AdminUser> {
    return this.admin.setBlocked(params.id, false, actor.id);
  }
}
