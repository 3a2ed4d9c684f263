import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { claimsMachine, type ClaimsMachine } from '../../../machines/claims/claims.machine';
import {
  selectCanRetry,
  selectClaim,
  selectComment,
  selectCommentStep,
  selectDialog,
  selectDialogStep,
  selectFactsForm,
  selectFailure,
  selectIsBusy,
  selectIsRefreshing,
  selectMailSent,
  selectMoveForm,
  selectMoves,
  selectMoveTo,
  selectOffers,
  selectSlot,
  selectStale,
  selectToday,
  selectUploadName,
} from '../../../machines/claims/claims.selectors';
import { useServices } from '../../app/session/session-context';
import { claimActions, createClaimActors } from './claim-actors';
import type { ClaimAnnouncement } from '../../../machines/claims/claims.setup';
import type { ClaimDetails, ClaimMailEvent, ClaimsInput, ClaimStatus, FactsForm, MoveForm } from '../../../machines/claims/claims.types';
import type { ActorRefFrom } from 'xstate';

export type ClaimActor = ActorRefFrom<ClaimsMachine>;

/** A claims actor for this page, over the real API; `announced` (read fresh) hears each change a call made. */
export function useClaimActor(input: ClaimsInput, announced: (claim: ClaimDetails, said: ClaimAnnouncement) => void): ClaimActor {
  const { api } = useServices();
  const latest = useRef(announced);
  latest.current = announced;
  return useActorRef(
    claimsMachine.provide({
      actors: createClaimActors(api),
      actions: { ...claimActions, announce: (_, params) => latest.current(params.claim, params.announcement) },
    }),
    { input },
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What the claim's page shows, and the named commands it sends, read through selectors. */
export function useClaimOf(actor: ClaimActor) {
  const read = {
    slot: useSelector(actor, selectSlot),
    claim: useSelector(actor, selectClaim),
    dialog: useSelector(actor, selectDialog),
    step: useSelector(actor, selectDialogStep),
    commentStep: useSelector(actor, selectCommentStep),
    failure: useSelector(actor, selectFailure),
    moveTo: useSelector(actor, selectMoveTo),
    moveForm: useSelector(actor, selectMoveForm),
    factsForm: useSelector(actor, selectFactsForm),
    comment: useSelector(actor, selectComment),
    mailSent: useSelector(actor, selectMailSent),
    uploadName: useSelector(actor, selectUploadName),
    today: useSelector(actor, selectToday),
    busy: useSelector(actor, selectIsBusy),
    refreshing: useSelector(actor, selectIsRefreshing),
    stale: useSelector(actor, selectStale),
    canRetry: useSelector(actor, selectCanRetry),
    moves: useSelector(actor, selectMoves, same),
    offers: useSelector(actor, selectOffers, same),
  };
  const commands = useMemo(
    () => ({
      retry: () => actor.send({ type: 'claim.retry' }),
      close: () => actor.send({ type: 'claim.close' }),
      move: (to: ClaimStatus) => actor.send({ type: 'claim.move', to }),
      submitMove: (form: MoveForm) => actor.send({ type: 'claim.submitMove', form }),
      edit: () => actor.send({ type: 'claim.edit' }),
      saveFacts: (facts: FactsForm) => actor.send({ type: 'claim.saveFacts', facts }),
      sendComment: (comment: string) => actor.send({ type: 'claim.comment', comment }),
      notify: () => actor.send({ type: 'claim.notify' }),
      sendMail: (event: ClaimMailEvent | null) => actor.send({ type: 'claim.sendMail', event }),
      upload: (documentName: string | null) => actor.send({ type: 'claim.upload', documentName }),
      documentUploaded: (claim: ClaimDetails) => actor.send({ type: 'claim.documentUploaded', claim }),
      changed: () => actor.send({ type: 'claim.changed' }),
      reload: () => actor.send({ type: 'claim.reload' }),
    }),
    [actor],
  );
  return { ...read, ...commands };
}

export type ClaimState = ReturnType<typeof useClaimOf>;
