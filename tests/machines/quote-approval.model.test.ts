import { describe, expect, it } from 'vitest';
import { TestModel } from 'xstate/graph';
import { canMove, type QuoteStatus } from '../../domain/quotes';
import { eventsOf, leafOf, observableLeaves, replayParams, transitionPaths } from './support/model-paths';
import {
  AXA_QUOTE,
  CHECKER,
  COMPARISON,
  createQuoteHarness,
  FAILURES,
  MAKER,
  NEW_QUOTE,
  opening,
  QUOTE_ID,
  QUOTES,
  type QuoteActorName,
  type QuoteHarness,
} from './support/quote-approval-harness';
import type { QuoteApprovalEvent, QuoteApprovalInput, QuoteDetails } from '../../machines/quote-approval/quote-approval.types';
import type { ActorLogic, SnapshotFrom } from 'xstate';

// Paths are generated from the machine definition with xstate/graph; each is then lived through by a
// real actor whose calls stay pending until the path says how they end.
type Snapshot = SnapshotFrom<QuoteHarness['machine']>;
type DoneEvent = { type: `xstate.done.actor.${QuoteActorName}`; output: QuoteDetails | QuoteDetails[] };
type ErrorEvent = { type: `xstate.error.actor.${QuoteActorName}`; error: unknown };
type ModelEvent = QuoteApprovalEvent | DoneEvent | ErrorEvent;

const done = (id: QuoteActorName, output: QuoteDetails | QuoteDetails[]): DoneEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: QuoteActorName, error: unknown): ErrorEvent => ({ type: `xstate.error.actor.${id}`, error });

/** The draft a copy makes: another quote, which the page would open. */
const COPY_ID = '0c0c0c0c-1111-4222-8333-444444444444';

/** Representative cases of every event; the model keeps those the current state can take. */
const MODEL_EVENTS: readonly ModelEvent[] = [
  { type: 'quote.edit', changes: { nameOfInsured: '' } },
  { type: 'quote.edit', changes: { nameOfInsured: 'Chinedu Okafor' } },
  { type: 'quote.save' },
  { type: 'quote.submit' },
  done('saveQuote', QUOTES.draft),
  failed('saveQuote', FAILURES.network),
  failed('saveQuote', FAILURES.invalid),
  done('submitQuote', QUOTES.pending),
  failed('submitQuote', FAILURES.invalid),
  { type: 'quote.compare', productIds: ['product-axa-motor'] },
  done('compareQuote', COMPARISON),
  failed('compareQuote', FAILURES.network),
  { type: 'quote.choose', quoteId: AXA_QUOTE.quote_id },
  done('chooseQuote', AXA_QUOTE),
  failed('chooseQuote', FAILURES.decided),
  { type: 'quote.closeComparison' },
  done('loadQuote', QUOTES.pending),
  done('loadQuote', QUOTES.approved),
  done('loadQuote', QUOTES.rejected),
  done('loadQuote', QUOTES.accepted),
  done('loadQuote', QUOTES.expired),
  done('loadQuote', QUOTES.notTaken),
  failed('loadQuote', FAILURES.network),
  { type: 'quote.retry' },
  { type: 'quote.dismiss' },
  { type: 'quote.approve' },
  { type: 'quote.reject', reason: 'The client wants third party only' },
  done('approveQuote', QUOTES.approved),
  failed('approveQuote', FAILURES.makerApproves),
  failed('approveQuote', FAILURES.decided),
  done('rejectQuote', QUOTES.rejected),
  failed('rejectQuote', FAILURES.network),
  { type: 'quote.revise' },
  { type: 'quote.approvalAnswered', quoteId: QUOTE_ID },
  { type: 'quote.approvalAnswered', quoteId: AXA_QUOTE.quote_id },
  { type: 'quote.approvalRequested', quoteId: QUOTE_ID },
  { type: 'quote.send', startDate: '2026-04-01' },
  done('sendQuote', QUOTES.sent),
  failed('sendQuote', FAILURES.notSendable),
  { type: 'quote.accept' },
  { type: 'quote.decline', reason: 'Too dear' },
  done('respondToQuote', QUOTES.accepted),
  done('respondToQuote', QUOTES.declined),
  failed('respondToQuote', FAILURES.network),
  { type: 'quote.convert' },
  done('convertQuote', QUOTES.converted),
  failed('convertQuote', FAILURES.converted),
  { type: 'quote.copy' },
  done('copyQuote', { ...QUOTES.draft, quote_id: COPY_ID, revision_of: QUOTE_ID }),
  failed('copyQuote', FAILURES.network),
  done('loadQuote', QUOTES.declined),
];

const ENTRIES: Record<string, QuoteApprovalInput> = {
  'a new quote by its maker': NEW_QUOTE,
  'a checker opening it': opening(CHECKER),
  'its maker opening it': opening(MAKER),
};

const describeQuote = (snapshot: Snapshot) => {
  const { failure, quote, form, quoteId, comparison } = snapshot.context;
  return {
    value: snapshot.value,
    named: Boolean(form.nameOfInsured),
    quoteId,
    status: quote?.status ?? null,
    compared: comparison.length,
    thenSubmit: snapshot.context.submitAfterSave,
    failure: failure ? (failure.code ?? 'form') : null,
  };
};

const eventName = (event: ModelEvent) => {
  const base = event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:');
  if ('output' in event) return `${base}(${Array.isArray(event.output) ? 'comparison' : event.output.status})`;
  if ('error' in event) return `${base}(${(event.error as { code?: string }).code})`;
  if (event.type === 'quote.edit') return `${base}(${event.changes.nameOfInsured ? 'named' : 'blank'})`;
  if ('quoteId' in event) return `${base}(${event.quoteId === QUOTE_ID ? 'this' : 'other'})`;
  return base;
};
const describePath = (events: readonly ModelEvent[]) => events.map(eventName).join(' → ') || '(start)';

function createModel(input: QuoteApprovalInput, serialize: (snapshot: Snapshot) => unknown) {
  const { machine } = createQuoteHarness(input);
  return new TestModel<Snapshot, ModelEvent, QuoteApprovalInput>(
    machine as unknown as ActorLogic<Snapshot, ModelEvent, QuoteApprovalInput>,
    {
      input,
      events: () => MODEL_EVENTS,
      filterEvents: (snapshot, event) => snapshot.can(event as QuoteApprovalEvent),
      serializeState: (snapshot) => JSON.stringify(serialize(snapshot)),
      serializeEvent: (event) => eventName(event as ModelEvent),
    },
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
