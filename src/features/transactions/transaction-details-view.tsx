import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatTimestamp } from '../../../domain/format/dates';
import { formatNairaText, nairaToKobo } from '../../../domain/money';
import { ENTRY_SOURCE_LABELS, transactionDetailsPath, type TransactionDetails } from '../../../domain/transactions';
import { Button } from '../../ui/button';
import { Fact } from '../../ui/fact';
import { LoadFailure } from '../../ui/load-failure';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { formatIn } from './amounts';
import { RejectDialog, ReverseDialog } from './decision-dialogs';
import { TransactionStatusBadge } from './status-badge';
import { TransactionLinesTable } from './transaction-lines-table';
import type { TransactionState } from './use-transaction';

const refLink = (refNo: string) => (
  <Link to={transactionDetailsPath(refNo)} className="font-medium text-brand-700 hover:underline">
    {refNo}
  </Link>
);

function Facts({ transaction }: { transaction: TransactionDetails }) {
  const foreign = transaction.currency !== 'NGN';
  const decision = transaction.status === 'approved' ? 'Approved by' : 'Rejected by';
  return (
    <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-3">
      <Fact term="Date">{formatDate(transaction.transaction_date)}</Fact>
      <Fact term="Description">{transaction.description}</Fact>
      <Fact term="Total">
        {formatNairaText(transaction.total)}
        {foreign && ` (${formatIn(nairaToKobo(transaction.total_in_currency), transaction.currency)} at ₦${transaction.exchange_rate})`}
      </Fact>
      <Fact term="Source">{ENTRY_SOURCE_LABELS[transaction.source]}</Fact>
      <Fact term="Entered by">
        {transaction.created_by?.name ?? 'The back office'} · {formatTimestamp(transaction.created_at)}
      </Fact>
      {transaction.decided_by && transaction.decided_at && (
        <Fact term={decision}>
          {transaction.decided_by.name} · {formatTimestamp(transaction.decided_at)}
        </Fact>
      )}
      {transaction.rejection_reason && <Fact term="Reason for rejection">{transaction.rejection_reason}</Fact>}
      {transaction.reverses_ref_no && <Fact term="Reverses">{refLink(transaction.reverses_ref_no)}</Fact>}
      {transaction.reversed_by_ref_no && <Fact term="Reversed by">{refLink(transaction.reversed_by_ref_no)}</Fact>}
    </dl>
  );
}

/**
 * One transaction: its header and status, who entered and who decided it, its lines and totals.
 * A checker approves or rejects it; an approved manual one may be reversed by someone who enters
 * transactions (`mayReverse`).
 */
export function TransactionDetailsView({ state, mayReverse }: { state: TransactionState; mayReverse: boolean }) {
  const { slot, transaction, failure } = state;
  const [dialog, setDialog] = useState<'reject' | 'reverse' | null>(null);
  // A dialog closes once its request is over: the state moved on, or it failed and the page says why.
  const previous = useRef(slot);
  useEffect(() => {
    if ((previous.current === 'rejecting' || previous.current === 'reversing') && slot !== previous.current) setDialog(null);
    previous.current = slot;
  }, [slot]);

  if (!transaction) {
    return (
      <div className="space-y-4">
        <PageHeader title="Transaction" />
        {slot === 'loadFailed' ? <LoadFailure message={failure?.message} onRetry={state.retry} /> : <Loading label="Loading transaction" />}
      </div>
    );
  }

  const pending = transaction.status === 'pending';
  // Shown for what the transaction allows; enabled while the machine may take the command.
  const decides = pending && transaction.can_decide;
  const reverses =
    mayReverse && transaction.status === 'approved' && transaction.source === 'manual' && transaction.reversed_by_ref_no === null;
  const actions = (
    <>
      <TransactionStatusBadge status={transaction.status} />
      {decides && (
        <>
          <Button busy={slot === 'approving'} disabled={!state.canDecide} onClick={state.approve}>
            Approve
          </Button>
          <Button variant="danger" disabled={!state.canDecide} onClick={() => setDialog('reject')}>
            Reject
          </Button>
        </>
      )}
      {reverses && (
        <Button variant="secondary" busy={slot === 'reversing'} disabled={!state.canReverse} onClick={() => setDialog('reverse')}>
          Reverse
        </Button>
      )}
    </>
  );

  return (
    <div className="space-y-4" aria-busy={state.busy || undefined}>
      <PageHeader title={`Transaction ${transaction.ref_no}`} actions={actions} />
      {failure && slot !== 'loading' && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {failure.message}
          <Button variant="ghost" onClick={state.dismiss}>
            Dismiss
          </Button>
        </div>
      )}
      {pending && !transaction.can_decide && (
        <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Waiting for approval by another user who may approve transactions. Nothing reaches the ledger until then.
        </p>
      )}
      {slot === 'loading' && <Loading label="Refreshing transaction" />}
      <Facts transaction={transaction} />
      <TransactionLinesTable transaction={transaction} />
      <RejectDialog
        open={dialog === 'reject'}
        refNo={transaction.ref_no}
        busy={slot === 'rejecting'}
        onReject={(reason) => state.reject(reason)}
        onClose={() => setDialog(null)}
      />
      <ReverseDialog
        open={dialog === 'reverse'}
        refNo={transaction.ref_no}
        busy={slot === 'reversing'}
        onReverse={(transactionDate) => state.reverse({ transactionDate })}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
