export * from './auth';
export * from './contact';
export * from './errors';
export * from './health';
export * from './queues';
export * from './listings';
export * from './media';
export * from './billing';
