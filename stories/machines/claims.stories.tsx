import { CLAIM_NOT_FOUND, documentsMissingRefusal, EXCESS_ABOVE_OFFER, REASON_NEEDED } from '../../domain/claims';
import { FIELD_REQUIRED } from '../../domain/common-messages';
import { blankFactsForm, factsOf } from '../../machines/claims/facts-form';
import { blankMoveForm } from '../../machines/claims/move-form';
import { claimActorIn } from '../claims/claim-actor';
import { CLAIM_ID, CLAIMS, HANDLER, READER, TODAY } from '../claims/claim-fixtures';
import { machineStories, resolvedPageRender } from '../support/resolved-page-story';
import { CLAIM_PAGE_ANSWERS, ClaimPage } from './claims.screen';
import type { RequestFailure } from '../../domain/api';
import type { ClaimDetails, ClaimsContext, ClaimStatus } from '../../machines/claims/claims.types';
import type { Meta, StoryObj } from '@storybook/react-vite';

const NETWORK: RequestFailure = { message: 'Network error, please try again', code: 'NETWORK_ERROR', fieldErrors: {} };
const INVALID = 'Please correct the highlighted fields';
const refused = (message: string, status: number, code: string): RequestFailure => ({ message, status, code, fieldErrors: {} });

/** The claim each dialog or rest shows, as its guards allow it. */
const SHOWN_IN: Record<string, ClaimDetails> = {
  idle: CLAIMS.underAdjustment,
  moving: CLAIMS.underAdjustment,
  editing: CLAIMS.registered,
  commenting: CLAIMS.offerReceived,
  notifying: CLAIMS.offerReceived,
  uploading: CLAIMS.registered,
  current: CLAIMS.settled,
  refreshing: CLAIMS.offerReceived,
  stale: CLAIMS.offerReceived,
};

const OFFER = { ...blankMoveForm(), offerAmount: '425,000', excess: '25,000' };
const MOVING: Record<string, Partial<ClaimsContext>> = {
  filling: { moveTo: 'offer_received', moveForm: blankMoveForm() },
  refused: {
    moveTo: 'offer_received',
    moveForm: { ...OFFER, excess: '450,000' },
    failure: { message: INVALID, fieldErrors: { excess: EXCESS_ABOVE_OFFER } },
  },
  saving: { moveTo: 'offer_received', moveForm: OFFER, idempotencyKey: 'story-idempotency-key' },
  failed: {
    moveTo: 'offer_received',
    moveForm: OFFER,
    failure: refused('Only a claim submitted to insurer, under adjustment, offer disputed can go to offer received', 409, 'CONFLICT'),
  },
};

/** Variants: another claim or viewer at the same state. */
const VARIANTS: Record<string, Partial<ClaimsContext>> = {
  reader: { viewer: READER },
  registered: { claim: CLAIMS.registered },
  settled: { claim: CLAIMS.settled },
  declined: { claim: CLAIMS.declined },
  overdue: { claim: { ...CLAIMS.registered, age_days: 97, overdue: true } },
  missing: {
    claim: CLAIMS.registered,
    moveTo: 'submitted' as ClaimStatus,
    failure: { message: documentsMissingRefusal(CLAIMS.registered.missing_documents), fieldErrors: {} },
  },
  decline: {
    claim: CLAIMS.offerReceived,
    moveTo: 'declined' as ClaimStatus,
    failure: { message: INVALID, fieldErrors: { reason: REASON_NEEDED } },
  },
};

function stepContext(where: string, step: string | undefined): Partial<ClaimsContext> {
  if (where === 'moving') return MOVING[step!]!;
  if (where === 'editing') {
    const facts = factsOf(CLAIMS.registered);
    if (step === 'refused')
      return { factsForm: { ...facts, lossPlace: '' }, failure: { message: INVALID, fieldErrors: { lossPlace: FIELD_REQUIRED } } };
    return { factsForm: facts, failure: step === 'failed' ? NETWORK : null };
  }
  if (where === 'commenting') {
    if (step === 'refused') return { comment: '', failure: { message: INVALID, fieldErrors: { comment: FIELD_REQUIRED } } };
    return { comment: 'Leadway says the offer letter goes out on Friday.', failure: step === 'failed' ? NETWORK : null };
  }
  if (where === 'notifying') {
    const mailSent = { sent_to: ['chinedu.okafor@example.ng', 'claims@leadway.com'], event: 'offer_received', message: 'Mail sent' };
    return {
      mailEvent: step === 'choosing' ? null : 'offer_received',
      mailSent: step === 'sent' ? mailSent : null,
      failure: step === 'failed' ? NETWORK : null,
    };
  }
  if (where === 'uploading') return { uploadName: 'Police report' };
  if (where === 'stale') return { refreshFailure: NETWORK };
  return {};
}

