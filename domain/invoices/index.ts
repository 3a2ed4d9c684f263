// The invoice lifecycle's rules, shared by the server and the browser.
export * from './vocabulary';
export * from './status';
export * from './actions';
export * from './money';
export * from './payment';
export * from './remittance';
export * from './receipts';
export * from './deletion';
export * from './invoice';
export * from './update';
export * from './outcomes';
export { addDays } from './dates';
