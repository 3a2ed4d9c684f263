import { CLIENT_HAS_NO_EMAIL } from '../../domain/invoices/documents';
import { coverRefusal, ENDS_LATER, POLICY_NOT_FOUND, REASON_NEEDED } from '../../domain/policies';
import { policyActorIn } from '../policies/policy-actor';
import { AFTER_THE_END, BROKER, POLICIES, POLICY_ID, READ_ON, READER, READY_FOR_COVER, UNBILLED } from '../policies/policy-fixtures';
import { machineStories, resolvedPageRender } from '../support/resolved-page-story';
import { POLICY_PAGE_ANSWERS, PolicyPage } from './policy-lifecycle.screen';
import type { RequestFailure } from '../../domain/api';
import type { PolicyDetails, PolicyLifecycleContext } from '../../machines/policy-lifecycle/policy-lifecycle.types';
import type { Meta, StoryObj } from '@storybook/react-vite';

const NETWORK: RequestFailure = { message: 'Network error, please try again', code: 'NETWORK_ERROR', fieldErrors: {} };
const refused = (message: string, status: number, code: string, fieldErrors: Record<string, string> = {}): RequestFailure => ({
  message,
  status,
  code,
  fieldErrors,
});
const INVALID = 'Please correct the highlighted fields';

/** The policy each dialog opens on, as its guards allow it. */
const OPENED_ON: Record<string, PolicyDetails> = {
  placing: POLICIES.proposal,
  confirmingPlacement: POLICIES.placed,
  recordingNumber: POLICIES.placed,
  activating: READY_FOR_COVER,
  expiring: POLICIES.active,
  lapsing: POLICIES.placed,
  cancelling: POLICIES.proposal,
  sendingCreditNote: POLICIES.overdue,
  coverRefused: POLICIES.placed,
  uploading: POLICIES.active,
  billing: UNBILLED,
  sendingRenewalNotice: POLICIES.active,
  reloading: POLICIES.active,
  reloadFailed: POLICIES.active,
};

/** Why each dialog failed in its story. */
const FAILED: Record<string, RequestFailure> = {
  placing: NETWORK,
  confirmingPlacement: NETWORK,
  recordingNumber: refused(INVALID, 400, 'VALIDATION_ERROR', { insurerPolicyNumber: 'Another policy carries this number' }),
  activating: refused('No Premium, No Cover: the premium on invoice INV/2026/000108 was reversed', 409, 'CONFLICT'),
  expiring: refused(ENDS_LATER, 409, 'CONFLICT'),
  lapsing: { message: INVALID, fieldErrors: { reason: REASON_NEEDED } },
  cancelling: NETWORK,
  sendingCreditNote: NETWORK,
  billing: NETWORK,
  sendingRenewalNotice: refused(CLIENT_HAS_NO_EMAIL, 409, 'CONFLICT'),
};

/** The context each leaf state holds, as its own transitions would have left it. */
function contextFor(state: string, variant?: string): PolicyLifecycleContext {
  const base: PolicyLifecycleContext = {
    policyId: POLICY_ID,
    viewer: variant === 'reader' ? READER : BROKER,
    today: state.startsWith('loaded.expiring') ? AFTER_THE_END : READ_ON,
    policy: null,
    insurerPolicyNumber: '',
    reason: '',
    coverRefusal: null,
    failure: null,
  };
  if (state === 'loading') return base;
  if (state === 'loadFailed') return { ...base, failure: variant === 'notFound' ? refused(POLICY_NOT_FOUND, 404, 'NOT_FOUND') : NETWORK };
  const [, dialog = 'idle', step] = state.split('.');
  const policy = OPENED_ON[dialog] ?? READY_FOR_COVER;
  const opened = { ...base, policy };
  if (dialog === 'coverRefused') return { ...opened, coverRefusal: coverRefusal(policy) };
  if (dialog === 'reloadFailed') return { ...opened, failure: NETWORK };
  const typed = {
    insurerPolicyNumber: dialog === 'recordingNumber' && step !== 'editing' ? 'LAG/MTR/26/004411' : '',
    reason: (dialog === 'lapsing' || dialog === 'cancelling') && step === 'saving' ? 'The client bought cover elsewhere' : '',
  };
  return { ...opened, ...typed, failure: step === 'failed' ? (FAILED[dialog] ?? NETWORK) : null };
}

/**
 * One policy's page, one story per state of the policy lifecycle machine: the page over an actor
 * resolved into the state, with calls that never answer. A broker who may update policies and send
 * documents is looking, unless the story says a reader is.
 */
