import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import {
  endorsementLifecycleMachine,
  type EndorsementLifecycleMachine,
} from '../../../machines/endorsement-lifecycle/endorsement-lifecycle.machine';
import {
  selectApplyBlock,
  selectApplyRefusal,
  selectAwaitsPremium,
  selectCanRetry,
  selectDialog,
  selectDialogStep,
  selectDocument,
  selectEndorsement,
  selectFailure,
  selectIsBusy,
  selectIsReloading,
  selectOffers,
  selectReason,
  selectReloadFailed,
  selectSlot,
} from '../../../machines/endorsement-lifecycle/endorsement-lifecycle.selectors';
import { useServices } from '../../app/session/session-context';
import { createEndorsementActors } from './endorsement-actors';
import type { EndorsementDetails } from '../../../domain/policies';
import type { EndorsementAnnouncement } from '../../../machines/endorsement-lifecycle/endorsement-lifecycle.setup';
import type { EndorsementLifecycleInput } from '../../../machines/endorsement-lifecycle/endorsement-lifecycle.types';
import type { ActorRefFrom } from 'xstate';

export type EndorsementLifecycleActor = ActorRefFrom<EndorsementLifecycleMachine>;

/** An endorsement lifecycle actor for this page, over the real API; `announced` (read fresh) hears each change a call made. */
export function useEndorsementLifecycleActor(
  input: EndorsementLifecycleInput,
  announced: (endorsement: EndorsementDetails, move: EndorsementAnnouncement) => void,
): EndorsementLifecycleActor {
  const { api } = useServices();
  const latest = useRef(announced);
  latest.current = announced;
  return useActorRef(
    endorsementLifecycleMachine.provide({
      actors: createEndorsementActors(api),
      actions: { announce: (_, params) => latest.current(params.endorsement, params.move) },
    }),
    { input },
  );
}

const sameOffers = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

/** What the endorsement's page shows, and the named commands it sends, read through selectors. */
export function useEndorsementLifecycleOf(actor: EndorsementLifecycleActor) {
  const slot = useSelector(actor, selectSlot);
  const endorsement = useSelector(actor, selectEndorsement);
  const dialog = useSelector(actor, selectDialog);
  const step = useSelector(actor, selectDialogStep);
  const failure = useSelector(actor, selectFailure);
  const reason = useSelector(actor, selectReason);
  const applyRefusal = useSelector(actor, selectApplyRefusal);
  const applyBlock = useSelector(actor, selectApplyBlock);
  const awaitsPremium = useSelector(actor, selectAwaitsPremium);
  const document = useSelector(actor, selectDocument);
  const busy = useSelector(actor, selectIsBusy);
  const reloading = useSelector(actor, selectIsReloading);
  const reloadFailed = useSelector(actor, selectReloadFailed);
  const canRetry = useSelector(actor, selectCanRetry);
  const offers = useSelector(actor, selectOffers, sameOffers);
  const commands = useMemo(
    () => ({
      retry: () => actor.send({ type: 'endorsement.retry' }),
      close: () => actor.send({ type: 'endorsement.close' }),
      confirm: () => actor.send({ type: 'endorsement.confirm' }),
      approve: () => actor.send({ type: 'endorsement.approve' }),
      reject: () => actor.send({ type: 'endorsement.reject' }),
      giveReason: (typed: string) => actor.send({ type: 'endorsement.giveReason', reason: typed }),
      apply: () => actor.send({ type: 'endorsement.apply' }),
      upload: () => actor.send({ type: 'endorsement.upload' }),
      viewDocument: () => actor.send({ type: 'endorsement.viewDocument' }),
      documentUploaded: (uploaded: EndorsementDetails) => actor.send({ type: 'endorsement.documentUploaded', endorsement: uploaded }),
    }),
    [actor],
  );
  return {
    slot,
    endorsement,
    dialog,
    step,
    failure,
    reason,
    applyRefusal,
    applyBlock,
    awaitsPremium,
    document,
    busy,
    reloading,
    reloadFailed,
    canRetry,
    offers,
    ...commands,
  };
}

export type EndorsementLifecycleState = ReturnType<typeof useEndorsementLifecycleOf>;
