import { describe, expect, it } from 'vitest';
import { TestModel } from 'xstate/graph';
import { canActOnClaim, canMoveClaim, type ClaimStatus } from '../../domain/claims';
import { factsOf } from '../../machines/claims/facts-form';
import { blankMoveForm, checkedMove } from '../../machines/claims/move-form';
import {
  CLAIMS,
  COMMENT,
  createClaimsHarness,
  FAILURES,
  HANDLER,
  MAIL_SENT,
  opening,
  READER,
  type ClaimActorName,
  type ClaimsHarness,
} from './support/claims-harness';
import { eventsOf, leafOf, observableLeaves, replayParams, transitionPaths } from './support/model-paths';
import type { ClaimComment, ClaimDetails, ClaimsEvent, ClaimsInput, MailSent, PatchInput } from '../../machines/claims/claims.types';
import type { ActorLogic, SnapshotFrom } from 'xstate';

// Paths are generated from the machine definition with xstate/graph; each is then lived through by a
// real actor whose calls stay pending until the path says how they end.
type Snapshot = SnapshotFrom<ClaimsHarness['machine']>;
type Output = ClaimDetails | ClaimComment | MailSent;
type DoneEvent = { type: `xstate.done.actor.${ClaimActorName}`; output: Output };
type ErrorEvent = { type: `xstate.error.actor.${ClaimActorName}`; error: unknown };
type ModelEvent = ClaimsEvent | DoneEvent | ErrorEvent;

const done = (id: ClaimActorName, output: Output): DoneEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: ClaimActorName, error: unknown): ErrorEvent => ({ type: `xstate.error.actor.${id}`, error });

const OFFERED: ClaimDetails = { ...CLAIMS.offerReceived, updated_at: '2026-11-26T10:00:00.000Z' };
const FACTS = factsOf(CLAIMS.registered);

/** Representative cases of every event; the model keeps those the current state can take. */
const MODEL_EVENTS: readonly ModelEvent[] = [
  done('loadClaim', CLAIMS.registered),
  done('loadClaim', CLAIMS.underAdjustment),
  failed('loadClaim', FAILURES.notFound),
  failed('loadClaim', FAILURES.network),
  { type: 'claim.retry' },
  { type: 'claim.close' },
  { type: 'claim.move', to: 'submitted' },
  { type: 'claim.move', to: 'offer_received' },
  { type: 'claim.move', to: 'withdrawn' },
  { type: 'claim.submitMove', form: blankMoveForm() },
  { type: 'claim.submitMove', form: { ...blankMoveForm(), offerAmount: '425,000', excess: '25,000', reason: 'The client sold the car' } },
  { type: 'claim.edit' },
  { type: 'claim.saveFacts', facts: { ...FACTS, lossPlace: '' } },
  { type: 'claim.saveFacts', facts: FACTS },
  { type: 'claim.comment', comment: '' },
  { type: 'claim.comment', comment: COMMENT.comment },
  { type: 'claim.notify' },
  { type: 'claim.sendMail', event: null },
  { type: 'claim.upload', documentName: 'Police report' },
  { type: 'claim.documentUploaded', claim: CLAIMS.registered },
  { type: 'claim.changed' },
  { type: 'claim.reload' },
  done('moveClaim', OFFERED),
  failed('moveClaim', FAILURES.network),
  failed('moveClaim', FAILURES.moved),
  done('saveFacts', CLAIMS.registered),
  failed('saveFacts', FAILURES.network),
  done('commentOnClaim', COMMENT),
  failed('commentOnClaim', FAILURES.network),
  done('sendMail', MAIL_SENT),
  failed('sendMail', FAILURES.network),
  // The background read answers the claim as it stood.
  done('refreshClaim', CLAIMS.underAdjustment),
  failed('refreshClaim', FAILURES.network),
];

const ENTRIES: Record<string, ClaimsInput> = {
  'a broker who may update claims': opening(HANDLER),
  'a reader who may only view': opening(READER),
};

const describeClaim = (snapshot: Snapshot) => {
  const { claim, failure, moveTo, refreshFailure } = snapshot.context;
  return {
    value: snapshot.value,
    status: claim?.status ?? null,
    moveTo,
    failure: failure ? (failure.code ?? 'form') : null,
    stale: !!refreshFailure,
  };
};

const eventName = (event: ModelEvent) => {
  const base = event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:');
  if ('output' in event) return `${base}(${'status' in event.output ? event.output.status : 'answer'})`;
  if ('error' in event) return `${base}(${(event.error as { code?: string }).code})`;
  if (event.type === 'claim.move') return `${base}(${event.to})`;
  if (event.type === 'claim.submitMove') return `${base}(${event.form.offerAmount ? 'typed' : 'blank'})`;
  if (event.type === 'claim.saveFacts') return `${base}(${event.facts.lossPlace ? 'typed' : 'blank'})`;
  if (event.type === 'claim.comment') return `${base}(${event.comment ? 'typed' : 'blank'})`;
  return base;
};
const describePath = (events: readonly ModelEvent[]) => events.map(eventName).join(' → ') || '(start)';

function createModel(input: ClaimsInput, serialize: (snapshot: Snapshot) => unknown) {
  const { machine } = createClaimsHarness(input);
  return new TestModel<Snapshot, ModelEvent, ClaimsInput>(machine as unknown as ActorLogic<Snapshot, ModelEvent, ClaimsInput>, {
    input,
    events: () => MODEL_EVENTS,
    filterEvents: (snapshot, event) => snapshot.can(event as ClaimsEvent),
    serializeState: (snapshot) => JSON.stringify(serialize(snapshot)),
    serializeEvent: (event) => eventName(event as ModelEvent),
  });
}

