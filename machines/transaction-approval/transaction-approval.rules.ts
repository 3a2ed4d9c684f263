import type { GuardRules } from '../guard-rules';

const ACCOUNTING = 'Back-office specification §4 States and transitions › Accounting periods and accounts';
const APPROVAL = 'Back-office specification §7 The calls it makes › Real-time channel (transaction approval request and response)';
const MACHINE_TEST = 'tests/machines/transaction-approval.machine.test.ts';
const none = (decides: string, spec = APPROVAL) => ({ calls: null, decides, spec, test: MACHINE_TEST });

/** The rules behind each guard of the transaction approval (transaction-approval.machine.ts). */
export const transactionApprovalRules: GuardRules = {
  startsFromRef: none('The machine opens an existing transaction (a details page) rather than a new draft (the add page).'),
  linesReady: {
    calls: 'domain/journal.ts checkLines',
    decides:
      'Every line names an account and readable amounts, and the lines balance (through machines/transaction-approval/transaction-draft.ts linesReady).',
    spec: ACCOUNTING,
    test: 'tests/machines/transaction-approval.model.test.ts',
  },
  draftValid: {
    calls: 'domain/validation.ts validatePayload',
    decides:
      'The draft passes the transaction payload’s rules and its lines balance (transaction-draft.ts draftProblems, with checkLines).',
    spec: ACCOUNTING,
    test: 'tests/domain/validation.test.ts',
  },
  hasManyLines: none('More than two lines are left, so one may be removed: a journal entry keeps at least two.', ACCOUNTING),
  isPending: none('The loaded transaction is pending approval, as the server says.'),
  isApproved: none('The loaded transaction is approved, as the server says.'),
  canDecide: none('The server says this viewer may decide (a checker who is not its maker).'),
  hasReason: none('A rejection carries a reason of 1 to 250 characters.'),
  canReverse: none('A manual transaction not yet reversed may be reversed.', ACCOUNTING),
  decidedElsewhere: none('The server refused the decision as a conflict: someone else decided first.'),
  isThisOne: none('An approval response heard on the socket is about the transaction on screen.'),
};
