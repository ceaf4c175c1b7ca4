import { Module } from '@nestjs/common';
import { ListingsModule } from '@chonail/server/listings';
import { ForumPageHeads } from './forum-page-heads';
import { ForumSavedItems } from './forum-saved-items';
import { ForumAdminController, ForumController } from './forum.controller';
import { ForumRepository } from './forum.repository';
import { ForumService } from './forum.service';

/** The forum: threads, replies, their search, and their place in saved items and write allowances (listings' WriteLimiter). Needs the (global) AuthModule for its guards. */
@Module({
  imports: [ListingsModule],
  controllers: [ForumController, ForumAdminController],
  providers: [ForumRepository, ForumService, ForumSavedItems, ForumPageHeads],
  exports: [ForumService],
})
export class ForumModule {}
