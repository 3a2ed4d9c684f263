import { assign, createActor } from 'xstate';
import { claimsMachine } from '../../../machines/claims/claims.machine';
import { CLAIM_ID, CLAIMS, HANDLER, READER, TODAY } from '../../../stories/claims/claim-fixtures';
import { opening, type ClaimActorName } from '../../../stories/machines/claims.model';
import { controlledActors, harnessOf, settle } from './controlled-actors';
import type { ClaimAnnouncement } from '../../../machines/claims/claims.setup';
import type {
  ClaimComment,
  ClaimDetails,
  ClaimRef,
  ClaimViewer,
  ClaimsInput,
  CommentInput,
  MailInput,
  MailSent,
  PatchInput,
} from '../../../machines/claims/claims.types';

export { CLAIM_ID, CLAIMS, HANDLER, READER, settle, TODAY };

type Outputs = Record<'loadClaim' | 'refreshClaim' | 'moveClaim' | 'saveFacts', ClaimDetails> & {
  commentOnClaim: ClaimComment;
  sendMail: MailSent;
};

export { COMMENT, FAILURES, MAIL_SENT, opening, type ClaimActorName } from '../../../stories/machines/claims.model';

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
