import { awaitsPremium } from '../../domain/policies';
import { applyRefusalOf } from './endorsement-lifecycle.setup';
import type { EndorsementLifecycleMachine } from './endorsement-lifecycle.machine';
import type { EndorsementLifecycleEvent } from './endorsement-lifecycle.types';
import type { SnapshotFrom } from 'xstate';

type Snapshot = SnapshotFrom<EndorsementLifecycleMachine>;

/** What the page shows: the endorsement's own slot, and the dialog that is open. */
export type EndorsementSlot = 'loading' | 'loadFailed' | 'loaded';

export const ENDORSEMENT_DIALOGS = ['approving', 'rejecting', 'applying', 'applyRefused', 'uploading', 'viewingDocument'] as const;
export type EndorsementDialog = (typeof ENDORSEMENT_DIALOGS)[number];

/** Where an open dialog is: asking (a question, a form or the document shown), busy with its call, or showing why it failed. */
export type DialogStep = 'asking' | 'busy' | 'failed';

type Matchable = Parameters<Snapshot['matches']>[0];

export const selectSlot = (s: Snapshot): EndorsementSlot =>
  s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : 'loaded';

/** The dialog open on the page, if any. */
export const selectDialog = (s: Snapshot): EndorsementDialog | null =>
  ENDORSEMENT_DIALOGS.find((dialog) => s.matches({ loaded: dialog } as Matchable)) ?? null;

export const selectDialogStep = (s: Snapshot): DialogStep => {
  const dialog = selectDialog(s);
  if (s.hasTag('busy')) return 'busy';
  return dialog && s.matches({ loaded: { [dialog]: 'failed' } } as Matchable) ? 'failed' : 'asking';
};

export const selectEndorsement = (s: Snapshot) => s.context.endorsement;
export const selectFailure = (s: Snapshot) => s.context.failure;
/** The reason last typed, so that a form opened again after a failure shows it. */
export const selectReason = (s: Snapshot) => s.context.reason;
/** Why the machine refused to apply the change, while it shows that. */
export const selectApplyRefusal = (s: Snapshot) => s.context.applyRefusal;
/** The endorsement's PDF while it is shown. */
export const selectDocument = (s: Snapshot) => s.context.document;
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectIsReloading = (s: Snapshot) => s.matches({ loaded: 'reloading' });
export const selectReloadFailed = (s: Snapshot) => s.matches({ loaded: 'reloadFailed' });
/** A network failure (or any failed read of the PDF): the same call may be tried again. */
export const selectCanRetry = (s: Snapshot) => s.can({ type: 'endorsement.retry' });

type Opening = Extract<
  EndorsementLifecycleEvent['type'],
  'endorsement.approve' | 'endorsement.reject' | 'endorsement.apply' | 'endorsement.upload' | 'endorsement.viewDocument'
>;
export type EndorsementOffers = Record<Opening, boolean>;

const OPENINGS: readonly Opening[] = [
  'endorsement.approve',
  'endorsement.reject',
  'endorsement.apply',
  'endorsement.upload',
  'endorsement.viewDocument',
];

/** The moves the page offers from where it rests, as the machine's own guards decide them. */
export const selectOffers = (s: Snapshot): EndorsementOffers =>
  Object.fromEntries(OPENINGS.map((type) => [type, s.matches({ loaded: 'idle' }) && s.can({ type })])) as EndorsementOffers;

/** "No Premium, No Cover" for the endorsement as shown: the domain's reason, or null when nothing holds it back. */
export const selectApplyBlock = (s: Snapshot) => applyRefusalOf(s.context.endorsement);

/** Approved, its additional premium not received in full yet: shown on the page whatever the viewer may do. */
export const selectAwaitsPremium = (s: Snapshot) => s.context.endorsement?.status === 'approved' && awaitsPremium(s.context.endorsement);
