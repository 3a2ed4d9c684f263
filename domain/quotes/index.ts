// The quote's rules, shared by the server and the browser.
export * from './premium';
export * from './status';
export * from './kinds';
export * from './quote';
export * from './period';
export * from './request';
export * from './comparison';
