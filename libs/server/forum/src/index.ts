export * from './forum.controller';
export * from './forum.module';
export * from './forum.service';
export * from './migrations';
