import { QuoteApprovalPanel } from '../../src/features/quotes/quote-approval-panel';
import { useQuoteApprovalOf, type QuoteApprovalActor } from '../../src/features/quotes/use-quote-approval';

export { inertQuoteMachine } from '../quotes/quote-actor';

/** The approval panel of a quote's page over a quote approval actor, as its state stories and the walker show it. */
export function QuoteApprovalScreen({ actor }: { actor: QuoteApprovalActor }) {
  return (
    <div className="min-h-screen max-w-xl bg-slate-50 p-8">
      <QuoteApprovalPanel state={useQuoteApprovalOf(actor)} />
    </div>
  );
}
