import { describe, expect, it } from 'vitest';
import { getStateNodes, TestModel, type AdjacencyValue, type StatePath, type TestParam, type TestPath } from 'xstate/graph';
import { isRefusedPayment, priceFor } from '../../domain/subscription';
import {
  createCheckoutHarness,
  FAILURES,
  PLANS,
  STARTED,
  VERIFIED,
  type CheckoutActorName,
  type CheckoutHarness,
} from './support/subscription-checkout-harness';
import type { CheckoutEvent, CheckoutInput } from '../../machines/subscription-checkout/checkout.types';
import type { ActorLogic, SnapshotFrom } from 'xstate';

// Paths are generated from the machine definition with xstate/graph; each is then lived through by a
// real actor whose invoked actors stay pending until the path says how they end.
type CheckoutMachine = CheckoutHarness['machine'];
type Snapshot = SnapshotFrom<CheckoutMachine>;
type DoneEvent<Id extends CheckoutActorName, Output> = { type: `xstate.done.actor.${Id}`; output: Output };
type ErrorEvent<Id extends CheckoutActorName> = { type: `xstate.error.actor.${Id}`; error: unknown };
type ModelEvent =
  | CheckoutEvent
  | DoneEvent<'loadPlans', typeof PLANS>
  | ErrorEvent<'loadPlans'>
  | DoneEvent<'startCheckout', typeof STARTED>
  | ErrorEvent<'startCheckout'>
  | DoneEvent<'verifyPayment', typeof VERIFIED>
  | ErrorEvent<'verifyPayment'>;

/** Representative cases of every event; the model keeps those the current state can take. */
const MODEL_EVENTS: readonly ModelEvent[] = [
  { type: 'xstate.done.actor.loadPlans', output: PLANS },
  { type: 'xstate.error.actor.loadPlans', error: FAILURES.network },
  { type: 'checkout.choosePeriod', billingPeriodId: 1 },
  { type: 'checkout.choosePeriod', billingPeriodId: 3 },
  { type: 'checkout.choose', planId: 2 },
  // Enterprise is sold yearly only in these plans.
  { type: 'checkout.choose', planId: 3 },
  { type: 'checkout.back' },
  { type: 'checkout.pay' },
  { type: 'xstate.done.actor.startCheckout', output: STARTED },
  { type: 'xstate.error.actor.startCheckout', error: FAILURES.notConfigured },
  { type: 'xstate.done.actor.verifyPayment', output: VERIFIED },
  { type: 'xstate.error.actor.verifyPayment', error: FAILURES.declined },
  { type: 'xstate.error.actor.verifyPayment', error: FAILURES.abandoned },
  { type: 'xstate.error.actor.verifyPayment', error: FAILURES.mismatch },
  { type: 'checkout.retry' },
];

const ENTRIES: Record<string, CheckoutInput> = {
  'admin on the plans page': { canPay: true },
  'non-admin on the plans page': { canPay: false },
  'back from Paystack': { canPay: true, reference: STARTED.reference },
};

function describeCheckout(snapshot: Snapshot) {
  const { billingPeriodId, chosenPlanId, reference, failure, subscription, plans } = snapshot.context;
  return {
    value: snapshot.value,
    billingPeriodId,
    chosenPlanId,
    reference,
    failure: failure?.code ?? null,
    paid: subscription !== null,
    plans: plans.length,
  };
}

const eventName = (event: ModelEvent) => {
  const base = event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:');
  if ('error' in event) return `${base}(${(event.error as { code?: string }).code})`;
  if (event.type === 'checkout.choosePeriod') return `${base}(${event.billingPeriodId})`;
  if (event.type === 'checkout.choose') return `${base}(${event.planId})`;
  return base;
};
const describePath = (events: readonly ModelEvent[]) => events.map(eventName).join(' → ') || '(start)';

function createModel(input: CheckoutInput, serialize: (snapshot: Snapshot) => unknown) {
  const { machine } = createCheckoutHarness(input);
  return new TestModel<Snapshot, ModelEvent, CheckoutInput>(machine as unknown as ActorLogic<Snapshot, ModelEvent, CheckoutInput>, {
    input,
    events: () => MODEL_EVENTS,
    filterEvents: (snapshot, event) => snapshot.can(event as CheckoutEvent),
    serializeState: (snapshot) => JSON.stringify(serialize(snapshot)),
  });
}

async function replayEvent(harness: CheckoutHarness, event: ModelEvent) {
  const done = /^xstate\.done\.actor\.(\w+)$/.exec(event.type);
  const failed = /^xstate\.error\.actor\.(\w+)$/.exec(event.type);
  if (done) await harness.resolve(done[1] as CheckoutActorName, ('output' in event ? event.output : undefined) as never);
  else if (failed) await harness.reject(failed[1] as CheckoutActorName, 'error' in event ? event.error : undefined);
  else harness.actor.send(event as CheckoutEvent);
}

