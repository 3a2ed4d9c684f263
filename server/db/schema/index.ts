export * from './tenancy';
export * from './reference';
