import { ENDORSEMENT_NOT_FOUND, endorsementMoveRefusal, REASON_NEEDED, unpaidEndorsementRefusal } from '../../domain/policies';
import { applyRefusalOf } from '../../machines/endorsement-lifecycle/endorsement-lifecycle.setup';
import { endorsementActorIn } from '../endorsements/endorsement-actor';
import { ENDORSEMENT_ID, ENDORSEMENTS, MANAGER, READER, REJECTION_REASON } from '../endorsements/endorsement-fixtures';
import { machineStories, resolvedPageRender } from '../support/resolved-page-story';
import { ENDORSEMENT_PAGE_ANSWERS, EndorsementPage } from './endorsement-lifecycle.screen';
import type { RequestFailure } from '../../domain/api';
import type { EndorsementDetails, EndorsementLifecycleContext } from '../../machines/endorsement-lifecycle/endorsement-lifecycle.types';
import type { Meta, StoryObj } from '@storybook/react-vite';

const NETWORK: RequestFailure = { message: 'Network error, please try again', code: 'NETWORK_ERROR', fieldErrors: {} };
const refused = (message: string, status: number, code: string): RequestFailure => ({ message, status, code, fieldErrors: {} });

/** The endorsement each resting state and dialog shows, as its guards allow it. */
const SHOWN_IN: Record<string, EndorsementDetails> = {
  pending: ENDORSEMENTS.pending,
  awaitingPremium: ENDORSEMENTS.awaitingPremium,
  ready: ENDORSEMENTS.approved,
  applied: ENDORSEMENTS.applied,
  rejected: ENDORSEMENTS.rejected,
  unknownStatus: { ...ENDORSEMENTS.pending, status: 'withdrawn' },
  reloading: ENDORSEMENTS.awaitingPremium,
  reloadFailed: ENDORSEMENTS.awaitingPremium,
  applyRefused: ENDORSEMENTS.awaitingPremium,
  uploading: ENDORSEMENTS.applied,
  viewingDocument: ENDORSEMENTS.rejected,
  approving: ENDORSEMENTS.pending,
  rejecting: ENDORSEMENTS.pending,
  applying: ENDORSEMENTS.approved,
};

/** Why each dialog failed in its story. */
const FAILED: Record<string, RequestFailure> = {
  approving: refused(endorsementMoveRefusal('approve', 'rejected'), 409, 'CONFLICT'),
  rejecting: { message: 'Please correct the highlighted fields', fieldErrors: { reason: REASON_NEEDED } },
  applying: refused(unpaidEndorsementRefusal('INV/2026/000214'), 409, 'CONFLICT'),
  viewingDocument: refused('The endorsement document could not be prepared', 500, 'INTERNAL_ERROR'),
};

const PDF = new Blob(['%PDF-1.7\n% END/2026/000003\n'], { type: 'application/pdf' });

/** The context each leaf state holds, as its own transitions would have left it. */
function contextFor(state: string, variant?: string): EndorsementLifecycleContext {
  const base: EndorsementLifecycleContext = {
    endorsementId: ENDORSEMENT_ID,
    viewer: variant === 'reader' ? READER : MANAGER,
    endorsement: null,
    reason: '',
    applyRefusal: null,
    document: null,
    failure: null,
  };
  if (state === 'loading') return base;
  if (state === 'loadFailed')
    return { ...base, failure: variant === 'notFound' ? refused(ENDORSEMENT_NOT_FOUND, 404, 'NOT_FOUND') : NETWORK };
  const path = state.split('.');
  const [, where = 'idle', step] = path;
  const endorsement = SHOWN_IN[where === 'idle' ? path.at(-1)! : where]!;
  const shown = { ...base, endorsement };
  if (where === 'applyRefused') return { ...shown, applyRefusal: applyRefusalOf(endorsement) };
  if (where === 'reloadFailed') return { ...shown, failure: NETWORK };
  if (where === 'viewingDocument')
    return { ...shown, document: step === 'showing' ? PDF : null, failure: step === 'failed' ? FAILED[where]! : null };
  const reason = where === 'rejecting' && step === 'saving' ? REJECTION_REASON : '';
  return { ...shown, reason, failure: step === 'failed' ? (FAILED[where] ?? NETWORK) : null };
}

/**
 * One endorsement's page, one story per state of the endorsement lifecycle machine: the page over an
 * actor resolved into the state, with calls that never answer. A broker who may manage endorsements
 * is looking, unless the story says a reader is.
 */
const meta = {
  title: 'Machines/Endorsement lifecycle',
  parameters: { layout: 'fullscreen' },
  render: resolvedPageRender({
    actorIn: (state, variant) => endorsementActorIn(state, contextFor(state, variant)),
    answers: ENDORSEMENT_PAGE_ANSWERS,
    Page: EndorsementPage,
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const story: (state: string, name: string, variant?: string) => Story = machineStories('endorsement-lifecycle');

export const Loading = story('loading', 'loading: the page opening');
export const LoadFailed = story('loadFailed', 'loadFailed: network failure, Try again');
export const NotFound = story('loadFailed', 'loadFailed: 404, no such endorsement', 'notFound');
export const Pending = story('loaded.idle.pending', 'loaded.idle.pending: approve or reject it');
export const PendingForReader = story('loaded.idle.pending', 'loaded.idle.pending: a reader may only view its document', 'reader');
export const AwaitingPremium = story('loaded.idle.approved.awaitingPremium', 'loaded.idle.approved.awaitingPremium: No Premium, No Cover');
export const Ready = story('loaded.idle.approved.ready', 'loaded.idle.approved.ready: paid, ready to apply');
export const Applied = story('loaded.idle.applied', 'loaded.idle.applied: the policy carries the change');
export const Rejected = story('loaded.idle.rejected', 'loaded.idle.rejected: with the reason');
export const UnknownStatus = story('loaded.idle.unknownStatus', 'loaded.idle.unknownStatus: a status the domain does not name');
export const Reloading = story('loaded.reloading', 'loaded.reloading: read again after a change');
export const ReloadFailed = story('loaded.reloadFailed', 'loaded.reloadFailed: saved, but not read again');
export const ApplyRefused = story('loaded.applyRefused', 'loaded.applyRefused: No Premium, No Cover, no call made');
export const Uploading = story('loaded.uploading', 'loaded.uploading: the upload wizard open');
export const FetchingDocument = story('loaded.viewingDocument.fetching', 'loaded.viewingDocument.fetching');
export const ShowingDocument = story('loaded.viewingDocument.showing', 'loaded.viewingDocument.showing: the PDF');
export const DocumentFailed = story('loaded.viewingDocument.failed', 'loaded.viewingDocument.failed: Try again');
export const Approving = story('loaded.approving.confirming', 'loaded.approving.confirming: approve and raise the invoice?');
export const ApprovingSaving = story('loaded.approving.saving', 'loaded.approving.saving');
export const ApprovingFailed = story('loaded.approving.failed', 'loaded.approving.failed: 409, decided meanwhile');
export const Rejecting = story('loaded.rejecting.editing', 'loaded.rejecting.editing: why it is rejected');
export const RejectingSaving = story('loaded.rejecting.saving', 'loaded.rejecting.saving');
export const RejectingFailed = story('loaded.rejecting.failed', 'loaded.rejecting.failed: a reason is needed');
export const Applying = story('loaded.applying.confirming', 'loaded.applying.confirming: apply to the policy?');
export const ApplyingSaving = story('loaded.applying.saving', 'loaded.applying.saving');
export const ApplyingFailed = story('loaded.applying.failed', 'loaded.applying.failed: 409 in the server’s words');
