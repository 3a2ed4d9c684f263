export * from './catalogue';
export * from './placeholders';
export * from './render';
export * from './template';
export * from './groups';
