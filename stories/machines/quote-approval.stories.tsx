import { useEffect, useState } from 'react';
import { MAKER_CANNOT_APPROVE, moveRefusal } from '../../domain/quotes';
import { CHECKER, COMPARISON, MAKER, MOTOR_FORM, MOTOR_TERMS, QUOTE_ID, QUOTES } from '../quotes/fixtures';
import { quoteActorIn } from '../quotes/quote-actor';
import { QuoteApprovalScreen } from './quote-approval.screen';
import type { RequestFailure } from '../../domain/api';
import type { QuoteApprovalContext, QuoteDetails, QuoteViewer } from '../../machines/quote-approval/quote-approval.types';
import type { QuoteApprovalActor } from '../../src/features/quotes/use-quote-approval';
import type { MachineStoryParameters } from '../support/machine-catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';

const NETWORK: RequestFailure = { message: 'Network error, please try again', code: 'NETWORK_ERROR', fieldErrors: {} };
const refused = (message: string, status: number, code: string): RequestFailure => ({ message, status, code, fieldErrors: {} });

/** The context each leaf state holds, as its own transitions would have left it. */
function contextFor(state: string, viewer: QuoteViewer): QuoteApprovalContext {
  const drafting: QuoteApprovalContext = {
    viewer,
    kind: 'motor',
    quoteId: null,
    quote: null,
    form: MOTOR_FORM,
    productTerms: MOTOR_TERMS,
    comparison: [],
    compareWith: [],
    submitAfterSave: false,
    failure: null,
  };
  const opened = (quote: QuoteDetails | null, extra: Partial<QuoteApprovalContext> = {}): QuoteApprovalContext => ({
    ...drafting,
    quoteId: QUOTE_ID,
    quote,
    ...extra,
  });
  const comparing = { compareWith: ['product-axa-motor'], comparison: COMPARISON };
  switch (state) {
    case 'drafting.failed':
      return {
        ...drafting,
        form: { ...MOTOR_FORM, sumInsured: '', nameOfInsured: '' },
        failure: {
          message: 'Please correct the highlighted fields',
          fieldErrors: { nameOfInsured: 'This field is required', sumInsured: 'Enter a valid amount' },
        },
      };
    case 'loading':
      return opened(null);
    case 'loadFailed':
      return opened(null, { failure: NETWORK });
    case 'submitting':
      return opened(QUOTES.draft, { submitAfterSave: true });
    case 'comparing.pricing':
      return opened(QUOTES.draft, { compareWith: comparing.compareWith });
    case 'comparing.pricingFailed':
      return opened(QUOTES.draft, { compareWith: comparing.compareWith, failure: NETWORK });
    case 'comparing.choosing':
    case 'comparing.keeping':
      return opened(QUOTES.draft, comparing);
    case 'comparing.chooseFailed':
      return opened(QUOTES.draft, { ...comparing, failure: refused('This comparison has already been decided', 409, 'CONFLICT') });
    case 'pendingApproval.idle':
    case 'pendingApproval.approving':
    case 'pendingApproval.rejecting':
      return opened(QUOTES.pending);
    case 'pendingApproval.failed':
      return opened(QUOTES.pending, { failure: refused(MAKER_CANNOT_APPROVE, 403, 'FORBIDDEN') });
    case 'rejected':
      return opened(QUOTES.rejected);
    case 'approved.idle':
    case 'sending':
    case 'responding':
      return opened(QUOTES.approved);
    case 'approved.failed':
      return opened(QUOTES.approved, { failure: NETWORK });
    case 'sent.idle':
      return opened(QUOTES.sent);
    case 'sent.failed':
      return opened(QUOTES.sent, { failure: refused('This quote has expired; copy it into a new draft to quote again', 409, 'CONFLICT') });
    case 'accepted.idle':
    case 'converting':
      return opened(QUOTES.accepted);
    case 'accepted.failed':
      return opened(QUOTES.accepted, { failure: refused(moveRefusal('convert', 'converted'), 409, 'CONFLICT') });
    case 'converted':
      return opened(QUOTES.converted);
    case 'declined':
      return opened(QUOTES.declined);
    case 'expired':
      return opened(QUOTES.expired);
    case 'notTaken':
      return opened(QUOTES.notTaken);
    case 'copying':
      return opened(QUOTES.expired);
    case 'copyFailed':
      return opened(QUOTES.expired, { failure: NETWORK });
    default:
      return state === 'drafting.editing' ? drafting : opened(QUOTES.draft);
  }
}

