import { assign, createActor } from 'xstate';
import { CLAIM_NOT_FOUND } from '../../../domain/claims';
import { claimsMachine } from '../../../machines/claims/claims.machine';
import { ApiFailure } from '../../../src/api/errors';
import { CLAIM_ID, CLAIMS, HANDLER, READER, TODAY } from '../../../stories/claims/claim-fixtures';
import { controlledActors, harnessOf, settle } from './controlled-actors';
import type { ClaimAnnouncement } from '../../../machines/claims/claims.setup';
import type {
  ClaimComment,
  ClaimDetails,
  ClaimRef,
  ClaimsInput,
  ClaimViewer,
  CommentInput,
  MailInput,
  MailSent,
  PatchInput,
} from '../../../machines/claims/claims.types';

export { CLAIM_ID, CLAIMS, HANDLER, READER, settle, TODAY };

/** The invoke ids: loading and the background reload read the claim, a move and the facts patch it. */
export type ClaimActorName = 'loadClaim' | 'refreshClaim' | 'moveClaim' | 'saveFacts' | 'commentOnClaim' | 'sendMail';

type Outputs = Record<'loadClaim' | 'refreshClaim' | 'moveClaim' | 'saveFacts', ClaimDetails> & {
  commentOnClaim: ClaimComment;
  sendMail: MailSent;
};

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

export const opening = (viewer: ClaimViewer = HANDLER): ClaimsInput => ({ claimId: CLAIM_ID, viewer, today: TODAY });

/** A claims actor whose calls stay pending until the test settles them; announcements and keys are recorded. */
export function createClaimsHarness(input: ClaimsInput = opening()) {
  const stand = controlledActors<ClaimActorName, Outputs>();
  const { controlled } = stand;
  const announced: ClaimAnnouncement[] = [];
  let keys = 0;
  const machine = claimsMachine.provide({
    actors: {
      loadClaim: controlled<ClaimDetails, ClaimRef>('loadClaim'),
      patchClaim: controlled<ClaimDetails, PatchInput>('patchClaim'),
      commentOnClaim: controlled<ClaimComment, CommentInput>('commentOnClaim'),
      sendNotification: controlled<MailSent, MailInput>('sendNotification'),
    },
    actions: {
      announce: (_, params) => void announced.push(params.announcement),
      issueIdempotencyKey: assign({ idempotencyKey: () => `key-${++keys}` }),
    },
  });
  const actor = createActor(machine, { input });
  return harnessOf(machine, actor, stand, { announced });
}

export type ClaimsHarness = ReturnType<typeof createClaimsHarness>;

/** A claim's page opened by `viewer` on `claim`, once its load has answered. */
export async function openedAs(claim: ClaimDetails, viewer: ClaimViewer = HANDLER) {
  const harness = createClaimsHarness(opening(viewer)).start();
  await harness.resolve('loadClaim', claim);
  return harness;
}
