import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PUBLIC_PAGE_LOOKUP } from '@chonail/server/core';
import { JobPostEntity } from './entities/job-post.entity';
import { SavedItemEntity } from './entities/saved-item.entity';
import { ContactMessageEntity, SiteSettingEntity, TranslationEntity } from './entities/site.entities';
import { StoreEntity } from './entities/store.entity';
import { JobPostRepository } from './job-posts/job-post.repository';
import { JobPostsController } from './job-posts/job-posts.controller';
import { JobPostsService } from './job-posts/job-posts.service';
import { MyJobPostsController } from './job-posts/my-job-posts.controller';
import { PublicJobPageLookup } from './job-posts/public-page-lookup';
import { RankRefresher } from './job-posts/rank-refresher';
import { SavedItemSources } from './saved-items/saved-item-sources';
import { SavedItemRepository } from './saved-items/saved-item.repository';
import { SavedItemsController } from './saved-items/saved-items.controller';
import { SavedItemsService } from './saved-items/saved-items.service';
import { AddressSuggestionsController } from './site/address-suggestions.controller';
import { SiteController } from './site/site.controller';
import { SiteRepository } from './site/site.repository';
import { SiteService } from './site/site.service';
import { TranslationService } from './site/translation.service';
import { TranslationsRepository } from './site/translations.repository';
import { StoresController } from './stores/stores.controller';
import { StoresRepository } from './stores/stores.repository';
import { StoresService } from './stores/stores.service';

/** Job posts, stores, search, saved items, stats, contact, translation. Needs the (global) AuthModule for its guards. */
@Module({
  imports: [
    TypeOrmModule.forFeature([JobPostEntity, StoreEntity, SavedItemEntity, ContactMessageEntity, SiteSettingEntity, TranslationEntity]),
  ],
  controllers: [JobPostsController, MyJobPostsController, SavedItemsController, StoresController, SiteController, AddressSuggestionsController],
  providers: [
    JobPostRepository,
    JobPostsService,
    RankRefresher,
    StoresRepository,
    StoresService,
    SavedItemRepository,
    SavedItemSources,
    SavedItemsService,
    SiteRepository,
    SiteService,
    TranslationsRepository,
    TranslationService,
    { provide: PUBLIC_PAGE_LOOKUP, useClass: PublicJobPageLookup },
  ],
  exports: [JobPostRepository, JobPostsService, SavedItemSources],
})
export class ListingsModule {}
