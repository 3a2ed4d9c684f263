import { describe, expect, it } from 'vitest';
import { getStateNodes, TestModel, type AdjacencyValue, type TestParam } from 'xstate/graph';
import {
  AddPaymentPayload,
  InvoiceUpdatePayload,
  normaliseStatus,
  PremiumRemittancePayload,
  VatRemittancePayload,
  type DeletionRequestDetail,
  type Invoice,
} from '../../domain/invoices';
import { validatePayload } from '../../domain/validation';
import {
  paymentProblems,
  premiumProblems,
  receiptProblems,
  updateProblems,
  vatProblems,
  deletionProblems,
} from '../../machines/invoice-lifecycle/invoice-forms';
import {
  DELETED_INVOICE,
  DELETION_REQUEST,
  PAID_INVOICE,
  PARTLY_PAID_INVOICE,
  PENDING_DELETION_INVOICE,
  PENDING_INVOICE,
} from '../../stories/invoices/fixtures';
import {
  createInvoiceHarness,
  FAILURES,
  RECEIPT_FILE,
  type InvoiceActorName,
  type InvoiceHarness,
} from './support/invoice-lifecycle-harness';
import { observableLeaves, transitionPaths } from './support/model-paths';
import type { InvoiceLifecycleEvent, InvoiceLifecycleInput } from '../../machines/invoice-lifecycle/invoice-lifecycle.types';
import type { ActorLogic, SnapshotFrom } from 'xstate';

// Paths are generated from the machine definition with xstate/graph; each is then lived through by a
// real actor whose calls stay pending until the path says how they end.
type Snapshot = SnapshotFrom<InvoiceHarness['machine']>;
type Output = Invoice | DeletionRequestDetail;
type DoneEvent = { type: `xstate.done.actor.${InvoiceActorName}`; output: Output };
type ErrorEvent = { type: `xstate.error.actor.${InvoiceActorName}`; error: unknown };
type ModelEvent = InvoiceLifecycleEvent | DoneEvent | ErrorEvent;

const done = (id: InvoiceActorName, output: Output): DoneEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: InvoiceActorName, error: unknown): ErrorEvent => ({ type: `xstate.error.actor.${id}`, error });

const ENDORSED_PAID: Invoice = { ...PAID_INVOICE, transaction_type: 'POLICY_EDORSEMENT' };
const REMITTED: Invoice = {
  ...PAID_INVOICE,
  amount_unremitted: '0.00',
  remitted: '1093750.00',
  remitted_status: 'Fully Remitted',
  vat_remitted: '11718.75',
};
const ARCHIVED: Invoice = { ...PENDING_INVOICE, status: 'archived' };
const FIXTURES = new Map<Invoice, string>([
  [PENDING_INVOICE, 'pending'],
  [PARTLY_PAID_INVOICE, 'partly'],
  [PAID_INVOICE, 'paid'],
  [ENDORSED_PAID, 'endorsedPaid'],
  [REMITTED, 'remitted'],
  [PENDING_DELETION_INVOICE, 'pendingDeletion'],
  [DELETED_INVOICE, 'deleted'],
  [ARCHIVED, 'archived'],
]);

