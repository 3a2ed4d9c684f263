import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { QuoteDetailsView } from '../../src/features/quotes/quote-details-view';
import { useQuoteApprovalOf, type QuoteApprovalActor } from '../../src/features/quotes/use-quote-approval';
import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { sessionClaimsFor } from '../support/session-story';
import { MOTOR_FORM, PRICED_COMPARISON, pricedQuote, QUOTE_ID, quoteAnswer } from './fixtures';
import { QUOTE_FORM_ANSWERS } from './form-fixtures';
import { quoteActorIn } from './quote-actor';
import type { QuoteDetails } from '../../domain/quotes';
import type { QuoteApprovalContext } from '../../machines/quote-approval/quote-approval.types';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * /quotes/{quoteId} over a stub API, signed in as Funmilayo, an admin (who may approve quotes).
 * Ada prepared the quote unless the story says Funmilayo did (the maker's view).
 */
const meta = {
  title: 'Screens/Quotes/Quote page',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: `/quotes/${QUOTE_ID}`, answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const FUNMILAYO = { user_id: sessionClaimsFor('admin').user_id, name: 'Funmilayo Adebayo' };
const showing = (answer: unknown): ScreenAnswers => ({ ...QUOTE_FORM_ANSWERS, [`/quote/${QUOTE_ID}`]: answer });
const quote = (...args: Parameters<typeof pricedQuote>) => showing(quoteAnswer(pricedQuote(...args)));

export const Loading: Story = { args: { answers: showing(PENDING) } };

export const NotFound: Story = { args: { answers: showing(failure('Quote not found', 404, 'NOT_FOUND')) } };

export const LoadFailed: Story = { args: { answers: showing(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

/** The maker's draft is its form: edit, save, compare with other insurers, or submit it for approval. */
export const DraftForMaker: Story = { args: { answers: quote('draft', FUNMILAYO) } };

/** Someone else prepared it: this checker approves, or rejects with a reason. */
export const PendingForChecker: Story = { args: { answers: quote('pending approval') } };

/** The maker's own quote waits for another person. */
export const PendingForMaker: Story = { args: { answers: quote('pending approval', FUNMILAYO) } };

/** Approved: the slip may go to the client from a start date. */
export const Approved: Story = { args: { answers: quote('approved', FUNMILAYO) } };

export const Sent: Story = { args: { answers: quote('sent', FUNMILAYO) } };

/** Converted: the invoice it became is linked. */
export const Converted: Story = { args: { answers: quote('converted', FUNMILAYO) } };

/** Rejected, with the checker's reason; its maker may edit it again. */
export const Rejected: Story = { args: { answers: quote('rejected', FUNMILAYO) } };

/** A revision of another quote, answering a request, past its validity. */
export const ExpiredRevision: Story = {
  args: { answers: quote('expired', undefined, { revision_of: '5b6c7d8e-0000-4000-8000-000000000001', valid_until: '2026-01-31' }) },
};

/** The page over an actor resolved into a state (what only a call made on this page leaves in the machine). */
function ResolvedPage({ state, context }: { state: string; context: QuoteApprovalContext }) {
  const [actor, setActor] = useState<QuoteApprovalActor | null>(null);
  useEffect(() => {
    const started = quoteActorIn(state, context);
    started.start();
    setActor(started);
    return () => started.stop();
  }, [state, context]);
  return actor ? <View actor={actor} /> : null;
}

function View({ actor }: { actor: QuoteApprovalActor }) {
  return (
    <MemoryRouter>
      <div className="min-h-screen bg-slate-50 p-8">
        <QuoteDetailsView state={useQuoteApprovalOf(actor)} />
      </div>
    </MemoryRouter>
  );
}

const compared = (current: QuoteDetails): QuoteApprovalContext => ({
  viewer: { userId: 'user-ada', mayApprove: true, mayPrepare: true },
  kind: 'motor',
  quoteId: current.quote_id,
  quote: current,
  form: MOTOR_FORM,
  productTerms: null,
  comparison: PRICED_COMPARISON,
  compareWith: ['product-axa-motor'],
  submitAfterSave: false,
  failure: null,
});

/** Leadway and AXA Mansard side by side: either may be chosen. */
const CHOOSING = compared(PRICED_COMPARISON[0]!);
export const Comparison: Story = {
  render: () => <ResolvedPage state="comparing.choosing" context={CHOOSING} />,
};

/** AXA Mansard's was chosen: the page shows it, marked in the comparison. */
const CHOSEN = compared(PRICED_COMPARISON[1]!);
export const ComparisonChosen: Story = {
  render: () => <ResolvedPage state="drafting.editing" context={CHOSEN} />,
};