const meta = {
  title: 'Machines/Policy lifecycle',
  parameters: { layout: 'fullscreen' },
  render: resolvedPageRender({
    actorIn: (state, variant) => policyActorIn(state, contextFor(state, variant)),
    answers: POLICY_PAGE_ANSWERS,
    Page: PolicyPage,
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const story: (state: string, name: string, variant?: string) => Story = machineStories('policy-lifecycle');

export const Loading = story('loading', 'loading: the page opening');
export const LoadFailed = story('loadFailed', 'loadFailed: network failure, Try again');
export const NotFound = story('loadFailed', 'loadFailed: 404, no such policy', 'notFound');
export const Idle = story('loaded.idle', 'loaded.idle: ready to go on cover');
export const IdleForReader = story('loaded.idle', 'loaded.idle: a reader is offered nothing', 'reader');
export const Reloading = story('loaded.reloading', 'loaded.reloading: read again after a change');
export const ReloadFailed = story('loaded.reloadFailed', 'loaded.reloadFailed: saved, but not read again');
export const Uploading = story('loaded.uploading', 'loaded.uploading: the upload wizard open');
export const CoverRefused = story('loaded.coverRefused', 'loaded.coverRefused: No Premium, No Cover, no call made');
export const PlacingConfirming = story('loaded.placing.confirming', 'loaded.placing.confirming: mail the slip?');
export const PlacingSending = story('loaded.placing.sending', 'loaded.placing.sending');
export const PlacingFailed = story('loaded.placing.failed', 'loaded.placing.failed: network failure, Try again');
export const ConfirmingPlacement = story('loaded.confirmingPlacement.confirming', 'loaded.confirmingPlacement.confirming');
export const ConfirmingPlacementSaving = story('loaded.confirmingPlacement.saving', 'loaded.confirmingPlacement.saving');
export const ConfirmingPlacementFailed = story('loaded.confirmingPlacement.failed', 'loaded.confirmingPlacement.failed');
export const RecordingNumber = story('loaded.recordingNumber.editing', 'loaded.recordingNumber.editing');
export const RecordingNumberSaving = story('loaded.recordingNumber.saving', 'loaded.recordingNumber.saving');
export const RecordingNumberFailed = story('loaded.recordingNumber.failed', 'loaded.recordingNumber.failed: the number refused');
export const Activating = story('loaded.activating.confirming', 'loaded.activating.confirming: put on cover?');
export const ActivatingSaving = story('loaded.activating.saving', 'loaded.activating.saving');
export const ActivatingFailed = story('loaded.activating.failed', 'loaded.activating.failed: 409 in the server’s words');
export const Expiring = story('loaded.expiring.confirming', 'loaded.expiring.confirming');
export const ExpiringSaving = story('loaded.expiring.saving', 'loaded.expiring.saving');
export const ExpiringFailed = story('loaded.expiring.failed', 'loaded.expiring.failed: 409, not ended yet');
export const Lapsing = story('loaded.lapsing.editing', 'loaded.lapsing.editing: why it lapses');
export const LapsingSaving = story('loaded.lapsing.saving', 'loaded.lapsing.saving');
export const LapsingFailed = story('loaded.lapsing.failed', 'loaded.lapsing.failed: a reason is needed');
export const Cancelling = story('loaded.cancelling.editing', 'loaded.cancelling.editing: why it is cancelled');
export const CancellingSaving = story('loaded.cancelling.saving', 'loaded.cancelling.saving');
export const CancellingFailed = story('loaded.cancelling.failed', 'loaded.cancelling.failed: network failure');
export const SendingCreditNote = story('loaded.sendingCreditNote.confirming', 'loaded.sendingCreditNote.confirming: overdue');
export const SendingCreditNoteSending = story('loaded.sendingCreditNote.sending', 'loaded.sendingCreditNote.sending');
export const SendingCreditNoteFailed = story('loaded.sendingCreditNote.failed', 'loaded.sendingCreditNote.failed');
export const Billing = story('loaded.billing.confirming', 'loaded.billing.confirming: raise the proposal’s invoice?');
export const BillingSaving = story('loaded.billing.saving', 'loaded.billing.saving');
export const BillingFailed = story('loaded.billing.failed', 'loaded.billing.failed: network failure, Try again');
export const SendingRenewalNotice = story('loaded.sendingRenewalNotice.confirming', 'loaded.sendingRenewalNotice.confirming');
export const SendingRenewalNoticeSending = story('loaded.sendingRenewalNotice.sending', 'loaded.sendingRenewalNotice.sending');
export const SendingRenewalNoticeFailed = story(
  'loaded.sendingRenewalNotice.failed',
  'loaded.sendingRenewalNotice.failed: 409, the client has no email address',
);
