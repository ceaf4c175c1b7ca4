import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { JobPost } from '@chonail/shared/contracts';
import { CurrentUser, SignedIn, type UserEntity } from '@chonail/server/auth';
import { JobPostsService } from './job-posts.service';

@ApiTags('job-posts')
@Controller('my-job-posts')
export class MyJobPostsController {
  constructor(private readonly service: JobPostsService) {}

  @Get()
  @SignedIn()
  mine(@CurrentUser() user: UserEntity): Promise<JobPost[]> {
    return this.service.mine(user);
  }
}