/** Each busy state and the call it runs. */
const CALLS: [state: object | string, actor: ClaimActorName][] = [
  ['loading', 'loadClaim'],
  [{ ready: { work: { moving: 'saving' } } }, 'moveClaim'],
  [{ ready: { work: { editing: 'saving' } } }, 'saveFacts'],
  [{ ready: { work: { commenting: 'sending' } } }, 'commentOnClaim'],
  [{ ready: { work: { notifying: 'sending' } } }, 'sendMail'],
];
const FAILED = ['moving', 'editing', 'commenting', 'notifying'].flatMap((work) =>
  ['failed', 'refused'].map((step) => ({ ready: { work: { [work]: step } } })),
);
type Matchable = Parameters<Snapshot['matches']>[0];
const at = (snapshot: Snapshot, state: object | string) => snapshot.matches(state as Matchable);

/** Rules that hold in every state of every path, whatever led there; `seen` counts the calls already checked. */
function expectClaimRules(harness: ClaimsHarness, seen: { calls: number }) {
  const snapshot = harness.state();
  const where = JSON.stringify(snapshot.value);
  const { failure, claim, viewer, refreshFailure } = snapshot.context;
  for (const [state, actor] of CALLS) expect(harness.isRunning(actor), `${where}: ${actor}`).toBe(at(snapshot, state));
  expect(harness.isRunning('refreshClaim'), where).toBe(at(snapshot, { ready: { live: 'refreshing' } }));
  expect(snapshot.hasTag('busy'), where).toBe(CALLS.some(([state]) => at(snapshot, state)));
  expect(failure !== null, where).toBe(at(snapshot, 'loadFailed') || FAILED.some((state) => at(snapshot, state)));
  expect(refreshFailure !== null, where).toBe(at(snapshot, { ready: { live: 'stale' } }));
  // A reader never gets past reading the claim.
  if (!viewer.mayUpdate) expect(at(snapshot, { ready: { work: 'idle' } }) || !at(snapshot, 'ready'), where).toBe(true);
  // Each call that changes the claim was made by a holder of 'Update Claim', as the domain allowed it on the claim as shown.
  for (const call of harness.invocations.slice(seen.calls)) {
    if (call.id === 'loadClaim' || call.id === 'refreshClaim') continue;
    expect(viewer.mayUpdate, `${where}: ${call.id}`).toBe(true);
    const status = claim!.status as ClaimStatus;
    if (call.id === 'saveFacts') expect(canActOnClaim(status, 'edit'), where).toBe(true);
    if (call.id !== 'moveClaim') continue;
    const { patch } = call.input as PatchInput;
    const to = patch.status as ClaimStatus;
    expect(canMoveClaim(status, to), where).toBe(true);
    expect(checkedMove(claim!, to, snapshot.context.moveForm, snapshot.context.today).patch, where).toEqual(patch);
  }
  seen.calls = harness.invocations.length;
}

const rulesOf = (harness: ClaimsHarness, serialize: (snapshot: Snapshot) => unknown) => {
  const seen = { calls: 0 };
  return replayParams(harness, MODEL_EVENTS, serialize, () => expectClaimRules(harness, seen));
};

describe.each(Object.entries(ENTRIES))('claims model: %s', (_, input) => {
  const fine = createModel(input, describeClaim);
  const shortest = fine.getShortestPaths({ allowDuplicatePaths: true });

  it.each(shortest.map((path) => [describePath(eventsOf(path)), path] as const))('shortest path %s', async (_name, path) => {
    const harness = createClaimsHarness(input).start();
    await path.test(rulesOf(harness, describeClaim));
    harness.actor.stop();
  });

  // Every transition walked on its own: the shortest path to its source, then the transition.
  const coarseSerialize = (snapshot: Snapshot) => ({ value: snapshot.value, status: snapshot.context.claim?.status ?? null });
  const coarse = createModel(input, coarseSerialize);
  const transitions = transitionPaths(coarse, coarseSerialize, describePath);

  it.each(transitions)('transition %s', async (_name, path) => {
    const harness = createClaimsHarness(input).start();
    await coarse.testPath(path, rulesOf(harness, coarseSerialize));
    harness.actor.stop();
  });
});

describe('claims model: coverage', () => {
  it('reaches every leaf state a person can see from one of the entries', () => {
    const reached = new Set(
      Object.values(ENTRIES).flatMap((input) =>
        createModel(input, describeClaim)
          .getShortestPaths({ allowDuplicatePaths: true })
          .flatMap((path) => leafOf(path.state).split(',')),
      ),
    );
    const { machine } = createClaimsHarness();
    expect([...reached].sort()).toEqual(observableLeaves(machine));
  });

  it('never lets a reader past reading the claim', () => {
    const reached = createModel(opening(READER), describeClaim)
      .getShortestPaths({ allowDuplicatePaths: true })
      .flatMap((path) => leafOf(path.state).split(','));
    expect([...new Set(reached)].sort()).toEqual([
      'loadFailed',
      'loading',
      'ready.live.current',
      'ready.live.refreshing',
      'ready.live.stale',
      'ready.work.idle',
    ]);
  });
});
