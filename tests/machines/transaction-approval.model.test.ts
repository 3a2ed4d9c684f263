import { describe, expect, it } from 'vitest';
import { TestModel } from 'xstate/graph';
import { checkLines, linesOf } from '../../domain/journal';
import { linesReady } from '../../machines/transaction-approval/transaction-draft';
import { MY_PENDING_RENT } from '../../stories/transactions/fixtures';
import { eventsOf, leafOf, observableLeaves, replayParams, transitionPaths } from './support/model-paths';
import {
  createTransactionHarness,
  FAILURES,
  RENT_DRAFT,
  TRANSACTIONS,
  type TransactionActorName,
  type TransactionHarness,
} from './support/transaction-approval-harness';
import type { TransactionDetails } from '../../domain/transactions';
import type {
  SubmitInput,
  TransactionApprovalEvent,
  TransactionApprovalInput,
} from '../../machines/transaction-approval/transaction-approval.types';
import type { ActorLogic, SnapshotFrom } from 'xstate';

// Paths are generated from the machine definition with xstate/graph; each is then lived through by a
// real actor whose calls stay pending until the path says how they end.
type Snapshot = SnapshotFrom<TransactionHarness['machine']>;
type DoneEvent = { type: `xstate.done.actor.${TransactionActorName}`; output: TransactionDetails };
type ErrorEvent = { type: `xstate.error.actor.${TransactionActorName}`; error: unknown };
type ModelEvent = TransactionApprovalEvent | DoneEvent | ErrorEvent;

const done = (id: TransactionActorName, output: TransactionDetails): DoneEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: TransactionActorName, error: unknown): ErrorEvent => ({ type: `xstate.error.actor.${id}`, error });