function QuoteApprovalStory({ state, viewer }: { state: string; viewer: QuoteViewer }) {
  const [actor, setActor] = useState<QuoteApprovalActor | null>(null);
  useEffect(() => {
    const started = quoteActorIn(state, contextFor(state, viewer));
    started.start();
    setActor(started);
    return () => started.stop();
  }, [state, viewer]);
  return actor ? <QuoteApprovalScreen actor={actor} /> : null;
}

type QuoteStoryParameters = MachineStoryParameters & { viewer?: QuoteViewer };

/**
 * A quote under maker-checker, one story per state of the quote approval machine: the approval
 * panel of the quote's page over an actor resolved into the state, with calls that never answer.
 * Unless a story says otherwise, Bola (who may approve quotes, and did not prepare it) is looking.
 */
const meta = {
  title: 'Machines/Quote approval',
  parameters: { layout: 'fullscreen' },
  render: (_args, { parameters }) => {
    const { state, viewer } = parameters as QuoteStoryParameters;
    return <QuoteApprovalStory state={state} viewer={viewer ?? CHECKER} />;
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (state: string, name: string, viewer?: QuoteViewer): Story => ({
  name,
  parameters: { machine: 'quote-approval', state, ...(viewer ? { viewer } : {}) },
});

export const Editing = story('drafting.editing', 'drafting.editing: the premium previewed as typed', MAKER);
export const DraftFailed = story('drafting.failed', 'drafting.failed: the form refused, fields named', MAKER);
export const Saving = story('saving', 'saving', MAKER);
export const Submitting = story('submitting', 'submitting', MAKER);
export const Loading = story('loading', 'loading: a quote page opening');
export const LoadFailed = story('loadFailed', 'loadFailed: network failure, Try again');
export const Pricing = story('comparing.pricing', 'comparing.pricing: asking other insurers', MAKER);
export const PricingFailed = story('comparing.pricingFailed', 'comparing.pricingFailed: network failure, Try again', MAKER);
export const Choosing = story('comparing.choosing', 'comparing.choosing: keep one of the prices', MAKER);
export const Keeping = story('comparing.keeping', 'comparing.keeping', MAKER);
export const ChooseFailed = story('comparing.chooseFailed', 'comparing.chooseFailed: the choice refused', MAKER);
export const Pending = story('pendingApproval.idle', 'pendingApproval.idle: a checker may approve or reject');
export const PendingForMaker = story('pendingApproval.idle', 'pendingApproval.idle: the maker waits', MAKER);
export const Approving = story('pendingApproval.approving', 'pendingApproval.approving');
export const Rejecting = story('pendingApproval.rejecting', 'pendingApproval.rejecting');
export const DecisionFailed = story('pendingApproval.failed', 'pendingApproval.failed: 403, the maker may not approve');
export const Rejected = story('rejected', 'rejected: the maker may edit it again', MAKER);
export const Approved = story('approved.idle', 'approved.idle: may be sent to the client', MAKER);
export const ApprovedFailed = story('approved.failed', 'approved.failed: the slip did not go', MAKER);
export const Sending = story('sending', 'sending', MAKER);
export const Sent = story('sent.idle', 'sent.idle: waiting for the client', MAKER);
export const SentFailed = story('sent.failed', 'sent.failed: 409, the quote has expired', MAKER);
export const Responding = story('responding', 'responding', MAKER);
export const Accepted = story('accepted.idle', 'accepted.idle: may become an invoice', MAKER);
export const ConvertFailed = story('accepted.failed', 'accepted.failed: 409, converted already', MAKER);
export const Converting = story('converting', 'converting', MAKER);
export const Converted = story('converted', 'converted: the invoice it became', MAKER);
export const Declined = story('declined', 'declined', MAKER);
export const Expired = story('expired', 'expired');
export const NotTaken = story('notTaken', 'notTaken: another quote was kept', MAKER);
export const Copying = story('copying', 'copying: an ended quote into a new draft', MAKER);
export const CopyFailed = story('copyFailed', 'copyFailed: the quote stays, with why', MAKER);
