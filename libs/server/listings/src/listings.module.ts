import { PostChangesRepository } from './job-posts/post-changes.repository';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PUBLIC_PAGES } from '@chonail/server/core';
import { JobPostEntity } from './entities/job-post.entity';
import { SavedItemEntity } from './entities/saved-item.entity';
import { ContactMessageEntity, SiteSettingEntity, TranslationEntity } from './entities/site.entities';
import { StoreEntity } from './entities/store.entity';
import { JobPostRepository } from './job-posts/job-post.repository';
import { JobPostsController } from './job-posts/job-posts.controller';
import { JobPostsService } from './job-posts/job-posts.service';
import { MyJobPostsController } from './job-posts/my-job-posts.controller';
import { OgImageController } from './job-posts/og-image.controller';
import { OgImageQueue } from './job-posts/og-image-queue';
import { OgImageService } from './job-posts/og-image.service';
import { RankRefresher } from './job-posts/rank-refresher';
import { PlacePagesController } from './place-pages/place-pages.controller';
import { PlacePagesService } from './place-pages/place-pages.service';
import { PlacesSitemapController } from './place-pages/places-sitemap.controller';
import { PLACE_PAGE_HEADS, PublicPagesService } from './seo/public-pages.service';
import { SeoController } from './seo/seo.controller';
import { SitemapsService } from './seo/sitemaps.service';
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
import { ViewCounter } from './job-posts/view-counter';
import { ContactReveals } from './job-posts/contact-reveal';
import { PostStatsRepository } from './job-posts/post-stats.repository';
import { WriteLimiter } from './write-limits';
import { AlertsQueue } from './alerts/alerts-queue';
import { PostEventCounter } from './post-stats/post-event-counter';
import { AdminPostStatsController, MyPostStatsController, PostEventsController } from './post-stats/post-stats.controller';
import { PostStatsService } from './post-stats/post-stats.service';

/** Job posts, stores, search, saved items, stats, contact, translation, and the write allowances the forum shares. Needs the (global) AuthModule for its guards. */
@Module({
  imports: [
    TypeOrmModule.forFeature([JobPostEntity, StoreEntity, SavedItemEntity, ContactMessageEntity, SiteSettingEntity, TranslationEntity]),
  ],
  controllers: [JobPostsController, OgImageController, MyJobPostsController, SavedItemsController, StoresController, SiteController, AddressSuggestionsController, PlacePagesController, PlacesSitemapController, SeoController, PostEventsController, MyPostStatsController, AdminPostStatsController],
  providers: [
    JobPostRepository,
    PostChangesRepository,
    JobPostsService,
    ViewCounter,
    ContactReveals,
    PostStatsRepository,
    PostEventCounter,
    PostStatsService,
    WriteLimiter,
    OgImageQueue,
    AlertsQueue,
    OgImageService,
    RankRefresher,
    PlacePagesService,
    StoresRepository,
    StoresService,
    SavedItemRepository,
    SavedItemSources,
    SavedItemsService,
    SiteRepository,
    SiteService,
    TranslationsRepository,
    TranslationService,
    SitemapsService,
    // Issue 37: each page's status and head for the server's first HTML; city pages by their own service.
    { provide: PLACE_PAGE_HEADS, useExisting: PlacePagesService },
    PublicPagesService,
    { provide: PUBLIC_PAGES, useExisting: PublicPagesService },
  ],
  exports: [JobPostRepository, JobPostsService, SavedItemSources, PlacePagesService, PublicPagesService, WriteLimiter],
})
export class ListingsModule {}
