import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fromPromise } from 'xstate';
import { transactionApprovalMachine } from '../../machines/transaction-approval/transaction-approval.machine';
import { accountGroups } from '../../src/features/transactions/amounts';
import { TransactionDetailsView } from '../../src/features/transactions/transaction-details-view';
import { TransactionEditor } from '../../src/features/transactions/transaction-editor';
import { useTransactionOf, type TransactionActor } from '../../src/features/transactions/use-transaction';
import { CHART, DOLLAR, NAIRA } from '../transactions/fixtures';

const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));

/** Calls that never answer and a screen that hears nothing, so a story stays in the state it shows. */
export const inertTransactionMachine = transactionApprovalMachine.provide({
  actors: {
    loadTransaction: never(),
    submitTransaction: never(),
    approveTransaction: never(),
    rejectTransaction: never(),
    reverseTransaction: never(),
  },
  actions: { announceSubmitted: () => {}, announceDecided: () => {}, announceReversed: () => {} },
});

const CHOICES = { accounts: accountGroups(CHART), currencies: [NAIRA, DOLLAR] };

function StateScreen({ actor }: { actor: TransactionActor }) {
  const state = useTransactionOf(actor);
  const drafting = useSelector(actor, (snapshot) => snapshot.matches('draft') || snapshot.matches('submitting'));
  return drafting ? <TransactionEditor state={state} choices={CHOICES} /> : <TransactionDetailsView state={state} mayReverse />;
}

/** The add page's editor while the transaction is drafted, its details page after: as the state stories and the walker show it. */
export function TransactionApprovalScreen({ actor }: { actor: TransactionActor }) {
  const router = useMemo(
    () =>
      createMemoryRouter([
        {
          path: '*',
          element: (
            <div className="min-h-screen bg-slate-50 p-8">
              <StateScreen actor={actor} />
            </div>
          ),
        },
      ]),
    [actor],
  );
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}
