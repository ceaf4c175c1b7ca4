import { Module } from '@nestjs/common';
import { ForumAdminController, ForumController } from './forum.controller';
import { ForumRepository } from './forum.repository';
import { ForumService } from './forum.service';

/** The forum: threads, replies, their search and limits. Needs the (global) AuthModule for its guards and CoreModule's RateLimiter. */
@Module({
  controllers: [ForumController, ForumAdminController],
  providers: [ForumRepository, ForumService],
  exports: [ForumService],
})
export class ForumModule {}
