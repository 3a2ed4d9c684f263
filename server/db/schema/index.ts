export * from './tenancy';
export * from './reference';
export * from './notifications';
