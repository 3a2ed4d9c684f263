import { useNavigate, useParams } from 'react-router';
import { transactionDetailsPath, transactionMessages } from '../../../domain/transactions';
import { useGrants } from '../../app/use-grants';
import { usePageTitle } from '../../ui/page-title';
import { notify } from '../../ui/toaster';
import { TransactionDetailsView } from './transaction-details-view';
import { useLiveDecisions } from './use-live-decisions';
import { useTransactionActor, useTransactionOf } from './use-transaction';

/** /account/transactions/:refNo/details: one transaction, decided here by a checker, updated live for its maker. */
export function TransactionDetailsPage() {
  const { refNo = '' } = useParams();
  usePageTitle(refNo);
  // Another transaction is another machine: nothing of this one's state carries over.
  return <TransactionDetails key={refNo} refNo={refNo} />;
}

function TransactionDetails({ refNo }: { refNo: string }) {
  const navigate = useNavigate();
  const mayReverse = useGrants().has('Create Transaction');
  const actor = useTransactionActor(
    { refNo },
    {
      decided: (transaction) =>
        notify.success(transaction.status === 'approved' ? transactionMessages.approved : transactionMessages.rejected),
      reversed: (reversal) => {
        notify.success(transactionMessages.reversalSubmitted);
        void navigate(transactionDetailsPath(reversal.ref_no));
      },
    },
  );
  useLiveDecisions(actor);
  return <TransactionDetailsView state={useTransactionOf(actor)} mayReverse={mayReverse} />;
}
