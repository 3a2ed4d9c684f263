// The ledger service: what invoices, payments, remittances, refunds and endorsements call, inside
// their own database transaction, to post to the books.
export {
  bankAccountFor,
  clientAccount,
  findClientAccount,
  insurerPayableAccount,
  lockAccountCodes,
  openClientAccount,
  systemAccount,
} from './accounts';
export type { LedgerAccountRow } from './accounts';
export { movementsByAccount, movementsToDate, openingAndPeriodMovements } from './balances';
export type { Folding, Movement } from './balances';
export { ensureBooks, ensureBooksEverywhere } from './books';
export { openPeriodFor } from './periods';
export { approveEntry, postEntry, proposeEntry, rejectEntry, reverseEntry } from './post';
export type { EntryInput, JournalEntryRow, PostingLine } from './post';
