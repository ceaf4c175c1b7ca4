import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobPostRepository, POST_MEDIA, POST_MEDIA_URLS, POST_OG_IMAGES } from '@chonail/server/listings';
import { APP_CONFIG, requireJwtSecret, type AppConfig } from '@chonail/server/core/base';
import { MediaEntity } from './entities/media.entity';
import { MediaFilesService } from './media-files.service';
import { MediaController } from './media.controller';
import { MediaJobRepository } from './media-job.repository';
import { MediaRowsRepository } from './media-rows.repository';
import { MediaUploadsRepository } from './media-uploads.repository';
import { MediaRepository } from './media.repository';
import { MediaService } from './media.service';
import { MediaUrlSigner } from './media-url-signer';
import { OgImageStore } from './og-image/og-image.store';
import { UploadQuota } from './upload-quota';
import { createMediaStorage } from './storage/create-storage';
import { MEDIA_STORAGE } from './storage/media-storage';

/** Storage shared by the API (uploads, serving) and the worker (processing). */
export const mediaStorageProvider = {
  provide: MEDIA_STORAGE,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => createMediaStorage(config),
};

/**
 * Uploads and serving (API side). Needs the (global) AuthModule for its guards. Global so that
 * listings finds POST_MEDIA (a post's edit attaching its upload session) without importing media.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([MediaEntity])],
  controllers: [MediaController],
  providers: [
    mediaStorageProvider,
    MediaService,
    MediaFilesService,
    MediaRowsRepository,
    MediaUploadsRepository,
    UploadQuota,
    { provide: POST_MEDIA, useExisting: MediaService },
    { provide: MediaUrlSigner, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new MediaUrlSigner(requireJwtSecret(config)) },
    // Owners' and staff's answers (listings, admin) sign the URLs of files visitors may not load.
    { provide: POST_MEDIA_URLS, useExisting: MediaUrlSigner },
    OgImageStore,
    // The link-preview route (listings) draws a version the worker has not drawn yet.
    { provide: POST_OG_IMAGES, useExisting: OgImageStore },
  ],
  exports: [MediaService, POST_MEDIA, POST_MEDIA_URLS, POST_OG_IMAGES],
})
export class MediaModule {}

/** What the worker's media handlers need: the same storage, the image/video adapter, and their rows; the posts, for their preview images. */
@Module({
  imports: [TypeOrmModule.forFeature([MediaEntity])],
  providers: [mediaStorageProvider, MediaRepository, MediaJobRepository, MediaRowsRepository, JobPostRepository, OgImageStore],
  exports: [mediaStorageProvider, MediaRepository, MediaJobRepository, MediaRowsRepository, JobPostRepository, OgImageStore],
})
export class MediaWorkerModule {}
