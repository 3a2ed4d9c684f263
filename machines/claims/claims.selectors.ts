import { nextClaimStatuses, type ClaimStatus } from '../../domain/claims';
import type { ClaimsMachine } from './claims.machine';
import type { SnapshotFrom } from 'xstate';

type Snapshot = SnapshotFrom<ClaimsMachine>;
type Matchable = Parameters<Snapshot['matches']>[0];

/** What the page shows: the claim's own slot, and the dialog that is open. */
export type ClaimSlot = 'loading' | 'loadFailed' | 'ready';

export const CLAIM_DIALOGS = ['moving', 'editing', 'notifying', 'uploading'] as const;
export type ClaimDialog = (typeof CLAIM_DIALOGS)[number];

/** Where an open dialog is: asking (its form), busy with its call, refused by the rules or the server, or done (the mail sent). */
export type ClaimDialogStep = 'asking' | 'busy' | 'failed' | 'done';

const inWork = (s: Snapshot, value: unknown) => s.matches({ ready: { work: value } } as Matchable);

export const selectSlot = (s: Snapshot): ClaimSlot => (s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : 'ready');

export const selectDialog = (s: Snapshot): ClaimDialog | null => CLAIM_DIALOGS.find((dialog) => inWork(s, dialog)) ?? null;

export const selectDialogStep = (s: Snapshot): ClaimDialogStep => {
  const dialog = selectDialog(s);
  if (!dialog) return 'asking';
  if (inWork(s, { [dialog]: 'saving' }) || inWork(s, { [dialog]: 'sending' })) return 'busy';
  if (inWork(s, { [dialog]: 'failed' }) || inWork(s, { [dialog]: 'refused' })) return 'failed';
  return inWork(s, { notifying: 'sent' }) ? 'done' : 'asking';
};

/** The comment box: sending, refused by the rules, failed, or ready for a comment. */
export const selectCommentStep = (s: Snapshot): 'idle' | 'sending' | 'refused' | 'failed' =>
  inWork(s, { commenting: 'sending' })
    ? 'sending'
    : inWork(s, { commenting: 'refused' })
      ? 'refused'
      : inWork(s, { commenting: 'failed' })
        ? 'failed'
        : 'idle';

export const selectClaim = (s: Snapshot) => s.context.claim;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectMoveTo = (s: Snapshot) => s.context.moveTo;
export const selectMoveForm = (s: Snapshot) => s.context.moveForm;
export const selectFactsForm = (s: Snapshot) => s.context.factsForm;
export const selectComment = (s: Snapshot) => s.context.comment;
export const selectMailSent = (s: Snapshot) => s.context.mailSent;
export const selectUploadName = (s: Snapshot) => s.context.uploadName;
export const selectToday = (s: Snapshot) => s.context.today;
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectIsRefreshing = (s: Snapshot) => s.hasTag('refreshing');
/** A live change was heard but the claim could not be read again: why, while that is so. */
export const selectStale = (s: Snapshot) => (s.matches({ ready: { live: 'stale' } }) ? s.context.refreshFailure : null);
/** A network failure: the same call may be tried again. */
export const selectCanRetry = (s: Snapshot) => s.can({ type: 'claim.retry' });

/** The next statuses the page offers a move to, as the machine's own guard decides them. */
export const selectMoves = (s: Snapshot): ClaimStatus[] =>
  s.context.claim ? nextClaimStatuses(s.context.claim.status as ClaimStatus).filter((to) => s.can({ type: 'claim.move', to })) : [];

export type ClaimOffers = Record<'edit' | 'notify' | 'upload' | 'comment', boolean>;

/** The other things the page offers from where it rests. */
export const selectOffers = (s: Snapshot): ClaimOffers => ({
  edit: s.can({ type: 'claim.edit' }),
  notify: s.can({ type: 'claim.notify' }),
  upload: s.can({ type: 'claim.upload', documentName: null }),
  // Any comment that passes the rules: the guard reads the text, so one is made up here.
  comment: s.can({ type: 'claim.comment', comment: 'A comment' }),
});
