import { MAKER_CANNOT_APPROVE, moveRefusal } from '../../domain/quotes';
import { ApiFailure } from '../../src/api/errors';
import { AXA_QUOTE, CHECKER, COMPARISON, MAKER, MOTOR_FORM, MOTOR_TERMS, QUOTE_ID, QUOTES } from '../quotes/fixtures';
import type { QuoteApprovalMachine } from '../../machines/quote-approval/quote-approval.machine';
import type { QuoteApprovalEvent, QuoteApprovalInput, QuoteDetails } from '../../machines/quote-approval/quote-approval.types';
import type { MachineModel } from '../support/machine-model';
import type { SnapshotFrom } from 'xstate';

// The quote approval's model: the event cases its model-based tests walk, which the walker and the
// paths on its Diagram page offer too.

/** The invoke ids: approving and rejecting call the one decideQuote source under their own ids. */
export type QuoteActorName =
  | 'loadQuote'
  | 'saveQuote'
  | 'submitQuote'
  | 'compareQuote'
  | 'chooseQuote'
  | 'approveQuote'
  | 'rejectQuote'
  | 'sendQuote'
  | 'respondToQuote'
  | 'convertQuote'
  | 'copyQuote';

type Snapshot = SnapshotFrom<QuoteApprovalMachine>;

export const FAILURES = {
  network: new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR'),
  makerApproves: new ApiFailure(MAKER_CANNOT_APPROVE, 403, 'FORBIDDEN'),
  decided: new ApiFailure(moveRefusal('approve', 'approved'), 409, 'CONFLICT'),
  notSendable: new ApiFailure(moveRefusal('send', 'accepted'), 409, 'CONFLICT'),
  converted: new ApiFailure(moveRefusal('convert', 'converted'), 409, 'CONFLICT'),
  invalid: new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', { rate: 'The premium works out at nothing' }),
};

export const NEW_QUOTE: QuoteApprovalInput = { viewer: MAKER, kind: 'motor', form: MOTOR_FORM, productTerms: MOTOR_TERMS };
export const opening = (viewer = CHECKER): QuoteApprovalInput => ({ viewer, quoteId: QUOTE_ID });

type DoneEvent = { type: `xstate.done.actor.${QuoteActorName}`; output: QuoteDetails | QuoteDetails[] };
type ErrorEvent = { type: `xstate.error.actor.${QuoteActorName}`; error: unknown };
export type QuoteModelEvent = QuoteApprovalEvent | DoneEvent | ErrorEvent;
type ModelEvent = QuoteModelEvent;

const done = (id: QuoteActorName, output: QuoteDetails | QuoteDetails[]): DoneEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: QuoteActorName, error: unknown): ErrorEvent => ({ type: `xstate.error.actor.${id}`, error });

/** The draft a copy makes: another quote, which the page would open. */
export const COPY_ID = '0c0c0c0c-1111-4222-8333-444444444444';

/** Representative cases of every event; the model keeps those the current state can take. */
export const MODEL_EVENTS: readonly ModelEvent[] = [
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

export const ENTRIES: Record<string, QuoteApprovalInput> = {
  'a new quote by its maker': NEW_QUOTE,
  'a checker opening it': opening(CHECKER),
  'its maker opening it': opening(MAKER),
};

export function describeQuote(snapshot: Snapshot) {
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
}

export const eventName = (event: ModelEvent) => {
  const base = event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:');
  if ('output' in event) return `${base}(${Array.isArray(event.output) ? 'comparison' : event.output.status})`;
  if ('error' in event) return `${base}(${(event.error as { code?: string }).code})`;
  if (event.type === 'quote.edit') return `${base}(${event.changes.nameOfInsured ? 'named' : 'blank'})`;
  if ('quoteId' in event) return `${base}(${event.quoteId === QUOTE_ID ? 'this' : 'other'})`;
  return base;
};

export const quoteApprovalModel: MachineModel<QuoteModelEvent> = {
  events: MODEL_EVENTS,
  eventName,
  serialize: (snapshot) => describeQuote(snapshot as Snapshot),
  entries: ENTRIES,
  labels: {
    'quote.save': 'save',
    'quote.submit': 'submit for approval',
    'quote.compare': 'compare with other insurers',
    'quote.choose': 'keep this price',
    'quote.approve': 'approve',
    'quote.reject': 'reject',
    'quote.send': 'send to the client',
    'quote.accept': 'the client accepts',
    'quote.decline': 'the client declines',
    'quote.convert': 'convert to an invoice',
    'quote.copy': 'copy into a new draft',
    'xstate.done.actor.loadQuote': 'the quote loads',
  },
};
