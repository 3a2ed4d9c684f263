import { canMovePolicy, coverRefusal, isRenewable, type PolicyStatus } from '../../domain/policies';
import type { PolicyLifecycleMachine } from './policy-lifecycle.machine';
import type { PolicyLifecycleEvent } from './policy-lifecycle.types';
import type { SnapshotFrom } from 'xstate';

type Snapshot = SnapshotFrom<PolicyLifecycleMachine>;

/** What the page shows: the policy's own slot, and the dialog that is open. */
export type PolicySlot = 'loading' | 'loadFailed' | 'loaded';

export const POLICY_DIALOGS = [
  'placing',
  'confirmingPlacement',
  'recordingNumber',
  'activating',
  'coverRefused',
  'lapsing',
  'cancelling',
  'expiring',
  'sendingCreditNote',
  'uploading',
  'billing',
  'sendingRenewalNotice',
] as const;
export type PolicyDialog = (typeof POLICY_DIALOGS)[number];

/** Where an open dialog is: asking (a question or a form), busy with its call, or showing why it failed. */
export type DialogStep = 'asking' | 'busy' | 'failed';

type Matchable = Parameters<Snapshot['matches']>[0];

export const selectSlot = (s: Snapshot): PolicySlot =>
  s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : 'loaded';

/** The dialog open on the page, if any. */
export const selectDialog = (s: Snapshot): PolicyDialog | null =>
  POLICY_DIALOGS.find((dialog) => s.matches({ loaded: dialog } as Matchable)) ?? null;

export const selectDialogStep = (s: Snapshot): DialogStep => {
  const dialog = selectDialog(s);
  if (s.hasTag('busy')) return 'busy';
  return dialog && s.matches({ loaded: { [dialog]: 'failed' } } as Matchable) ? 'failed' : 'asking';
};

export const selectPolicy = (s: Snapshot) => s.context.policy;
export const selectFailure = (s: Snapshot) => s.context.failure;
/** Why the machine refused to put the policy on cover, while it shows that. */
export const selectCoverRefusal = (s: Snapshot) => s.context.coverRefusal;
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectIsReloading = (s: Snapshot) => s.matches({ loaded: 'reloading' });
export const selectReloadFailed = (s: Snapshot) => s.matches({ loaded: 'reloadFailed' });
/** A network failure: the same call may be tried again. */
export const selectCanRetry = (s: Snapshot) => s.can({ type: 'policy.retry' });

type Opening = Extract<
  PolicyLifecycleEvent['type'],
  | 'policy.sendPlacementSlip'
  | 'policy.confirmPlacement'
  | 'policy.recordNumber'
  | 'policy.activate'
  | 'policy.lapse'
  | 'policy.cancel'
  | 'policy.markExpired'
  | 'policy.sendCreditNote'
  | 'policy.upload'
  | 'policy.bill'
  | 'policy.sendRenewalNotice'
>;
export type PolicyOffers = Record<Opening, boolean>;

const OPENINGS: readonly Opening[] = [
  'policy.sendPlacementSlip',
  'policy.confirmPlacement',
  'policy.recordNumber',
  'policy.activate',
  'policy.lapse',
  'policy.cancel',
  'policy.markExpired',
  'policy.sendCreditNote',
  'policy.upload',
  'policy.bill',
  'policy.sendRenewalNotice',
];

/** The moves the page offers from where it rests, as the machine's own guards decide them. */
export const selectOffers = (s: Snapshot): PolicyOffers =>
  Object.fromEntries(OPENINGS.map((type) => [type, s.matches({ loaded: 'idle' }) && s.can({ type })])) as PolicyOffers;

/** "No Premium, No Cover" for the policy as shown: the domain's reason, or null when it may go on cover. */
export const selectCoverBlock = (s: Snapshot) => (s.context.policy ? coverRefusal(s.context.policy) : null);

/** Edit is a page of its own (/policy/{id}/edit), for a proposal or a placed policy. */
export const selectMayEdit = (s: Snapshot) =>
  s.context.viewer.mayUpdate && s.context.policy !== null && canMovePolicy(s.context.policy.status as PolicyStatus, 'edit');

/** Renew is a page of its own (/policy/new?renewalOf={id}), for a policy on cover or just expired that nothing renews yet. */
export const selectMayRenew = (s: Snapshot) => s.context.viewer.mayPropose && s.context.policy !== null && isRenewable(s.context.policy);

/** Register endorsement is a page of its own (/policy/endorsement/register?policyId={id}): only a policy on cover takes one. */
export const selectMayEndorse = (s: Snapshot) => s.context.viewer.mayEndorse && s.context.policy?.status === 'active';
