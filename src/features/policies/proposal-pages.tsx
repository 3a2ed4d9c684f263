import { useCallback, useMemo, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { canMovePolicy, POLICY_STATUSES, policyMoveRefusal, renewalRefusal, type PolicyPayload } from '../../../domain/policies';
import { billsPolicyFor } from '../../../domain/policies/billable-invoice';
import { todayInLagos } from '../../../domain/today';
import { fetchBillableInvoice } from '../../api/billable-invoices';
import { fetchPolicy, proposePolicy, updatePolicy } from '../../api/policies';
import { fetchQuote } from '../../api/quotes';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { linkClass } from '../../ui/link-styles';
import { LoadedSlot } from '../../ui/loaded-slot';
import { Loading } from '../../ui/loading';
import { NotAllowed } from '../../ui/not-allowed';
import { PageHeader } from '../../ui/page-header';
import { useLoader, type Loaded } from '../../ui/use-loader';
import { ProposalEditor, type ProposalSave } from './proposal-editor';
import { blankProposal, proposalFromInvoice, proposalFromPolicy, proposalFromQuote, proposalFromRenewal } from './proposal-form';
import type { PermissionName } from '../../../domain/permissions';

const NEW_TITLE = 'New Policy Proposal';
const FROM_RECORD_TITLE = 'Create Policy Proposal';
const RENEWAL_TITLE = 'Renew Policy';
const PROPOSABLE_QUOTES = ['accepted', 'converted'];

const note = 'rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700';

/** The page for holders of the permission; the others see why they cannot use it. */
function Holding({ permission, title, children }: { permission: PermissionName; title: string; children: ReactNode }) {
  const grants = useGrants();
  if (grants.loading) return <Loading label="Loading your permissions" />;
  if (!grants.has(permission)) return <NotAllowed title={title} permission={permission} />;
  return <>{children}</>;
}

/** Why the record cannot become (or stay) a proposal, with the way back to it. */
function Refusal({
  title,
  reason,
  back,
  backLabel,
  also,
}: {
  title: string;
  reason: string;
  back: string;
  backLabel: string;
  /** Another way on, beside the way back. */
  also?: { to: string; label: string };
}) {
  return (
    <div className="space-y-4">
      <PageHeader title={title} />
      <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {reason}
      </p>
      <div className="flex flex-wrap gap-4">
        <Link to={back} className={linkClass}>
          {backLabel}
        </Link>
        {also && (
          <Link to={also.to} className={linkClass}>
            {also.label}
          </Link>
        )}
      </div>
    </div>
  );
}

/** The record the form starts from: while it loads or when it cannot, the page's title above the spinner or the failure. */
function RecordSlot<T>({
  title,
  what,
  state,
  onRetry,
  children,
}: {
  title: string;
  what: string;
  state: Loaded<T>;
  onRetry: () => void;
  children: (record: T) => ReactNode;
}) {
  if (state.status === 'ready') return <>{children(state.data)}</>;
  return (
    <div className="space-y-4">
      <PageHeader title={title} />
      <LoadedSlot state={state} what={what} onRetry={onRetry}>
        {children}
      </LoadedSlot>
    </div>
  );
}

function useProposing(): ProposalSave {
  const { api } = useServices();
  const send = useCallback((payload: PolicyPayload, signal: AbortSignal) => proposePolicy(api, payload, signal), [api]);
  return useMemo(() => ({ send, done: 'created', label: 'Create proposal' }), [send]);
}

/**
 * /policy/new: a proposal from nothing, billed on one of the client's invoices or not yet;
 * /policy/new?renewalOf={id}: the renewal of a policy on cover or just expired.
 */
export function NewProposalPage() {
  const renewalOf = useSearchParams()[0].get('renewalOf');
  return (
    <Holding permission="Create Policy" title={NEW_TITLE}>
      {renewalOf ? <RenewalProposal key={renewalOf} policyId={renewalOf} /> : <NewProposal />}
    </Holding>
  );
}

function NewProposal() {
  const save = useProposing();
  const start = useMemo(() => blankProposal(todayInLagos()), []);
  return <ProposalEditor title={NEW_TITLE} start={start} fixedParties={false} save={save} cancelTo="/policies" />;
}

function RenewalProposal({ policyId }: { policyId: string }) {
  const { api } = useServices();
  const save = useProposing();
  const { state, reload } = useLoader(useCallback((signal: AbortSignal) => fetchPolicy(api, policyId, signal), [api, policyId]));
  const back = `/policies/${encodeURIComponent(policyId)}`;
  return (
    <RecordSlot title={RENEWAL_TITLE} state={state} what="policy" onRetry={reload}>
      {(policy) => {
        const refusal = renewalRefusal(policy, 'another policy');
        if (refusal)
          return (
            <Refusal
              title={RENEWAL_TITLE}
              reason={`Policy ${policy.policy_number}: ${refusal}`}
              back={back}
              backLabel={`Back to policy ${policy.policy_number}`}
              also={
                policy.renewed_by
                  ? { to: `/policies/${encodeURIComponent(policy.renewed_by)}`, label: 'Open the policy that renews it' }
                  : undefined
              }
            />
          );
        return (
          <ProposalEditor
            key={policy.policy_id}
            title={RENEWAL_TITLE}
            start={proposalFromRenewal(policy)}
            fixedParties
            save={save}
            cancelTo={back}
            source={
              <p className={note}>
                Renewing{' '}
                <Link to={back} className={linkClass}>
                  {policy.policy_number}
                </Link>
                , which ends on {policy.end_date}: a RENEWAL proposal for the period that follows
              </p>
            }
          />
        );
      }}
    </RecordSlot>
  );
}

/** /quotes/{quoteId}/createPolicy: an accepted quote's terms, sent with the quote (and its invoice, once converted). */
export function QuoteProposalPage() {
  return (
    <Holding permission="Create Policy" title={FROM_RECORD_TITLE}>
      <QuoteProposal quoteId={useParams().quoteId ?? ''} />
    </Holding>
  );
}

function QuoteProposal({ quoteId }: { quoteId: string }) {
  const { api } = useServices();
  const save = useProposing();
  const { state, reload } = useLoader(useCallback((signal: AbortSignal) => fetchQuote(api, quoteId, signal), [api, quoteId]));
  const back = `/quotes/${encodeURIComponent(quoteId)}`;
  return (
    <RecordSlot title={FROM_RECORD_TITLE} state={state} what="quote" onRetry={reload}>
      {(quote) =>
        PROPOSABLE_QUOTES.includes(quote.status) ? (
          <ProposalEditor
            key={quote.quote_id}
            title={FROM_RECORD_TITLE}
            start={proposalFromQuote(quote)}
            fixedParties
            save={save}
            cancelTo={back}
            source={
              <p className={note}>
                From quote{' '}
                <Link to={back} className={linkClass}>
                  {quote.quote_number}
                </Link>
                {quote.invoice_id && ', billed on its invoice: the premium and commission are the invoice’s'}
              </p>
            }
          />
        ) : (
          <Refusal
            title={FROM_RECORD_TITLE}
            reason={`Only an accepted quote becomes a policy proposal; quote ${quote.quote_number} is ${quote.status}`}
            back={back}
            backLabel={`Back to quote ${quote.quote_number}`}
          />
        )
      }
    </RecordSlot>
  );
}

/** /account/invoices/{invoiceId}/createPolicy: a policy billed on the invoice, whose premium and commission are its own. */
export function InvoiceProposalPage() {
  return (
    <Holding permission="Create Policy" title={FROM_RECORD_TITLE}>
      <InvoiceProposal invoiceId={useParams().invoiceId ?? ''} />
    </Holding>
  );
}

function InvoiceProposal({ invoiceId }: { invoiceId: string }) {
  const { api } = useServices();
  const save = useProposing();
  const { state, reload } = useLoader(useCallback((signal: AbortSignal) => fetchBillableInvoice(api, invoiceId, signal), [api, invoiceId]));
  const back = `/account/invoice/${encodeURIComponent(invoiceId)}`;
  return (
    <RecordSlot title={FROM_RECORD_TITLE} state={state} what="invoice" onRetry={reload}>
      {(invoice) => {
        if (invoice.policy_id)
          return (
            <Refusal
              title={FROM_RECORD_TITLE}
              reason={`Invoice ${invoice.invoice_no} is already billed on a policy`}
              back={`/policies/${encodeURIComponent(invoice.policy_id)}`}
              backLabel="Open that policy"
            />
          );
        if (!billsPolicyFor(invoice, invoice.product_id))
          return (
            <Refusal
              title={FROM_RECORD_TITLE}
              reason={`Invoice ${invoice.invoice_no} (${invoice.transaction_type}, ${invoice.status}) cannot bill a new policy: only a new policy or renewal invoice can`}
              back={back}
              backLabel={`Back to invoice ${invoice.invoice_no}`}
            />
          );
        return (
          <ProposalEditor
            key={invoice.invoice_id}
            title={FROM_RECORD_TITLE}
            start={proposalFromInvoice(invoice)}
            fixedParties
            save={save}
            cancelTo={back}
            source={
              <p className={note}>
                Billed on invoice{' '}
                <Link to={back} className={linkClass}>
                  {invoice.invoice_no}
                </Link>
                : the premium and commission are the invoice’s
              </p>
            }
          />
        );
      }}
    </RecordSlot>
  );
}

/** /policy/{policyId}/edit: a proposal's or placed policy's terms; once on cover, a change is an endorsement. */
export function EditProposalPage() {
  return (
    <Holding permission="Update Policy" title="Edit Policy">
      <EditProposal policyId={useParams().policyId ?? ''} />
    </Holding>
  );
}

function EditProposal({ policyId }: { policyId: string }) {
  const { api } = useServices();
  const send = useCallback((payload: PolicyPayload, signal: AbortSignal) => updatePolicy(api, policyId, payload, signal), [api, policyId]);
  const save = useMemo<ProposalSave>(() => ({ send, done: 'updated', label: 'Save changes' }), [send]);
  const { state, reload } = useLoader(useCallback((signal: AbortSignal) => fetchPolicy(api, policyId, signal), [api, policyId]));
  const back = `/policies/${encodeURIComponent(policyId)}`;
  return (
    <RecordSlot title="Edit Policy" state={state} what="policy" onRetry={reload}>
      {(policy) => {
        const title = `Edit Policy ${policy.policy_number}`;
        const status = POLICY_STATUSES.find((known) => known === policy.status);
        if (!status || !canMovePolicy(status, 'edit'))
          return (
            <Refusal
              title={title}
              reason={status ? policyMoveRefusal('edit', status) : `A ${policy.status} policy cannot be changed`}
              back={back}
              backLabel={`Back to policy ${policy.policy_number}`}
            />
          );
        return (
          <ProposalEditor
            key={policy.policy_id}
            title={title}
            start={proposalFromPolicy(policy)}
            fixedParties={policy.quote_id !== null || policy.invoice_id !== null}
            save={save}
            cancelTo={back}
            source={
              policy.invoice_no && (
                <p className={note}>Billed on invoice {policy.invoice_no}: the premium and commission are the invoice’s</p>
              )
            }
          />
        );
      }}
    </RecordSlot>
  );
}
