import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { policyLifecycleMachine, type PolicyLifecycleMachine } from '../../../machines/policy-lifecycle/policy-lifecycle.machine';
import {
  selectCanRetry,
  selectCoverBlock,
  selectCoverRefusal,
  selectDialog,
  selectDialogStep,
  selectFailure,
  selectIsBusy,
  selectIsReloading,
  selectMayEdit,
  selectMayEndorse,
  selectMayRenew,
  selectOffers,
  selectPolicy,
  selectReloadFailed,
  selectSlot,
} from '../../../machines/policy-lifecycle/policy-lifecycle.selectors';
import { useServices } from '../../app/session/session-context';
import { createPolicyActors } from './policy-actors';
import type { PolicyDetails } from '../../../domain/policies';
import type { PolicyAnnouncement } from '../../../machines/policy-lifecycle/policy-lifecycle.setup';
import type { PolicyLifecycleInput } from '../../../machines/policy-lifecycle/policy-lifecycle.types';
import type { ActorRefFrom } from 'xstate';

export type PolicyLifecycleActor = ActorRefFrom<PolicyLifecycleMachine>;

/** A policy lifecycle actor for this page, over the real API; `announced` (read fresh) hears each change a call made. */
export function usePolicyLifecycleActor(
  input: PolicyLifecycleInput,
  announced: (policy: PolicyDetails, move: PolicyAnnouncement) => void,
): PolicyLifecycleActor {
  const { api } = useServices();
  const latest = useRef(announced);
  latest.current = announced;
  return useActorRef(
    policyLifecycleMachine.provide({
      actors: createPolicyActors(api),
      actions: { announce: (_, params) => latest.current(params.policy, params.move) },
    }),
    { input },
  );
}

const sameOffers = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

/** What the policy's page shows, and the named commands it sends, read through selectors. */
export function usePolicyLifecycleOf(actor: PolicyLifecycleActor) {
  const slot = useSelector(actor, selectSlot);
  const policy = useSelector(actor, selectPolicy);
  const dialog = useSelector(actor, selectDialog);
  const step = useSelector(actor, selectDialogStep);
  const failure = useSelector(actor, selectFailure);
  const coverRefusal = useSelector(actor, selectCoverRefusal);
  const coverBlock = useSelector(actor, selectCoverBlock);
  const busy = useSelector(actor, selectIsBusy);
  const reloading = useSelector(actor, selectIsReloading);
  const reloadFailed = useSelector(actor, selectReloadFailed);
  const canRetry = useSelector(actor, selectCanRetry);
  const offers = useSelector(actor, selectOffers, sameOffers);
  const mayEdit = useSelector(actor, selectMayEdit);
  const mayRenew = useSelector(actor, selectMayRenew);
  const mayEndorse = useSelector(actor, selectMayEndorse);
  const commands = useMemo(
    () => ({
      retry: () => actor.send({ type: 'policy.retry' }),
      close: () => actor.send({ type: 'policy.close' }),
      confirm: () => actor.send({ type: 'policy.confirm' }),
      sendPlacementSlip: () => actor.send({ type: 'policy.sendPlacementSlip' }),
      confirmPlacement: () => actor.send({ type: 'policy.confirmPlacement' }),
      recordNumber: () => actor.send({ type: 'policy.recordNumber' }),
      saveNumber: (insurerPolicyNumber: string) => actor.send({ type: 'policy.saveNumber', insurerPolicyNumber }),
      activate: () => actor.send({ type: 'policy.activate' }),
      lapse: () => actor.send({ type: 'policy.lapse' }),
      cancel: () => actor.send({ type: 'policy.cancel' }),
      giveReason: (reason: string) => actor.send({ type: 'policy.giveReason', reason }),
      markExpired: () => actor.send({ type: 'policy.markExpired' }),
      sendCreditNote: () => actor.send({ type: 'policy.sendCreditNote' }),
      upload: () => actor.send({ type: 'policy.upload' }),
      bill: () => actor.send({ type: 'policy.bill' }),
      sendRenewalNotice: () => actor.send({ type: 'policy.sendRenewalNotice' }),
      documentUploaded: (uploaded: PolicyDetails) => actor.send({ type: 'policy.documentUploaded', policy: uploaded }),
    }),
    [actor],
  );
  return {
    slot,
    policy,
    dialog,
    step,
    failure,
    coverRefusal,
    coverBlock,
    busy,
    reloading,
    reloadFailed,
    canRetry,
    offers,
    mayEdit,
    mayRenew,
    mayEndorse,
    ...commands,
  };
}

export type PolicyLifecycleState = ReturnType<typeof usePolicyLifecycleOf>;