/** Representative cases of every event; the model keeps those the current state can take. */
const MODEL_EVENTS: readonly ModelEvent[] = [
  ...[PENDING_INVOICE, PARTLY_PAID_INVOICE, PAID_INVOICE, PENDING_DELETION_INVOICE, DELETED_INVOICE, ARCHIVED].map((invoice) =>
    done('loadInvoice', invoice),
  ),
  failed('loadInvoice', FAILURES.notFound),
  { type: 'invoice.retry' },
  { type: 'invoice.pay' },
  { type: 'invoice.remitPremium' },
  { type: 'invoice.remitVat' },
  { type: 'invoice.uploadReceipt', remittanceId: 'rl-1' },
  { type: 'invoice.uploadVatReceipt', vatRemitId: 'vl-1' },
  { type: 'invoice.update' },
  { type: 'invoice.delete' },
  { type: 'invoice.editPayment', changes: { modeOfPayment: 'Cash', amount: '1000.00' } },
  { type: 'invoice.editPayment', changes: { amount: 'abc' } },
  { type: 'invoice.choosePaymentMode', mode: 'Direct to Insurer' },
  {
    type: 'invoice.editPremiumRemittance',
    changes: { remittanceType: 'Full Remittance', remittanceMode: 'Bank Transfer', remittanceBankName: 'Access Bank' },
  },
  { type: 'invoice.editPremiumRemittance', changes: { remittanceMode: '' } },
  {
    type: 'invoice.editVatRemittance',
    changes: { remittanceType: 'Full Remittance', remittanceMode: 'Bank Transfer', remittanceBankName: 'GTBank' },
  },
  { type: 'invoice.editVatRemittance', changes: { remittanceMode: 'Other' } },
  { type: 'invoice.editReceipt', receiptNumber: 'LW-2026-0142' },
  { type: 'invoice.editReceipt', receiptNumber: '' },
  { type: 'invoice.chooseReceiptFile', file: RECEIPT_FILE },
  { type: 'invoice.editUpdate', changes: { endDate: '2027-02-28' } },
  { type: 'invoice.editUpdate', changes: { endDate: '2026-01-01' } },
  { type: 'invoice.editReason', reason: 'Raised twice' },
  { type: 'invoice.editReason', reason: '' },
  { type: 'invoice.submit' },
  { type: 'invoice.close' },
  { type: 'invoice.createPolicy' },
  { type: 'invoice.skipPolicy' },
  { type: 'invoice.acceptDeletion' },
  { type: 'invoice.rejectDeletion' },
  done('addPayment', PAID_INVOICE),
  done('addPayment', ENDORSED_PAID),
  failed('addPayment', FAILURES.clientAccountMissing),
  failed('addPayment', FAILURES.network),
  done('remitPremium', REMITTED),
  failed('remitPremium', FAILURES.network),
  done('remitVat', REMITTED),
  failed('remitVat', FAILURES.network),
  done('uploadReceipt', PAID_INVOICE),
  failed('uploadReceipt', FAILURES.network),
  done('uploadVatReceipt', PAID_INVOICE),
  failed('uploadVatReceipt', FAILURES.network),
  done('updateInvoice', PENDING_INVOICE),
  failed('updateInvoice', FAILURES.conflict),
  done('requestDeletion', PENDING_DELETION_INVOICE),
  failed('requestDeletion', FAILURES.network),
  done('deleteInvoice', DELETED_INVOICE),
  failed('deleteInvoice', FAILURES.network),
  done('loadDeletionRequest', DELETION_REQUEST),
  failed('loadDeletionRequest', FAILURES.network),
  done('acceptDeletion', DELETED_INVOICE),
  failed('acceptDeletion', FAILURES.network),
  done('rejectDeletion', PENDING_INVOICE),
  failed('rejectDeletion', FAILURES.network),
];

const ENTRIES: Record<string, Partial<InvoiceLifecycleInput>> = {
  'a broker': { viewerIsAdmin: false },
  'an admin': { viewerIsAdmin: true },
};

/** Whether the open modal's form passes the domain's rules (null when no modal is open). */
function formReady(snapshot: Snapshot): boolean | null {
  const { context } = snapshot;
  if (context.paymentForm) return paymentProblems(context).length === 0;
  if (context.premiumForm) return premiumProblems(context).length === 0;
  if (context.vatForm) return vatProblems(context).length === 0;
  if (context.updateForm) return updateProblems(context).length === 0;
  if (context.receipt) return receiptProblems(context).length === 0;
  if (snapshot.matches('deletion')) return deletionProblems(context).length === 0;
  return null;
}

function describeInvoice(snapshot: Snapshot) {
  const {
    invoice,
    failure,
    clientAccountMissing,
    deletionRequest,
    paymentForm,
    premiumForm,
    vatForm,
    updateForm,
    receipt,
    deletionReason,
  } = snapshot.context;
  return {
    value: snapshot.value,
    invoice: invoice ? (FIXTURES.get(invoice) ?? 'other') : null,
    // The forms as typed decide what a submit does next.
    forms: {
      paymentForm,
      premiumForm,
      vatForm,
      updateForm,
      receipt: receipt && { ...receipt, file: receipt.file?.name ?? null },
      deletionReason,
    },
    ready: formReady(snapshot),
    failure: failure ? (failure.code ?? 'form') : null,
    clientAccountMissing,
    request: deletionRequest !== null,
  };
}

