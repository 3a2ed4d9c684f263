// The policy's rules, shared by the server and the browser.
export * from './status';
export * from './pro-rata';
export * from './policy';
export * from './reminders';
export * from './renewal';
export * from './endorsement';
export * from './endorsement-record';
export * from './refund';
