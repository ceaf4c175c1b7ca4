export * from './admin.module';
export * from './migrations';
