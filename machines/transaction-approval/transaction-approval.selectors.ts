import { draftTotals } from './transaction-draft';
import type { TransactionApprovalMachine } from './transaction-approval.machine';
import type { SnapshotFrom } from 'xstate';

type Snapshot = SnapshotFrom<TransactionApprovalMachine>;

/** What a transaction screen shows: one slot per state. */
export type TransactionSlot =
  'draft' | 'submitting' | 'loading' | 'loadFailed' | 'pending' | 'approving' | 'rejecting' | 'approved' | 'reversing' | 'rejected';

export const selectSlot = (s: Snapshot): TransactionSlot => {
  if (s.matches('submitting')) return 'submitting';
  if (s.matches('loading')) return 'loading';
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.matches({ pendingApproval: 'approving' })) return 'approving';
  if (s.matches({ pendingApproval: 'rejecting' })) return 'rejecting';
  if (s.matches('pendingApproval')) return 'pending';
  if (s.matches({ approved: 'reversing' })) return 'reversing';
  if (s.matches('approved')) return 'approved';
  if (s.matches('rejected')) return 'rejected';
  return 'draft';
};

export const selectDraft = (s: Snapshot) => s.context.draft;
export const selectTransaction = (s: Snapshot) => s.context.transaction;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
/** The lines balance and keep every rule: the form may be sent. */
export const selectCanSubmit = (s: Snapshot) => s.can({ type: 'draft.submit' });
export const selectCanRemoveLine = (s: Snapshot) => s.can({ type: 'draft.removeLine', index: 0 });
export const selectCanDecide = (s: Snapshot) => s.can({ type: 'transaction.approve' });
export const selectCanReverse = (s: Snapshot) => s.can({ type: 'transaction.reverse' });
/** Debits, credits and their difference in minor units of the draft's currency. */
export const selectDraftTotals = (s: Snapshot) => draftTotals(s.context.draft);
