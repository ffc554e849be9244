export * from './api-error';
export * from './auth';
export * from './circles';
export * from './limits';
export * from './messages';
export * from './profile';
export * from './waitlist';
