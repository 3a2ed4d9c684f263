import { linesReady } from '../../machines/transaction-approval/transaction-draft';
import { ApiFailure } from '../../src/api/errors';
import { APPROVED_RENT, MY_PENDING_RENT, PENDING_RENT, REJECTED_RENT, RENT_DRAFT, REVERSAL } from '../transactions/fixtures';
import type { TransactionDetails } from '../../domain/transactions';
import type { TransactionApprovalMachine } from '../../machines/transaction-approval/transaction-approval.machine';
import type { TransactionApprovalEvent, TransactionApprovalInput } from '../../machines/transaction-approval/transaction-approval.types';
import type { MachineModel } from '../support/machine-model';
import type { SnapshotFrom } from 'xstate';

// The transaction approval's model: the event cases its model-based tests walk, which the walker
// and the paths on its Diagram page offer too.

export type TransactionActorName =
  'loadTransaction' | 'submitTransaction' | 'approveTransaction' | 'rejectTransaction' | 'reverseTransaction';

type Snapshot = SnapshotFrom<TransactionApprovalMachine>;
type DoneEvent = { type: `xstate.done.actor.${TransactionActorName}`; output: TransactionDetails };
type ErrorEvent = { type: `xstate.error.actor.${TransactionActorName}`; error: unknown };
export type TransactionModelEvent = TransactionApprovalEvent | DoneEvent | ErrorEvent;
type ModelEvent = TransactionModelEvent;

export const TRANSACTIONS = { pending: PENDING_RENT, approved: APPROVED_RENT, rejected: REJECTED_RENT, reversal: REVERSAL };

export const FAILURES = {
  network: new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR'),
  closedPeriod: new ApiFailure('The accounting period FY 2025 is closed; nothing more can be posted into it', 409, 'PERIOD_CLOSED', {
    transactionDate: 'The accounting period FY 2025 is closed; nothing more can be posted into it',
  }),
  decided: new ApiFailure('This transaction has already been decided', 409, 'CONFLICT'),
  notFound: new ApiFailure('Transaction not found', 404, 'NOT_FOUND'),
};

const done = (id: TransactionActorName, output: TransactionDetails): DoneEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: TransactionActorName, error: unknown): ErrorEvent => ({ type: `xstate.error.actor.${id}`, error });

/** Representative cases of every event; the model keeps those the current state can take. */
export const MODEL_EVENTS: readonly ModelEvent[] = [
  { type: 'draft.editLine', index: 1, changes: { credit: '249,999.99' } },
  { type: 'draft.editLine', index: 1, changes: { credit: '250,000.00' } },
  { type: 'draft.edit', changes: { description: '' } },
  { type: 'draft.edit', changes: { description: 'Office rent for March' } },
  { type: 'draft.addLine' },
  { type: 'draft.removeLine', index: 2 },
  { type: 'draft.submit' },
  done('submitTransaction', MY_PENDING_RENT),
  failed('submitTransaction', FAILURES.closedPeriod),
  done('loadTransaction', TRANSACTIONS.pending),
  done('loadTransaction', MY_PENDING_RENT),
  done('loadTransaction', TRANSACTIONS.approved),
  done('loadTransaction', TRANSACTIONS.rejected),
  failed('loadTransaction', FAILURES.notFound),
  { type: 'transaction.retry' },
  { type: 'transaction.approve' },
  { type: 'transaction.reject', reason: 'The invoice says ₦240,000' },
  { type: 'transaction.reject', reason: '   ' },
  done('approveTransaction', TRANSACTIONS.approved),
  failed('approveTransaction', FAILURES.network),
  failed('approveTransaction', FAILURES.decided),
  failed('approveTransaction', FAILURES.closedPeriod),
  done('rejectTransaction', TRANSACTIONS.rejected),
  failed('rejectTransaction', FAILURES.network),
  { type: 'transaction.dismiss' },
  { type: 'transaction.decided', refNo: 'jv-000014' },
  { type: 'transaction.decided', refNo: 'JV-000099' },
  { type: 'transaction.reverse', transactionDate: '2026-03-31' },
  done('reverseTransaction', TRANSACTIONS.reversal),
  failed('reverseTransaction', FAILURES.closedPeriod),
];

export const ENTRIES: Record<string, TransactionApprovalInput> = {
  'the add page': { draft: RENT_DRAFT },
  'a details page': { refNo: 'JV-000014' },
};

export function describeTransaction(snapshot: Snapshot) {
  const { draft, failure, transaction } = snapshot.context;
  return {
    value: snapshot.value,
    lines: draft.lines.length,
    ready: linesReady(draft),
    described: draft.description !== '',
    failure: failure ? (failure.code ?? 'form') : null,
    status: transaction?.status ?? null,
    canDecide: transaction?.can_decide ?? null,
    reversedBy: transaction?.reversed_by_ref_no ?? null,
  };
}

export const eventName = (event: ModelEvent) => {
  const base = event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:');
  if ('output' in event) return `${base}(${event.output.status}${event.output.can_decide ? ', checker' : ''})`;
  if ('error' in event) return `${base}(${(event.error as { code?: string }).code})`;
  if (event.type === 'draft.editLine') return `${base}(${event.changes.credit})`;
  if (event.type === 'draft.edit') return `${base}(${event.changes.description ? 'described' : 'blank'})`;
  if (event.type === 'transaction.reject') return `${base}(${event.reason.trim() ? 'with reason' : 'blank'})`;
  if (event.type === 'transaction.decided') return `${base}(${event.refNo})`;
  return base;
};

export const transactionApprovalModel: MachineModel<TransactionModelEvent> = {
  events: MODEL_EVENTS,
  eventName,
  serialize: (snapshot) => describeTransaction(snapshot as Snapshot),
  // Lines stop at three, so the graph stays finite.
  keeps: (snapshot, event) => !(event.type === 'draft.addLine' && (snapshot as Snapshot).context.draft.lines.length >= 3),
  entries: ENTRIES,
  labels: {
    'draft.submit': 'submit for approval',
    'xstate.done.actor.loadTransaction': 'the transaction loads',
    'xstate.done.actor.submitTransaction': 'submission succeeds',
    'transaction.approve': 'approve',
    'transaction.reject': 'reject',
  },
};
