import { assertEvent, assign, setup } from 'xstate';
import { describeFailure, mayRetryAfter } from '../../domain/api';
import { canActOnClaim, canMoveClaim, ClaimCommentPayload, type ClaimAction, type ClaimStatus } from '../../domain/claims';
import { validatePayload } from '../../domain/validation';
import { placeholderAction, placeholderActor } from '../placeholder-actor';
import { blankFactsForm, checkedFacts, factsOf } from './facts-form';
import { blankMoveForm, checkedMove, INVALID_FORM, openingMoveForm } from './move-form';
import type {
  ClaimComment,
  ClaimDetails,
  ClaimRef,
  ClaimsContext,
  ClaimsEvent,
  ClaimsInput,
  CommentInput,
  MailInput,
  MailSent,
  PatchInput,
} from './claims.types';

/** Why the invoked call failed, and what it answered (only in its own events, which the event union does not list). */
const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;

/** What the page is told once a call has changed the claim (to toast it). */
export type ClaimAnnouncement = { kind: 'moved'; to: ClaimStatus } | { kind: 'factsSaved' | 'commented' | 'documentUploaded' };

const statusOf = (context: ClaimsContext) => context.claim?.status as ClaimStatus;

/** Who may add to a claim without progressing it: whoever registers claims may upload and comment. */
const CONTRIBUTIONS: readonly ClaimAction[] = ['upload', 'comment'];
const mayAct = (viewer: ClaimsContext['viewer'], action: ClaimAction) =>
  viewer.mayUpdate || (viewer.mayContribute === true && CONTRIBUTIONS.includes(action));

/** The viewer may take the action and the domain lets the claim take it in its status. */
const allows = (context: ClaimsContext, action: ClaimAction) =>
  context.claim !== null && mayAct(context.viewer, action) && canActOnClaim(statusOf(context), action);

/** The newer of two answers about the claim: a slow background read never undoes a change just made. */
const newerOf = (shown: ClaimDetails | null, answer: ClaimDetails) => (shown && shown.updated_at > answer.updated_at ? shown : answer);

const commentProblem = (comment: string) => {
  const checked = validatePayload(ClaimCommentPayload, { comment });
  return checked.ok ? null : { message: INVALID_FORM, fieldErrors: { comment: checked.errors[0]!.message } };
};

export function initialContext(input: ClaimsInput): ClaimsContext {
  return {
    ...input,
    claim: null,
    moveTo: null,
    moveForm: blankMoveForm(),
    factsForm: blankFactsForm(),
    comment: '',
    mailEvent: null,
    mailSent: null,
    uploadName: null,
    idempotencyKey: null,
    failure: null,
    refreshFailure: null,
  };
}

