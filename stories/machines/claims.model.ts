import { CLAIM_NOT_FOUND } from '../../domain/claims';
import { factsOf } from '../../machines/claims/facts-form';
import { blankMoveForm } from '../../machines/claims/move-form';
import { ApiFailure } from '../../src/api/errors';
import { CLAIM_ID, CLAIMS, HANDLER, READER, TODAY } from '../claims/claim-fixtures';
import type { ClaimsMachine } from '../../machines/claims/claims.machine';
import type { ClaimComment, ClaimDetails, ClaimsEvent, ClaimsInput, ClaimViewer, MailSent } from '../../machines/claims/claims.types';
import type { MachineModel } from '../support/machine-model';
import type { SnapshotFrom } from 'xstate';

// The claims machine's model: the event cases its model-based tests walk, which the walker and the
// paths on its Diagram page offer too.

/** The invoke ids: loading and the background reload read the claim, a move and the facts patch it. */
export type ClaimActorName = 'loadClaim' | 'refreshClaim' | 'moveClaim' | 'saveFacts' | 'commentOnClaim' | 'sendMail';

type Snapshot = SnapshotFrom<ClaimsMachine>;
type Output = ClaimDetails | ClaimComment | MailSent;
type DoneEvent = { type: `xstate.done.actor.${ClaimActorName}`; output: Output };
type ErrorEvent = { type: `xstate.error.actor.${ClaimActorName}`; error: unknown };
export type ClaimsModelEvent = ClaimsEvent | DoneEvent | ErrorEvent;
type ModelEvent = ClaimsModelEvent;

export const FAILURES = {
  network: new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR'),
  notFound: new ApiFailure(CLAIM_NOT_FOUND, 404, 'NOT_FOUND'),
  moved: new ApiFailure('Only a claim submitted to insurer, under adjustment, offer disputed can go to offer received', 409, 'CONFLICT'),
  invalid: new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', {
    adjusterEmail: 'Enter a valid email address',
  }),
};

export const COMMENT: ClaimComment = {
  comment_id: 'comment-2',
  comment: 'Leadway says the offer letter goes out on Friday.',
  by: { user_id: 'user-ada', name: 'Ada Obi' },
  at: '2026-11-26T10:00:00.000Z',
};
export const MAIL_SENT: MailSent = { sent_to: ['chinedu.okafor@example.ng'], event: 'offer_received', message: 'Mail sent' };

const done = (id: ClaimActorName, output: Output): DoneEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: ClaimActorName, error: unknown): ErrorEvent => ({ type: `xstate.error.actor.${id}`, error });

const OFFERED: ClaimDetails = { ...CLAIMS.offerReceived, updated_at: '2026-11-26T10:00:00.000Z' };
const FACTS = factsOf(CLAIMS.registered);

/** Representative cases of every event; the model keeps those the current state can take. */
export const MODEL_EVENTS: readonly ModelEvent[] = [
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

export const opening = (viewer: ClaimViewer = HANDLER): ClaimsInput => ({ claimId: CLAIM_ID, viewer, today: TODAY });

export const ENTRIES: Record<string, ClaimsInput> = {
  'a broker who may update claims': opening(HANDLER),
  'a reader who may only view': opening(READER),
};

export function describeClaim(snapshot: Snapshot) {
  const { claim, failure, moveTo, refreshFailure } = snapshot.context;
  return {
    value: snapshot.value,
    status: claim?.status ?? null,
    moveTo,
    failure: failure ? (failure.code ?? 'form') : null,
    stale: !!refreshFailure,
  };
}

export const eventName = (event: ModelEvent) => {
  const base = event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:');
  if ('output' in event) return `${base}(${'status' in event.output ? event.output.status : 'answer'})`;
  if ('error' in event) return `${base}(${(event.error as { code?: string }).code})`;
  if (event.type === 'claim.move') return `${base}(${event.to})`;
  if (event.type === 'claim.submitMove') return `${base}(${event.form.offerAmount ? 'typed' : 'blank'})`;
  if (event.type === 'claim.saveFacts') return `${base}(${event.facts.lossPlace ? 'typed' : 'blank'})`;
  if (event.type === 'claim.comment') return `${base}(${event.comment ? 'typed' : 'blank'})`;
  return base;
};

export const claimsModel: MachineModel<ClaimsModelEvent> = {
  events: MODEL_EVENTS,
  eventName,
  serialize: (snapshot) => describeClaim(snapshot as Snapshot),
  entries: ENTRIES,
  labels: {
    'xstate.done.actor.loadClaim': 'the claim loads',
    'xstate.done.actor.refreshClaim': 'the claim is read again',
    'claim.move': 'move to a next status',
    'claim.submitMove': 'save the move',
    'claim.edit': 'correct the facts',
    'claim.saveFacts': 'save the facts',
    'claim.changed': 'a live notification about the claim',
  },
};
