// The API's contract: the envelope every answer shares and how a failure reads. The answers of
// each resource are in this folder, one file per resource (`domain/api/invoices.ts`, ...).
export * from './envelope';
export * from './failures';