/** Rules that hold in every state of every path, whatever led there. */
function expectCheckoutRules(harness: CheckoutHarness, input: CheckoutInput) {
  const snapshot = harness.state();
  const where = JSON.stringify(snapshot.value);
  const busy = ['loadingPlans', 'startingPayment', 'redirecting', 'verifying'].some((state) => snapshot.matches(state as never));
  expect(snapshot.hasTag('busy'), where).toBe(busy);

  // Only a person who may pay ever gets past choosing, and only for a plan sold for the period.
  if (['confirming', 'startingPayment', 'redirecting'].some((state) => snapshot.matches(state as never))) {
    expect(input.canPay, where).toBe(true);
    const plan = snapshot.context.plans.find((candidate) => candidate.id === snapshot.context.chosenPlanId);
    expect(plan && priceFor(plan, snapshot.context.billingPeriodId), where).toBeTruthy();
  } else {
    expect(snapshot.context.chosenPlanId, where).toBeNull();
  }

  // The browser leaves for Paystack once, from redirecting only; the app hears of a plan once, when paid.
  const redirects = harness.actions.filter((action) => action.type === 'redirectToPaystack');
  expect(redirects, where).toEqual(snapshot.matches('redirecting') ? [{ type: 'redirectToPaystack', url: STARTED.authorization_url }] : []);
  const announced = harness.actions.filter((action) => action.type === 'announceSubscription');
  expect(announced.length, where).toBe(snapshot.matches('paid') ? 1 : 0);
  expect(snapshot.context.subscription !== null, where).toBe(snapshot.matches('paid'));

  const failure = snapshot.context.failure;
  if (snapshot.matches('declined')) expect(isRefusedPayment(failure?.code), where).toBe(true);
  if (snapshot.matches('failed')) expect(failure !== null && !isRefusedPayment(failure.code), where).toBe(true);
  if (busy || snapshot.matches('choosing') || snapshot.matches('paid')) expect(failure, where).toBeNull();

  // A page opened without a reference never verifies; one opened with it never loads plans.
  const actors = new Set(harness.invocations.map((call) => call.actor));
  if (input.reference) expect([...actors].sort(), where).toEqual(['verifyPayment']);
  else expect(actors.has('verifyPayment'), where).toBe(false);
}

function replayParams(
  harness: CheckoutHarness,
  input: CheckoutInput,
  serialize: (snapshot: Snapshot) => unknown,
): TestParam<Snapshot, ModelEvent> {
  const exec = async (step: { event: { type: string } }) => replayEvent(harness, step.event as ModelEvent);
  return {
    events: Object.fromEntries(MODEL_EVENTS.map((event) => [event.type, exec])) as TestParam<Snapshot, ModelEvent>['events'],
    states: {
      '*': (expected) => {
        expect(serialize(harness.state())).toEqual(serialize(expected));
        expectCheckoutRules(harness, input);
      },
    },
  };
}

const leafOf = (snapshot: Snapshot) =>
  snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'))
    .join(',');

const eventsOf = (path: TestPath<Snapshot, ModelEvent>) => path.steps.slice(1).map((step) => step.event);

describe.each(Object.entries(ENTRIES))('subscription checkout model: %s', (_, input) => {
  const fine = createModel(input, describeCheckout);
  const shortest = fine.getShortestPaths({ allowDuplicatePaths: true });

  it.each(shortest.map((path) => [describePath(eventsOf(path)), path] as const))('shortest path %s', async (_name, path) => {
    const harness = createCheckoutHarness(input).start();
    await path.test(replayParams(harness, input, describeCheckout));
    harness.actor.stop();
  });

  // Every transition walked on its own: the shortest path to its source, then the transition.
  const coarseSerialize = (snapshot: Snapshot) => ({ value: snapshot.value, period: snapshot.context.billingPeriodId });
  const coarse = createModel(input, coarseSerialize);
  const shortestByState = new Map(
    coarse.getShortestPaths({ allowDuplicatePaths: true }).map((path) => [JSON.stringify(coarseSerialize(path.state)), path]),
  );
  type Vertex = AdjacencyValue<Snapshot, ModelEvent>;
  type Edge = Vertex['transitions'][keyof Vertex['transitions']];
  const transitions = (Object.values(coarse.getAdjacencyMap()) as Vertex[]).flatMap((vertex) =>
    (Object.values(vertex.transitions) as Edge[]).map(({ event, state }) => {
      const head = shortestByState.get(JSON.stringify(coarseSerialize(vertex.state)))!;
      const path: StatePath<Snapshot, ModelEvent> = { state, steps: [...head.steps, { state, event }], weight: head.weight + 1 };
      return [describePath([...eventsOf(head), event]), path] as const;
    }),
  );

  it.each(transitions)('transition %s', async (_name, path) => {
    const harness = createCheckoutHarness(input).start();
    await coarse.testPath(path, replayParams(harness, input, coarseSerialize));
    harness.actor.stop();
  });
});

describe('subscription checkout model: coverage', () => {
  it('reaches every leaf state a person can see from one of the entries, and no other', () => {
    const { machine } = createCheckoutHarness();
    const reached = new Set(
      Object.values(ENTRIES).flatMap((input) =>
        createModel(input, describeCheckout)
          .getShortestPaths({ allowDuplicatePaths: true })
          .map((path) => leafOf(path.state)),
      ),
    );
    const observable = getStateNodes(machine.root)
      .filter((node) => (node.type === 'atomic' || node.type === 'final') && node.always === undefined)
      .map((node) => node.path.join('.'))
      .sort();
    expect([...reached].sort()).toEqual(observable);
    expect(observable).toEqual([
      'choosing',
      'confirming',
      'declined',
      'failed.loading',
      'failed.verifying',
      'loadingPlans',
      'paid',
      'redirecting',
      'startingPayment',
      'verifying',
    ]);
  });

  it('a non-admin never reaches the confirmation', () => {
    const reached = new Set(
      createModel(ENTRIES['non-admin on the plans page']!, describeCheckout)
        .getShortestPaths({ allowDuplicatePaths: true })
        .map((path) => leafOf(path.state)),
    );
    expect([...reached].sort()).toEqual(['choosing', 'failed.loading', 'loadingPlans']);
  });
});