/** Representative cases of every event; the model keeps those the current state can take. */
const MODEL_EVENTS: readonly ModelEvent[] = [
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

const ENTRIES: Record<string, TransactionApprovalInput> = {
  'the add page': { draft: RENT_DRAFT },
  'a details page': { refNo: 'JV-000014' },
};

function describeTransaction(snapshot: Snapshot) {
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

const eventName = (event: ModelEvent) => {
  const base = event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:');
  if ('output' in event) return `${base}(${event.output.status}${event.output.can_decide ? ', checker' : ''})`;
  if ('error' in event) return `${base}(${(event.error as { code?: string }).code})`;
  if (event.type === 'draft.editLine') return `${base}(${event.changes.credit})`;
  if (event.type === 'draft.edit') return `${base}(${event.changes.description ? 'described' : 'blank'})`;
  if (event.type === 'transaction.reject') return `${base}(${event.reason.trim() ? 'with reason' : 'blank'})`;
  if (event.type === 'transaction.decided') return `${base}(${event.refNo})`;
  return base;
};
const describePath = (events: readonly ModelEvent[]) => events.map(eventName).join(' → ') || '(start)';

function createModel(input: TransactionApprovalInput, serialize: (snapshot: Snapshot) => unknown) {
  const { machine } = createTransactionHarness(input);
  return new TestModel<Snapshot, ModelEvent, TransactionApprovalInput>(
    machine as unknown as ActorLogic<Snapshot, ModelEvent, TransactionApprovalInput>,
    {
      input,
      events: () => MODEL_EVENTS,
      // Lines stop at three, so the graph stays finite.
      filterEvents: (snapshot, event) =>
        snapshot.can(event as TransactionApprovalEvent) && !(event.type === 'draft.addLine' && snapshot.context.draft.lines.length >= 3),
      serializeState: (snapshot) => JSON.stringify(serialize(snapshot)),
      serializeEvent: (event) => eventName(event as ModelEvent),
    },
  );
}

const CALLS: [state: string, actor: TransactionActorName][] = [
  ['submitting', 'submitTransaction'],
  ['loading', 'loadTransaction'],
  ['pendingApproval.approving', 'approveTransaction'],
  ['pendingApproval.rejecting', 'rejectTransaction'],
  ['approved.reversing', 'reverseTransaction'],
];
const FAILED = ['draft.failed', 'loadFailed', 'pendingApproval.failed', 'approved.reverseFailed'];
const matches = (snapshot: Snapshot, path: string) => {
  const [parent, child] = path.split('.');
  return snapshot.matches((child ? { [parent!]: child } : parent) as Parameters<Snapshot['matches']>[0]);
};

/** Rules that hold in every state of every path, whatever led there. */
function expectTransactionRules(harness: TransactionHarness) {
  const snapshot = harness.state();
  const where = JSON.stringify(snapshot.value);
  const { failure, transaction } = snapshot.context;
  // One call runs in each busy state, none otherwise.
  for (const [state, actor] of CALLS) expect(harness.isRunning(actor), `${where}: ${actor}`).toBe(matches(snapshot, state));
  expect(snapshot.hasTag('busy'), where).toBe(CALLS.some(([state]) => matches(snapshot, state)));
  expect(failure !== null, where).toBe(FAILED.some((state) => matches(snapshot, state)));
  // What the screen shows matches the status the server last gave.
  if (snapshot.matches('pendingApproval')) expect(transaction?.status, where).toBe('pending');
  if (snapshot.matches('approved')) expect(transaction?.status, where).toBe('approved');
  if (snapshot.matches('rejected')) expect(transaction?.status, where).toBe('rejected');
  // Only balanced lines are ever sent; only a checker's decision is ever asked for.
  for (const call of harness.invocations) {
    if (call.id === 'submitTransaction') expect(checkLines(linesOf((call.input as SubmitInput).payload)), where).toEqual([]);
  }
  const decisions = harness.invocations.filter((call) => call.id === 'approveTransaction' || call.id === 'rejectTransaction');
  if (decisions.length > 0)
    expect(
      harness.invocations.some((call) => call.id === 'loadTransaction'),
      where,
    ).toBe(true);
  if (snapshot.matches({ pendingApproval: 'approving' }) || snapshot.matches({ pendingApproval: 'rejecting' }))
    expect(transaction?.can_decide, where).toBe(true);
}

const rulesOf = (harness: TransactionHarness, serialize: (snapshot: Snapshot) => unknown) =>
  replayParams(harness, MODEL_EVENTS, serialize, () => expectTransactionRules(harness));

describe.each(Object.entries(ENTRIES))('transaction approval model: %s', (_, input) => {
  const fine = createModel(input, describeTransaction);
  const shortest = fine.getShortestPaths({ allowDuplicatePaths: true });

  it.each(shortest.map((path) => [describePath(eventsOf(path)), path] as const))('shortest path %s', async (_name, path) => {
    const harness = createTransactionHarness(input).start();
    await path.test(rulesOf(harness, describeTransaction));
    harness.actor.stop();
  });

  // Every transition walked on its own: the shortest path to its source, then the transition.
  const coarseSerialize = (snapshot: Snapshot) => ({
    value: snapshot.value,
    ready: linesReady(snapshot.context.draft),
    lines: snapshot.context.draft.lines.length,
    status: snapshot.context.transaction?.status ?? null,
    canDecide: snapshot.context.transaction?.can_decide ?? null,
  });
  const coarse = createModel(input, coarseSerialize);
  const transitions = transitionPaths(coarse, coarseSerialize, describePath);

  it.each(transitions)('transition %s', async (_name, path) => {
    const harness = createTransactionHarness(input).start();
    await coarse.testPath(path, rulesOf(harness, coarseSerialize));
    harness.actor.stop();
  });
});

describe('transaction approval model: coverage', () => {
  it('reaches every leaf state a person can see from one of the entries, and no other', () => {
    const reached = new Set(
      Object.values(ENTRIES).flatMap((input) =>
        createModel(input, describeTransaction)
          .getShortestPaths({ allowDuplicatePaths: true })
          .map((path) => leafOf(path.state)),
      ),
    );
    const { machine } = createTransactionHarness();
    const observable = observableLeaves(machine);
    expect([...reached].sort()).toEqual(observable);
    expect(observable).toEqual([
      'approved.idle',
      'approved.reverseFailed',
      'approved.reversing',
      'draft.editing',
      'draft.failed',
      'loadFailed',
      'loading',
      'pendingApproval.approving',
      'pendingApproval.failed',
      'pendingApproval.idle',
      'pendingApproval.rejecting',
      'rejected',
      'submitting',
    ]);
  });
});
