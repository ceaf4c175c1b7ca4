export * from './index';
export * from './places';
