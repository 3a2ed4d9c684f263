import { describe, expect, it } from 'vitest';
import { isRefusedPayment, priceFor } from '../../domain/subscription';
import {
  describeCheckout,
  ENTRIES,
  eventName,
  MODEL_EVENTS,
  subscriptionCheckoutModel,
  type CheckoutModelEvent as ModelEvent,
} from '../../stories/machines/subscription-checkout.model';
import { testModelOf } from '../../stories/support/machine-model';
import { eventsOf, leafOf, observableLeaves, transitionPaths } from './support/model-paths';
import { createCheckoutHarness, STARTED, type CheckoutActorName, type CheckoutHarness } from './support/subscription-checkout-harness';
import type { CheckoutEvent, CheckoutInput } from '../../machines/subscription-checkout/checkout.types';
import type { SnapshotFrom } from 'xstate';
import type { TestParam } from 'xstate/graph';

// Paths are generated from the machine definition with xstate/graph; each is then lived through by a
// real actor whose invoked actors stay pending until the path says how they end.
type Snapshot = SnapshotFrom<CheckoutHarness['machine']>;
const describePath = (events: readonly ModelEvent[]) => events.map(eventName).join(' → ') || '(start)';

function createModel(input: CheckoutInput, serialize: (snapshot: Snapshot) => unknown) {
  const { machine } = createCheckoutHarness(input);
  return testModelOf<Snapshot, ModelEvent, CheckoutInput>(machine, subscriptionCheckoutModel, input, (snapshot) =>
    serialize(snapshot as Snapshot),
  );
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
  const transitions = transitionPaths(coarse, coarseSerialize, describePath);

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
    const observable = observableLeaves(machine);
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