/** The claims machine's types, calls, rules and context changes; its states are in claims.machine.ts. */
export const claimsSetup = setup({
  types: { context: {} as ClaimsContext, events: {} as ClaimsEvent, input: {} as ClaimsInput },
  actors: {
    loadClaim: placeholderActor<ClaimDetails, ClaimRef>('loadClaim'),
    /** Moves the claim to a status, or corrects its facts, with an Idempotency-Key. */
    patchClaim: placeholderActor<ClaimDetails, PatchInput>('patchClaim'),
    commentOnClaim: placeholderActor<ClaimComment, CommentInput>('commentOnClaim'),
    sendNotification: placeholderActor<MailSent, MailInput>('sendNotification'),
  },
  actions: {
    /** A call changed the claim: the page may toast it. */
    announce: placeholderAction<{ claim: ClaimDetails; announcement: ClaimAnnouncement }>('announce'),
    /** Gives the submission its Idempotency-Key (`context.idempotencyKey`); the app provides the key maker. */
    issueIdempotencyKey: placeholderAction('issueIdempotencyKey'),
    adopt: assign({ claim: ({ event }) => outputOf<ClaimDetails>(event), failure: null }),
    adoptRefreshed: assign({ claim: ({ context, event }) => newerOf(context.claim, outputOf<ClaimDetails>(event)), refreshFailure: null }),
    adoptUploaded: assign(({ event }) => {
      assertEvent(event, 'claim.documentUploaded');
      return { claim: event.claim, uploadName: null };
    }),
    startMove: assign(({ context, event }) => {
      assertEvent(event, 'claim.move');
      return { moveTo: event.to, moveForm: openingMoveForm(statusOf(context), event.to, context.today), failure: null };
    }),
    keepMoveForm: assign(({ event }) => {
      assertEvent(event, 'claim.submitMove');
      return { moveForm: event.form };
    }),
    refuseMove: assign({
      failure: ({ context }) => checkedMove(context.claim!, context.moveTo!, context.moveForm, context.today).failure,
    }),
    startFacts: assign({ factsForm: ({ context }) => factsOf(context.claim!), failure: null }),
    keepFacts: assign(({ event }) => {
      assertEvent(event, 'claim.saveFacts');
      return { factsForm: event.facts };
    }),
    refuseFacts: assign({ failure: ({ context }) => checkedFacts(context.claim!, context.factsForm, context.today).failure }),
    keepComment: assign(({ event }) => {
      assertEvent(event, 'claim.comment');
      return { comment: event.comment };
    }),
    refuseComment: assign({ failure: ({ context }) => commentProblem(context.comment) }),
    appendComment: assign({
      claim: ({ context, event }) => ({ ...context.claim!, comments: [...context.claim!.comments, outputOf<ClaimComment>(event)] }),
      comment: '',
      failure: null,
    }),
    keepMailEvent: assign(({ event }) => {
      assertEvent(event, 'claim.sendMail');
      return { mailEvent: event.event };
    }),
    keepMailSent: assign({ mailSent: ({ event }) => outputOf<MailSent>(event), failure: null }),
    keepUploadName: assign(({ event }) => {
      assertEvent(event, 'claim.upload');
      return { uploadName: event.documentName };
    }),
    forgetEntries: assign({ moveTo: null, mailEvent: null, mailSent: null, uploadName: null, idempotencyKey: null, failure: null }),
    rememberFailure: assign({ failure: ({ event }) => describeFailure(errorOf(event)) }),
    forgetFailure: assign({ failure: null }),
    rememberRefreshFailure: assign({ refreshFailure: ({ event }) => describeFailure(errorOf(event)) }),
    forgetRefreshFailure: assign({ refreshFailure: null }),
  },
  guards: {
    mayMove: ({ context, event }) => {
      assertEvent(event, 'claim.move');
      return context.claim !== null && context.viewer.mayUpdate && canMoveClaim(statusOf(context), event.to);
    },
    mayEdit: ({ context }) => allows(context, 'edit'),
    mayComment: ({ context }) => allows(context, 'comment'),
    mayNotify: ({ context }) => allows(context, 'notify'),
    mayUpload: ({ context }) => allows(context, 'upload'),
    /** The domain finds nothing wrong with the move as typed, against the claim as it now stands. */
    moveReady: ({ context, event }) => {
      assertEvent(event, 'claim.submitMove');
      return checkedMove(context.claim!, context.moveTo!, event.form, context.today).failure === null;
    },
    moveStillReady: ({ context }) => checkedMove(context.claim!, context.moveTo!, context.moveForm, context.today).failure === null,
    factsStillValid: ({ context }) => checkedFacts(context.claim!, context.factsForm, context.today).failure === null,
    factsValid: ({ context, event }) => {
      assertEvent(event, 'claim.saveFacts');
      return checkedFacts(context.claim!, event.facts, context.today).failure === null;
    },
    commentValid: ({ event }) => {
      assertEvent(event, 'claim.comment');
      return commentProblem(event.comment) === null;
    },
    isThisClaim: ({ context, event }) => {
      assertEvent(event, 'claim.documentUploaded');
      return event.claim.claim_id === context.claimId;
    },
    /** The network or the server failed, not the request: the same call may be tried again. */
    mayRetry: ({ context }) => mayRetryAfter(context.failure),
  },
});
