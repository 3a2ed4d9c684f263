export * from './status';
export * from './subjects';
export * from './settings';
export * from './request';
export * from './link';
