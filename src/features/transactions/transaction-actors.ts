import { fromPromise } from 'xstate';
import { approveTransaction, createTransaction, fetchTransaction, rejectTransaction, reverseTransaction } from '../../api/transactions';
import type { TransactionDetails } from '../../../domain/transactions';
import type { RefInput, RejectInput, ReverseInput, SubmitInput } from '../../../machines/transaction-approval/transaction-approval.types';
import type { ApiClient } from '../../api/client';

/** The transaction approval machine's requests, bound to the real API; leaving a state aborts its request. */
export function createTransactionActors(api: ApiClient) {
  return {
    loadTransaction: fromPromise<TransactionDetails, RefInput>(({ input, signal }) => fetchTransaction(api, input.refNo, signal)),
    submitTransaction: fromPromise<TransactionDetails, SubmitInput>(({ input, signal }) => createTransaction(api, input.payload, signal)),
    approveTransaction: fromPromise<TransactionDetails, RefInput>(({ input, signal }) => approveTransaction(api, input.refNo, signal)),
    rejectTransaction: fromPromise<TransactionDetails, RejectInput>(({ input, signal }) =>
      rejectTransaction(api, input.refNo, input.reason, signal),
    ),
    reverseTransaction: fromPromise<TransactionDetails, ReverseInput>(({ input, signal }) => {
      const { refNo, ...request } = input;
      return reverseTransaction(api, refNo, request, signal);
    }),
  };
}