const eventName = (event: ModelEvent) => {
  const base = event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:');
  if ('output' in event) return `${base}(${'invoice_id' in event.output ? FIXTURES.get(event.output) : 'request'})`;
  if ('error' in event) return `${base}(${(event.error as { code?: string }).code})`;
  if ('changes' in event) return `${base}(${JSON.stringify(event.changes)})`;
  if (event.type === 'invoice.editReceipt') return `${base}(${event.receiptNumber || 'blank'})`;
  if (event.type === 'invoice.choosePaymentMode') return `${base}(${event.mode})`;
  if (event.type === 'invoice.editReason') return `${base}(${event.reason || 'blank'})`;
  return base;
};
const describePath = (events: readonly ModelEvent[]) => events.map(eventName).join(' → ') || '(start)';

function createModel(input: Partial<InvoiceLifecycleInput>, serialize: (snapshot: Snapshot) => unknown) {
  const harness = createInvoiceHarness(input);
  return new TestModel<Snapshot, ModelEvent, InvoiceLifecycleInput>(
    harness.machine as unknown as ActorLogic<Snapshot, ModelEvent, InvoiceLifecycleInput>,
    {
      input: harness.input,
      events: () => MODEL_EVENTS,
      filterEvents: (snapshot, event) => snapshot.can(event as InvoiceLifecycleEvent),
      serializeState: (snapshot) => JSON.stringify(serialize(snapshot)),
      serializeEvent: (event) => eventName(event as ModelEvent),
    },
  );
}

async function replayEvent(harness: InvoiceHarness, event: ModelEvent) {
  if (event.type.startsWith('xstate.done.actor.'))
    await harness.resolve(event.type.slice('xstate.done.actor.'.length) as InvoiceActorName, (event as DoneEvent).output as never);
  else if (event.type.startsWith('xstate.error.actor.'))
    await harness.reject(event.type.slice('xstate.error.actor.'.length) as InvoiceActorName, (event as ErrorEvent).error);
  else harness.send(event as InvoiceLifecycleEvent);
}

const CALLS: [state: string, actor: InvoiceActorName][] = [
  ['loading', 'loadInvoice'],
  ['addPayment.submitting', 'addPayment'],
  ['remitPremium.submitting', 'remitPremium'],
  ['remitVat.submitting', 'remitVat'],
  ['uploadReceipt.submitting', 'uploadReceipt'],
  ['uploadVatReceipt.submitting', 'uploadVatReceipt'],
  ['updateInvoice.submitting', 'updateInvoice'],
  ['deletion.submitting.deleting', 'deleteInvoice'],
  ['deletion.submitting.requesting', 'requestDeletion'],
  ['viewing.pendingDeletion.loadingRequest', 'loadDeletionRequest'],
  ['viewing.pendingDeletion.accepting', 'acceptDeletion'],
  ['viewing.pendingDeletion.rejecting', 'rejectDeletion'],
];
const FAILED = [
  'loadFailed',
  'addPayment.failed',
  'remitPremium.failed',
  'remitVat.failed',
  'uploadReceipt.failed',
  'uploadVatReceipt.failed',
  'updateInvoice.failed',
  'deletion.failed',
  'viewing.pendingDeletion.requestLoadFailed',
  'viewing.pendingDeletion.decisionFailed',
];
const RESTING: Record<string, string | null> = {
  paymentPending: 'payment pending',
  partialPayment: 'partial payment',
  paid: 'paid',
  pendingDeletion: 'pending deletion',
  deactivated: 'deactivated',
  unknownStatus: null,
};
const SENT: Partial<Record<InvoiceActorName, (payload: unknown) => boolean>> = {
  addPayment: (payload) => validatePayload(AddPaymentPayload, payload).ok,
  remitPremium: (payload) => validatePayload(PremiumRemittancePayload, payload).ok,
  remitVat: (payload) => validatePayload(VatRemittancePayload, payload).ok,
  updateInvoice: (payload) => validatePayload(InvoiceUpdatePayload, payload).ok,
};

const matchesPath = (snapshot: Snapshot, path: string) => {
  const keys = path.split('.');
  const value = keys.slice(0, -1).reduceRight<unknown>((inner, key) => ({ [key]: inner }), keys.at(-1));
  return snapshot.matches(value as never);
};

