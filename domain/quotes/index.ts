// The quote's rules, shared by the server and the browser.
export * from './premium';
