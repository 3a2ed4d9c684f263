import { useNavigate } from 'react-router';
import { todayInLagos } from '../../../domain/today';
import { transactionDetailsPath, transactionMessages } from '../../../domain/transactions';
import { emptyDraft } from '../../../machines/transaction-approval/transaction-draft';
import { useGrants } from '../../app/use-grants';
import { Loading } from '../../ui/loading';
import { NotAllowed } from '../../ui/not-allowed';
import { PageHeader } from '../../ui/page-header';
import { notify } from '../../ui/toaster';
import { TransactionEditor } from './transaction-editor';
import { usePostingChoices } from './use-posting-choices';
import { useTransactionActor, useTransactionOf } from './use-transaction';

/** /account/transactions/add: a manual transaction, sent for another user's approval. */
export function AddTransactionPage() {
  const grants = useGrants();
  if (grants.loading) return <Loading label="Loading your permissions" />;
  if (!grants.has('Create Transaction')) {
    return <NotAllowed title="Add transaction" permission="Create Transaction" />;
  }
  return <AddTransaction />;
}

function AddTransaction() {
  const navigate = useNavigate();
  const choices = usePostingChoices();
  const actor = useTransactionActor(
    { draft: emptyDraft(todayInLagos()) },
    {
      submitted: (transaction) => {
        notify.success(transactionMessages.submitted);
        void navigate(transactionDetailsPath(transaction.ref_no));
      },
    },
  );
  const state = useTransactionOf(actor);
  return (
    <div className="space-y-4">
      <PageHeader title="Add transaction" />
      <TransactionEditor state={state} choices={choices} />
    </div>
  );
}