/** Rules that hold in every state of every path, whatever led there. */
function expectInvoiceRules(harness: InvoiceHarness) {
  const snapshot = harness.state();
  const where = JSON.stringify(snapshot.value);
  const { failure, invoice } = snapshot.context;
  // One call runs in each busy state, none otherwise.
  for (const [state, actor] of CALLS) expect(harness.isRunning(actor), `${where}: ${actor}`).toBe(matchesPath(snapshot, state));
  expect(snapshot.hasTag('busy'), where).toBe(CALLS.some(([state]) => matchesPath(snapshot, state)));
  expect(failure !== null, where).toBe(FAILED.some((state) => matchesPath(snapshot, state)));
  // Each resting state matches the status the server last gave.
  for (const [state, status] of Object.entries(RESTING))
    if (snapshot.matches({ viewing: state } as never)) expect(normaliseStatus(invoice?.status), where).toBe(status);
  // Only payloads the domain takes are ever sent; only admins delete or decide.
  for (const call of harness.invocations) {
    const takes = SENT[call.id];
    if (takes) expect(takes((call.input as { payload: unknown }).payload), `${where}: ${call.id}`).toBe(true);
    if (['deleteInvoice', 'loadDeletionRequest', 'acceptDeletion', 'rejectDeletion'].includes(call.id))
      expect(harness.input.viewerIsAdmin, call.id).toBe(true);
    if (call.id === 'requestDeletion') expect(harness.input.viewerIsAdmin).toBe(false);
  }
}

function replayParams(harness: InvoiceHarness, serialize: (snapshot: Snapshot) => unknown): TestParam<Snapshot, ModelEvent> {
  const exec = async (step: { event: { type: string } }) => replayEvent(harness, step.event as ModelEvent);
  return {
    events: Object.fromEntries(MODEL_EVENTS.map((event) => [event.type, exec])) as TestParam<Snapshot, ModelEvent>['events'],
    states: {
      '*': (expected) => {
        expect(serialize(harness.state())).toEqual(serialize(expected));
        expectInvoiceRules(harness);
      },
    },
  };
}

const leafOf = (snapshot: Snapshot) =>
  snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'))
    .join(',');

describe.each(Object.entries(ENTRIES))('invoice lifecycle model: %s', (_, input) => {
  const model = createModel(input, describeInvoice);
  // Every transition walked on its own: the shortest path to its source, then the transition.
  const transitions = transitionPaths(model, describeInvoice, describePath);

  it.each(transitions)('transition %s', async (_name, path) => {
    const harness = createInvoiceHarness(input).start();
    await model.testPath(path, replayParams(harness, describeInvoice));
    harness.actor.stop();
  });
});

describe('invoice lifecycle model: coverage', () => {
  it('reaches every leaf state a person can see from one of the entries, and no other', () => {
    const reached = new Set(
      Object.values(ENTRIES).flatMap((input) =>
        createModel(input, describeInvoice)
          .getShortestPaths({ allowDuplicatePaths: true })
          .map((path) => leafOf(path.state)),
      ),
    );
    const { machine } = createInvoiceHarness();
    const observable = observableLeaves(machine);
    expect([...reached].sort()).toEqual(observable);
    expect(observable).toHaveLength(44);
  });

  it('takes every transition the machine declares, from some state below the one declaring it', () => {
    // Each (leaf, event) the model took; a transition declared on a parent counts when taken from any of its leaves.
    const taken = Object.values(ENTRIES).flatMap((input) => {
      const model = createModel(input, describeInvoice);
      type Vertex = AdjacencyValue<Snapshot, ModelEvent>;
      return (Object.values(model.getAdjacencyMap()) as Vertex[]).flatMap((vertex) =>
        Object.values(vertex.transitions).map(({ event }) => ({ leaf: leafOf(vertex.state), type: (event as ModelEvent).type })),
      );
    });
    const { machine } = createInvoiceHarness();
    const declared = getStateNodes(machine.root)
      .filter((node) => !(node.always ?? []).some((transition) => !transition.guard))
      .flatMap((node) => [...node.transitions.keys()].map((type) => ({ path: node.path.join('.'), type })));
    const missing = declared.filter(
      ({ path, type }) => !taken.some((edge) => edge.type === type && (edge.leaf === path || edge.leaf.startsWith(`${path}.`))),
    );
    expect(missing).toEqual([]);
  });
});