/** The context each leaf state holds, as its own transitions would have left it. */
function contextFor(state: string, variant?: string): ClaimsContext {
  const base: ClaimsContext = {
    claimId: CLAIM_ID,
    viewer: HANDLER,
    today: TODAY,
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
  if (state === 'loading') return base;
  if (state === 'loadFailed') return { ...base, failure: variant === 'notFound' ? refused(CLAIM_NOT_FOUND, 404, 'NOT_FOUND') : NETWORK };
  const [, , where = 'idle', step] = state.split('.');
  return { ...base, claim: SHOWN_IN[where]!, ...stepContext(where, step), ...(variant ? VARIANTS[variant] : {}) };
}

/**
 * One claim's page, one story per state of the claims machine: the page over an actor resolved into
 * the state, with calls that never answer. A broker who may update claims is looking, unless the
 * story says a reader is.
 */
const meta = {
  title: 'Machines/Claims',
  parameters: { layout: 'fullscreen' },
  render: resolvedPageRender({
    actorIn: (state, variant) => claimActorIn(state, contextFor(state, variant)),
    answers: CLAIM_PAGE_ANSWERS,
    Page: ClaimPage,
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const story: (state: string, name: string, variant?: string) => Story = machineStories('claims');

export const Loading = story('loading', 'loading: the page opening');
export const LoadFailed = story('loadFailed', 'loadFailed: network failure, Try again');
export const NotFound = story('loadFailed', 'loadFailed: 404, no such claim', 'notFound');
export const Idle = story('ready.work.idle', 'ready.work.idle: under adjustment, Record offer');
export const IdleForReader = story('ready.work.idle', 'ready.work.idle: a reader sees no actions', 'reader');
export const IdleRegistered = story('ready.work.idle', 'ready.work.idle: registered, documents missing', 'registered');
export const IdleOverdue = story('ready.work.idle', 'ready.work.idle: open past the limit, overdue', 'overdue');
export const IdleDeclined = story('ready.work.idle', 'ready.work.idle: declined, with the reason', 'declined');
export const MovingFilling = story('ready.work.moving.filling', 'ready.work.moving.filling: the offer form');
export const MovingRefused = story('ready.work.moving.refused', 'ready.work.moving.refused: excess above the offer, no call');
export const MovingMissing = story('ready.work.moving.refused', 'ready.work.moving.refused: documents still missing', 'missing');
export const MovingDecline = story('ready.work.moving.refused', 'ready.work.moving.refused: declining needs a reason', 'decline');
export const MovingSaving = story('ready.work.moving.saving', 'ready.work.moving.saving');
export const MovingFailed = story('ready.work.moving.failed', 'ready.work.moving.failed: 409 in the server’s words');
export const EditingFilling = story('ready.work.editing.filling', 'ready.work.editing.filling: the facts of the loss');
export const EditingRefused = story('ready.work.editing.refused', 'ready.work.editing.refused: a fact left blank');
export const EditingSaving = story('ready.work.editing.saving', 'ready.work.editing.saving');
export const EditingFailed = story('ready.work.editing.failed', 'ready.work.editing.failed: network failure, Try again');
export const CommentingSending = story('ready.work.commenting.sending', 'ready.work.commenting.sending');
export const CommentingRefused = story('ready.work.commenting.refused', 'ready.work.commenting.refused: an empty comment');
export const CommentingFailed = story('ready.work.commenting.failed', 'ready.work.commenting.failed: kept, Try again');
export const NotifyingChoosing = story('ready.work.notifying.choosing', 'ready.work.notifying.choosing: which mail');
export const NotifyingSending = story('ready.work.notifying.sending', 'ready.work.notifying.sending');
export const NotifyingSent = story('ready.work.notifying.sent', 'ready.work.notifying.sent: who was mailed');
export const NotifyingFailed = story('ready.work.notifying.failed', 'ready.work.notifying.failed: Try again');
export const Uploading = story('ready.work.uploading', 'ready.work.uploading: the police report, by the upload wizard');
export const LiveCurrent = story('ready.live.current', 'ready.live.current: settled through the brokerage');
export const LiveRefreshing = story('ready.live.refreshing', 'ready.live.refreshing: changed elsewhere, read again quietly');
export const LiveStale = story('ready.live.stale', 'ready.live.stale: could not be read again');
