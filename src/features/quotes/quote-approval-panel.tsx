import { useId, useState, type ReactNode } from 'react';
import { formatNaira, nairaToKobo } from '../../../domain/money';
import { todayInLagos } from '../../../domain/today';
import { REASON_MAX } from '../../../machines/quote-approval/quote-approval.setup';
import { Button } from '../../ui/button';
import { DateInput } from '../../ui/date-input';
import { Loading } from '../../ui/loading';
import { TextArea } from '../../ui/text-area';
import { QuoteComparison } from './quote-comparison';
import type { QuoteApprovalState } from './use-quote-approval';

function Figures({ label, rows }: { label: string; rows: [term: string, kobo: number][] }) {
  return (
    <div role="group" aria-label={label}>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, kobo], index) => (
          <div key={`${index}:${term}`} className="contents">
            <dt className="text-slate-500">{term}</dt>
            <dd className="text-right font-medium text-slate-900 tabular-nums">{formatNaira(kobo)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The premium as the form stands, line by line, worked out as the server will. */
function PremiumPreview({ preview }: { preview: QuoteApprovalState['preview'] }) {
  if (!preview) return <p className="text-sm text-slate-500">Choose a product to see the premium.</p>;
  if (!preview.ok)
    return (
      <ul aria-label="Premium problems" className="list-disc pl-5 text-sm text-red-700">
        {preview.problems.map((problem) => (
          <li key={`${problem.field}:${problem.message}`}>{problem.message}</li>
        ))}
      </ul>
    );
  const lines = preview.breakdown;
  const rows: [string, number][] = [
    ['Base premium', lines.basePremiumKobo],
    ...lines.coverLines.map((line): [string, number] => [line.label, line.kobo]),
    ['Gross premium', lines.grossPremiumKobo],
    ...lines.adjustmentLines.map((line): [string, number] => [
      `${line.kind === 'discount' ? 'Discount' : 'Loading'} ${line.percent}%: ${line.label}`,
      line.kobo,
    ]),
    ...(lines.minimumTopUpKobo > 0 ? [['Minimum premium top-up', lines.minimumTopUpKobo] as [string, number]] : []),
    ['Premium', lines.premiumKobo],
    ['Commission', lines.commissionKobo],
    ['VAT on commission', lines.vatOnCommissionKobo],
    ['Net to insurer', lines.netToInsurerKobo],
  ];
  return <Figures label="Premium preview" rows={rows} />;
}

/** The server's refusal (or the form's): a notice, with Try again after a network failure. */
function Notice({ state }: { state: QuoteApprovalState }) {
  const { failure } = state;
  if (!failure || state.slot === 'loadFailed') return null;
  const fields = Object.values(failure.fieldErrors);
  return (
    <div role="alert" className="space-y-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <p>{failure.message}</p>
      {fields.length > 0 && (
        <ul className="list-disc pl-5">
          {Object.entries(failure.fieldErrors).map(([field, message]) => (
            <li key={field}>{message}</li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        {state.canRetry && (
          <Button variant="secondary" onClick={state.retry}>
            Try again
          </Button>
        )}
        <Button variant="ghost" onClick={state.dismiss}>
          Dismiss
        </Button>
      </div>
    </div>
  );
}

function Drafting({ state, withPreview }: { state: QuoteApprovalState; withPreview: boolean }) {
  const { slot, busy } = state;
  return (
    <>
      {withPreview && <PremiumPreview preview={state.preview} />}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" busy={slot === 'saving'} disabled={busy} onClick={state.save}>
          Save draft
        </Button>
        <Button busy={slot === 'submitting'} disabled={busy} onClick={state.submit}>
          Submit for approval
        </Button>
      </div>
    </>
  );
}

function Comparison({ state }: { state: QuoteApprovalState }) {
  if (state.slot === 'comparing' && state.comparison.length === 0)
    return state.failure ? (
      <Button variant="secondary" onClick={state.closeComparison}>
        Close comparison
      </Button>
    ) : (
      <Loading label="Pricing with other insurers" />
    );
  return (
    <div className="space-y-3">
      <QuoteComparison
        quotes={state.comparison}
        markedId={state.quote?.quote_id ?? null}
        marker="This quote"
        onChoose={state.canChoose || state.busy ? state.choose : undefined}
        busy={state.busy}
      />
      <Button variant="ghost" disabled={state.busy} onClick={state.closeComparison}>
        Close comparison
      </Button>
    </div>
  );
}

function Pending({ state }: { state: QuoteApprovalState }) {
  const [reason, setReason] = useState('');
  if (state.preparedByViewer || (!state.canApprove && !state.busy))
    return (
      <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {state.preparedByViewer
          ? 'You prepared this quote: another person who may approve quotes must approve or reject it.'
          : 'Waiting for approval by a person who may approve quotes.'}
      </p>
    );
  return (
    <div className="space-y-3">
      <Button busy={state.slot === 'approving'} disabled={state.busy} onClick={state.approve}>
        Approve
      </Button>
      <TextArea label="Reason for rejection" value={reason} onChange={setReason} limit={REASON_MAX} stopAtLimit disabled={state.busy} />
      <Button
        variant="danger"
        busy={state.slot === 'rejecting'}
        disabled={state.busy || reason.trim() === ''}
        onClick={() => state.reject(reason)}
      >
        Reject
      </Button>
    </div>
  );
}

function Offer({ state }: { state: QuoteApprovalState }) {
  const [startDate, setStartDate] = useState(() => state.quote?.start_date ?? todayInLagos());
  const [reason, setReason] = useState('');
  const sent = state.quote?.status === 'sent';
  return (
    <div className="space-y-3">
      <DateInput label="Cover starts" required value={startDate} onChange={setStartDate} disabled={state.busy} />
      <Button
        busy={state.slot === 'sending'}
        disabled={state.busy || !state.mayBeSent || startDate === ''}
        onClick={() => state.send(startDate)}
      >
        {sent ? 'Send the slip again' : 'Send to client'}
      </Button>
      <div className="flex flex-wrap items-end gap-2">
        <Button variant="secondary" busy={state.slot === 'responding'} disabled={state.busy || !state.canAnswer} onClick={state.accept}>
          Client accepted
        </Button>
        <Button variant="secondary" disabled={state.busy || !state.canAnswer} onClick={() => state.decline(reason)}>
          Client declined
        </Button>
      </div>
      <TextArea
        label="Why the client declined (optional)"
        value={reason}
        onChange={setReason}
        limit={REASON_MAX}
        stopAtLimit
        disabled={state.busy}
      />
    </div>
  );
}

function Said({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-700">{children}</p>;
}

/** A quote that ended without an invoice: why, and its copy into a new draft for a person who may prepare quotes. */
function Ended({ state, children }: { state: QuoteApprovalState; children: ReactNode }) {
  return (
    <>
      <Said>{children}</Said>
      {(state.canCopy || state.slot === 'copying') && (
        <Button variant="secondary" busy={state.slot === 'copying'} disabled={state.busy} onClick={state.copy}>
          Copy into a new draft
        </Button>
      )}
    </>
  );
}

function Stage({ state, withPreview }: { state: QuoteApprovalState; withPreview: boolean }) {
  const { slot, quote } = state;
  switch (slot) {
    case 'loading':
      return <Loading label="Loading quote" />;
    case 'loadFailed':
      return (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm text-red-800">
          {state.failure?.message}
          <Button variant="secondary" onClick={state.retry}>
            Try again
          </Button>
        </div>
      );
    case 'drafting':
    case 'saving':
    case 'submitting':
      return <Drafting state={state} withPreview={withPreview} />;
    case 'comparing':
    case 'choosing':
    case 'keeping':
      return <Comparison state={state} />;
    case 'pending':
    case 'approving':
    case 'rejecting':
      return <Pending state={state} />;
    case 'approved':
    case 'sent':
    case 'sending':
    case 'responding':
      return <Offer state={state} />;
    case 'rejected':
      return (
        <>
          <Said>
            Rejected by {quote?.decided_by?.name ?? 'a checker'}: {quote?.rejection_reason}
          </Said>
          {state.canRevise && <Button onClick={state.revise}>Edit the quote</Button>}
        </>
      );
    case 'accepted':
    case 'converting':
      return (
        <Button busy={slot === 'converting'} disabled={state.busy || !state.canConvert} onClick={state.convert}>
          Convert to invoice
        </Button>
      );
    case 'converted':
      return <Said>The client accepted and this quote has become an invoice.</Said>;
    case 'declined':
      return <Ended state={state}>The client declined this quote.</Ended>;
    case 'expired':
      return <Ended state={state}>This quote has expired; copy it into a new draft to quote again.</Ended>;
    case 'notTaken':
      return <Ended state={state}>Another quote of its comparison was kept.</Ended>;
    case 'copying':
    case 'copyFailed':
      return <Ended state={state}>{quote ? `Quote ${quote.quote_number} stays as it is; the copy is a new draft.` : null}</Ended>;
  }
}

/**
 * What may happen to the quote next, one slot per state: the draft's buttons, the comparison, the
 * checker's decision, the slip sent and the client's answer, the invoice. What a call refused
 * shows as a notice above it. The quote's page shows the premium in full, so it leaves out the
 * draft's preview (`withPreview`).
 */
export function QuoteNextStep({ state, withPreview = true }: { state: QuoteApprovalState; withPreview?: boolean }) {
  return (
    <>
      <Notice state={state} />
      <Stage state={state} withPreview={withPreview} />
    </>
  );
}

/**
 * The approval panel of a quote: its number and status, the premium, and what may happen next.
 */
export function QuoteApprovalPanel({ state }: { state: QuoteApprovalState }) {
  const { quote } = state;
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={state.busy || undefined}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {quote ? `Quote ${quote.quote_number}` : 'New quote'}
        </h2>
        <span role="status" aria-label="Status" className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
          {quote?.status ?? 'draft'}
        </span>
      </header>
      {quote && <Figures label="Quoted premium" rows={[['Premium', nairaToKobo(quote.premium)]]} />}
      <QuoteNextStep state={state} />
    </section>
  );
}
