export * from './ageing';
export * from './checklist';
export * from './claim';
export * from './claim-record';
export * from './moves';
export * from './reference';
export * from './status';
