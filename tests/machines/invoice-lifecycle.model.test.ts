import { describe, expect, it } from 'vitest';
import { getStateNodes, type AdjacencyValue, type TestParam } from 'xstate/graph';
import {
  AddPaymentPayload,
  InvoiceUpdatePayload,
  normaliseStatus,
  PremiumRemittancePayload,
  VatRemittancePayload,
} from '../../domain/invoices';
import { validatePayload } from '../../domain/validation';
import {
  describeInvoice,
  eventName,
  invoiceLifecycleModel,
  MODEL_EVENTS,
  type InvoiceModelEvent as ModelEvent,
} from '../../stories/machines/invoice-lifecycle.model';
import { leafOf, observableLeaves, testModelOf, transitionPaths } from '../../stories/support/machine-model';
import { createInvoiceHarness, type InvoiceActorName, type InvoiceHarness } from './support/invoice-lifecycle-harness';
import type { InvoiceLifecycleEvent, InvoiceLifecycleInput } from '../../machines/invoice-lifecycle/invoice-lifecycle.types';
import type { SnapshotFrom } from 'xstate';

// Paths are generated from the machine definition with xstate/graph; each is then lived through by a
// real actor whose calls stay pending until the path says how they end.
type Snapshot = SnapshotFrom<InvoiceHarness['machine']>;
type DoneEvent = Extract<ModelEvent, { output: unknown }>;
type ErrorEvent = Extract<ModelEvent, { error: unknown }>;

const ENTRIES = invoiceLifecycleModel.entries as Record<string, InvoiceLifecycleInput>;

const describePath = (events: readonly ModelEvent[]) => events.map(eventName).join(' → ') || '(start)';

function createModel(input: InvoiceLifecycleInput) {
  const harness = createInvoiceHarness(input);
  return testModelOf<Snapshot, ModelEvent, InvoiceLifecycleInput>(harness.machine, invoiceLifecycleModel, harness.input);
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

describe.each(Object.entries(ENTRIES))('invoice lifecycle model: %s', (_, input) => {
  const model = createModel(input);
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
        createModel(input)
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
      const model = createModel(input);
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
