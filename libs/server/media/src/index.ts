export * from './entities/media.entity';
export * from './media.mapper';
export * from './media.module';
export * from './media.service';
export * from './migrations';
export * from './storage/local-disk.storage';
export * from './storage/media-storage';
