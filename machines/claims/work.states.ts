import { and } from 'xstate';
import { claimsSetup } from './claims.setup';
import { checkedFacts } from './facts-form';
import { announced, close, formCall, IDLE, retry, WORK } from './form-parts';
import { checkedMove } from './move-form';

// What the user does with the claim, one thing at a time: a move to a next status, its facts
// corrected, a comment, a mail, a document. Each starts from rest, only as the viewer's 'Update
// Claim' and the domain's CLAIM_TRANSITIONS and CLAIM_ACTIONS allow it.

const COMMENTING = `${WORK}.commenting`;

const comment = [
  { guard: 'commentValid' as const, target: `${COMMENTING}.sending`, actions: ['keepComment' as const, 'forgetFailure' as const] },
  { target: `${COMMENTING}.refused`, actions: ['keepComment' as const, 'refuseComment' as const] },
];

/** The dialogs that open from rest, and the comment sent from the page. */
const opening = {
  'claim.move': { guard: 'mayMove' as const, target: `${WORK}.moving`, actions: 'startMove' as const },
  'claim.edit': { guard: 'mayEdit' as const, target: `${WORK}.editing`, actions: 'startFacts' as const },
  'claim.notify': { guard: 'mayNotify' as const, target: `${WORK}.notifying`, actions: 'forgetFailure' as const },
  'claim.upload': {
    guard: 'mayUpload' as const,
    target: `${WORK}.uploading`,
    actions: ['keepUploadName' as const, 'forgetFailure' as const],
  },
  'claim.comment': [
    { ...comment[0]!, guard: and(['mayComment', 'commentValid']) },
    { ...comment[1]!, guard: 'mayComment' as const },
  ],
};

export const workRegion = claimsSetup.createStateConfig({
  initial: 'idle',
  states: {
    /** The claim as it stands; the page offers what the viewer and the status allow. */
    idle: { on: opening },
    /** To a next status: the form the move needs; the domain's rules refuse a blocked move without a call. */
    moving: formCall(
      {
        'claim.submitMove': [
          { guard: 'moveReady', target: 'saving', actions: ['keepMoveForm', 'forgetFailure', 'issueIdempotencyKey'] },
          { target: 'refused', actions: ['keepMoveForm', 'refuseMove'] },
        ],
      },
      {
        id: 'moveClaim',
        src: 'patchClaim',
        input: ({ context }) => ({
          claimId: context.claimId,
          patch: checkedMove(context.claim!, context.moveTo!, context.moveForm, context.today).patch!,
          idempotencyKey: context.idempotencyKey!,
        }),
        onDone: {
          target: IDLE,
          actions: ['adopt', announced(({ moveTo }) => ({ kind: 'moved', to: moveTo! })), 'forgetEntries'],
        },
        onError: { target: 'failed', actions: 'rememberFailure' },
      },
      'moveStillReady',
    ),
    /** The facts of the loss corrected, only before the claim is submitted. */
    editing: formCall(
      {
        'claim.saveFacts': [
          { guard: 'factsValid', target: 'saving', actions: ['keepFacts', 'forgetFailure', 'issueIdempotencyKey'] },
          { target: 'refused', actions: ['keepFacts', 'refuseFacts'] },
        ],
      },
      {
        id: 'saveFacts',
        src: 'patchClaim',
        input: ({ context }) => ({
          claimId: context.claimId,
          patch: checkedFacts(context.claim!, context.factsForm, context.today).patch!,
          idempotencyKey: context.idempotencyKey!,
        }),
        onDone: { target: IDLE, actions: ['adopt', announced(() => ({ kind: 'factsSaved' })), 'forgetEntries'] },
        onError: { target: 'failed', actions: 'rememberFailure' },
      },
      'factsStillValid',
    ),
    /** A comment from the page's comment box; a refused or failed one keeps its text and leaves the page usable. */
    commenting: {
      initial: 'sending',
      states: {
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'commentOnClaim',
            src: 'commentOnClaim',
            input: ({ context }) => ({ claimId: context.claimId, comment: context.comment.trim() }),
            onDone: { target: IDLE, actions: ['appendComment', announced(() => ({ kind: 'commented' }))] },
            onError: { target: 'failed', actions: 'rememberFailure' },
          },
        },
        refused: { on: { ...opening, 'claim.comment': comment, 'claim.close': close } },
        failed: { on: { ...opening, 'claim.comment': comment, 'claim.retry': retry('sending'), 'claim.close': close } },
      },
    },
    /** Send mail: the client or the insurer told of an event (left out, the claim's current one), and who was mailed. */
    notifying: {
      initial: 'choosing',
      states: {
        choosing: { on: { 'claim.sendMail': { target: 'sending', actions: 'keepMailEvent' }, 'claim.close': close } },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'sendMail',
            src: 'sendNotification',
            input: ({ context }) => ({ claimId: context.claimId, event: context.mailEvent }),
            onDone: { target: 'sent', actions: 'keepMailSent' },
            onError: { target: 'failed', actions: 'rememberFailure' },
          },
        },
        sent: { on: { 'claim.close': close } },
        failed: {
          on: {
            'claim.sendMail': { target: 'sending', actions: ['keepMailEvent', 'forgetFailure'] },
            'claim.retry': retry('sending'),
            'claim.close': close,
          },
        },
      },
    },
    /** The upload wizard's dialog is open for a checklist document or any named one; it says when the server took it. */
    uploading: {
      on: {
        'claim.documentUploaded': {
          guard: 'isThisClaim',
          target: IDLE,
          actions: ['adoptUploaded', announced(() => ({ kind: 'documentUploaded' }))],
        },
        'claim.close': close,
      },
    },
  },
});
