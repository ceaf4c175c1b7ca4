export * from './avatar';
export * from './phone';
export * from './pin';
export * from './auth-forms';
export * from './session';
