import { QuoteNextStep } from './quote-approval-panel';
import { QuoteTermsForm, type ShownClient } from './quote-terms-form';
import type { QuoteApprovalState } from './use-quote-approval';

/**
 * A draft being typed: its terms beside what they come to (the premium previewed as the server
 * will work it out) with Save draft and Submit for approval, kept in view while the form scrolls.
 */
export function QuoteDraftView({ state, client }: { state: QuoteApprovalState; client: ShownClient | null }) {
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-5">
        <QuoteTermsForm state={state} client={client} />
      </div>
      <aside
        aria-label="Premium and next step"
        className="space-y-4 self-start rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-4"
      >
        <h2 className="text-base font-semibold text-slate-900">Premium</h2>
        <QuoteNextStep state={state} />
      </aside>
    </div>
  );
}
