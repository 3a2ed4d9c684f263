export * from './tenancy';
export * from './reference';
export * from './notifications';
export * from './accounts';
export * from './billing';
export * from './access';
export * from './brokerage';
export * from './book';
