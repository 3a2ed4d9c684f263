export * from './ageing';
export * from './checklist';
export * from './claim';
export * from './moves';
export * from './status';
