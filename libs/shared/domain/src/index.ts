export * from './avatar';
export * from './phone';
export * from './pin';
