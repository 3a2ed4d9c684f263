import { describe, expect, it } from 'vitest';
import { canMove, type QuoteStatus } from '../../domain/quotes';
import {
  COPY_ID,
  describeQuote,
  ENTRIES,
  eventName,
  MODEL_EVENTS,
  quoteApprovalModel,
  type QuoteModelEvent as ModelEvent,
} from '../../stories/machines/quote-approval.model';
import { testModelOf } from '../../stories/support/machine-model';
import { eventsOf, leafOf, observableLeaves, replayParams, transitionPaths } from './support/model-paths';
import { createQuoteHarness, QUOTE_ID, QUOTES, type QuoteActorName, type QuoteHarness } from './support/quote-approval-harness';
import type { QuoteApprovalInput } from '../../machines/quote-approval/quote-approval.types';
import type { SnapshotFrom } from 'xstate';

// Paths are generated from the machine definition with xstate/graph; each is then lived through by a
// real actor whose calls stay pending until the path says how they end.
type Snapshot = SnapshotFrom<QuoteHarness['machine']>;
const describePath = (events: readonly ModelEvent[]) => events.map(eventName).join(' → ') || '(start)';

function createModel(input: QuoteApprovalInput, serialize: (snapshot: Snapshot) => unknown) {
  const { machine } = createQuoteHarness(input);
  return testModelOf<Snapshot, ModelEvent, QuoteApprovalInput>(machine, quoteApprovalModel, input, (snapshot) =>
    serialize(snapshot as Snapshot),
  );
}

const CALLS: [state: string, actor: QuoteActorName][] = [
  ['loading', 'loadQuote'],
  ['saving', 'saveQuote'],
  ['submitting', 'submitQuote'],
  ['comparing.pricing', 'compareQuote'],
  ['comparing.keeping', 'chooseQuote'],
  ['pendingApproval.approving', 'approveQuote'],
  ['pendingApproval.rejecting', 'rejectQuote'],
  ['sending', 'sendQuote'],
  ['responding', 'respondToQuote'],
  ['converting', 'convertQuote'],
  ['copying', 'copyQuote'],
];
const FAILED = [
  'loadFailed',
  'drafting.failed',
  'comparing.pricingFailed',
  'comparing.chooseFailed',
  'pendingApproval.failed',
  'approved.failed',
  'sent.failed',
  'accepted.failed',
  'copyFailed',
];
const matches = (snapshot: Snapshot, path: string) => {
  const [parent, child] = path.split('.');
  return snapshot.matches((child ? { [parent!]: child } : parent) as Parameters<Snapshot['matches']>[0]);
};
const RESTING: [state: string, status: QuoteStatus][] = [
  ['pendingApproval', 'pending approval'],
  ['approved', 'approved'],
  ['sent', 'sent'],
  ['rejected', 'rejected'],
  ['accepted', 'accepted'],
  ['declined', 'declined'],
  ['converted', 'converted'],
  ['expired', 'expired'],
];

/** Rules that hold in every state of every path, whatever led there. */
function expectQuoteRules(harness: QuoteHarness) {
  const snapshot = harness.state();
  const where = JSON.stringify(snapshot.value);
  const { failure, quote, viewer } = snapshot.context;
  // One call runs in each busy state, none otherwise.
  for (const [state, actor] of CALLS) expect(harness.isRunning(actor), `${where}: ${actor}`).toBe(matches(snapshot, state));
  expect(snapshot.hasTag('busy'), where).toBe(CALLS.some(([state]) => matches(snapshot, state)));
  expect(failure !== null, where).toBe(FAILED.some((state) => matches(snapshot, state)));
  // What the panel shows matches the status the server last gave.
  for (const [state, status] of RESTING) if (snapshot.matches(state as never)) expect(quote?.status, where).toBe(status);
  // The maker never asks to decide their own quote; only a holder of Approve Quote asks at all.
  for (const call of harness.invocations.filter((c) => c.id === 'approveQuote' || c.id === 'rejectQuote')) {
    expect(viewer.mayApprove, where).toBe(true);
    expect(viewer.userId, where).not.toBe(QUOTES.pending.created_by?.user_id);
    expect(call.input, where).toMatchObject({ quoteId: QUOTE_ID });
  }
  // Only an approved or sent quote is sent or answered; only an accepted one converted.
  const sendsFrom = (id: QuoteActorName, move: 'send' | 'accept' | 'convert') =>
    matches(snapshot, id === 'sendQuote' ? 'sending' : id === 'respondToQuote' ? 'responding' : 'converting') &&
    expect(canMove(quote!.status as QuoteStatus, move), where).toBe(true);
  sendsFrom('sendQuote', 'send');
  sendsFrom('respondToQuote', 'accept');
  sendsFrom('convertQuote', 'convert');
  // Only a person who may prepare quotes copies one, and the copy never changes the quote on the page.
  for (const call of harness.invocations.filter((c) => c.id === 'copyQuote')) {
    expect(viewer.mayPrepare, where).toBe(true);
    expect(call.input, where).toEqual({ kind: 'motor', quoteId: QUOTE_ID });
  }
  expect(snapshot.context.quoteId === COPY_ID, where).toBe(false);
}

const rulesOf = (harness: QuoteHarness, serialize: (snapshot: Snapshot) => unknown) =>
  replayParams(harness, MODEL_EVENTS, serialize, () => expectQuoteRules(harness));

describe.each(Object.entries(ENTRIES))('quote approval model: %s', (_, input) => {
  const fine = createModel(input, describeQuote);
  const shortest = fine.getShortestPaths({ allowDuplicatePaths: true });

  it.each(shortest.map((path) => [describePath(eventsOf(path)), path] as const))('shortest path %s', async (_name, path) => {
    const harness = createQuoteHarness(input).start();
    await path.test(rulesOf(harness, describeQuote));
    harness.actor.stop();
  });

  // Every transition walked on its own: the shortest path to its source, then the transition.
  const coarseSerialize = (snapshot: Snapshot) => ({
    value: snapshot.value,
    named: Boolean(snapshot.context.form.nameOfInsured),
    saved: snapshot.context.quoteId !== null,
    thenSubmit: snapshot.context.submitAfterSave,
    status: snapshot.context.quote?.status ?? null,
  });
  const coarse = createModel(input, coarseSerialize);
  const transitions = transitionPaths(coarse, coarseSerialize, describePath);

  it.each(transitions)('transition %s', async (_name, path) => {
    const harness = createQuoteHarness(input).start();
    await coarse.testPath(path, rulesOf(harness, coarseSerialize));
    harness.actor.stop();
  });
});

describe('quote approval model: coverage', () => {
  it('reaches every leaf state a person can see from one of the entries, and no other', () => {
    const reached = new Set(
      Object.values(ENTRIES).flatMap((input) =>
        createModel(input, describeQuote)
          .getShortestPaths({ allowDuplicatePaths: true })
          .map((path) => leafOf(path.state)),
      ),
    );
    const { machine } = createQuoteHarness();
    const observable = observableLeaves(machine);
    expect([...reached].sort()).toEqual(observable);
    expect(observable).toHaveLength(31);
  });
});
