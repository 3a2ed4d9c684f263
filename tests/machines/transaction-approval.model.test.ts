import { describe, expect, it } from 'vitest';
import { checkLines, linesOf } from '../../domain/journal';
import { linesReady } from '../../machines/transaction-approval/transaction-draft';
import {
  describeTransaction,
  ENTRIES,
  eventName,
  MODEL_EVENTS,
  transactionApprovalModel,
  type TransactionModelEvent as ModelEvent,
} from '../../stories/machines/transaction-approval.model';
import { testModelOf } from '../../stories/support/machine-model';
import { eventsOf, leafOf, observableLeaves, replayParams, transitionPaths } from './support/model-paths';
import { createTransactionHarness, type TransactionActorName, type TransactionHarness } from './support/transaction-approval-harness';
import type { SubmitInput, TransactionApprovalInput } from '../../machines/transaction-approval/transaction-approval.types';
import type { SnapshotFrom } from 'xstate';

// Paths are generated from the machine definition with xstate/graph; each is then lived through by a
// real actor whose calls stay pending until the path says how they end.
type Snapshot = SnapshotFrom<TransactionHarness['machine']>;
const describePath = (events: readonly ModelEvent[]) => events.map(eventName).join(' → ') || '(start)';

function createModel(input: TransactionApprovalInput, serialize: (snapshot: Snapshot) => unknown) {
  const { machine } = createTransactionHarness(input);
  return testModelOf<Snapshot, ModelEvent, TransactionApprovalInput>(machine, transactionApprovalModel, input, (snapshot) =>
    serialize(snapshot as Snapshot),
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
