import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PUBLIC_PAGE_LOOKUP } from '@chonail/server/core';
import { AddressSuggestionsController } from './address-suggestions.controller';
import { JobPostEntity } from './entities/job-post.entity';
import { SavedItemEntity } from './entities/saved-item.entity';
import { ContactMessageEntity, SiteSettingEntity, TranslationEntity } from './entities/site.entities';
import { StoreEntity } from './entities/store.entity';
import { JobPostRepository } from './job-post.repository';
import { JobPostsService } from './job-posts.service';
import {
  JobPostsController,
  MyJobPostsController,
  SavedItemsController,
  SiteController,
  StoresController,
} from './listings.controller';
import { PublicJobPageLookup } from './public-page-lookup';
import { RankRefresher } from './rank-refresher';
import { SavedItemSources } from './saved-item-sources';
import { SavedItemRepository } from './saved-item.repository';
import { SavedItemsService } from './saved-items.service';
import { SiteRepository } from './site.repository';
import { SiteService } from './site.service';
import { StoresRepository } from './stores.repository';
import { StoresService } from './stores.service';
import { TranslationService } from './translation.service';
import { TranslationsRepository } from './translations.repository';

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
