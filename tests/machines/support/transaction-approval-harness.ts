import { createActor } from 'xstate';
import { transactionApprovalMachine } from '../../../machines/transaction-approval/transaction-approval.machine';
import { CASH_IN_HAND, RENT, RENT_DRAFT, UTILITIES } from '../../../stories/transactions/fixtures';
import { controlledActors, harnessOf, settle } from './controlled-actors';
import type { TransactionDetails } from '../../../domain/transactions';
import type {
  RefInput,
  RejectInput,
  ReverseInput,
  SubmitInput,
  TransactionApprovalInput,
} from '../../../machines/transaction-approval/transaction-approval.types';
import type { TransactionActorName } from '../../../stories/machines/transaction-approval.model';

export { settle };

export { FAILURES, TRANSACTIONS, type TransactionActorName } from '../../../stories/machines/transaction-approval.model';

type Outputs = Record<TransactionActorName, TransactionDetails>;

export type RecordedTransactionAction =
  | { type: 'announceSubmitted'; transaction: TransactionDetails }
  | { type: 'announceDecided'; transaction: TransactionDetails }
  | { type: 'announceReversed'; reversal: TransactionDetails };

export const ACCOUNTS = { rent: RENT.account_code_pk, cash: CASH_IN_HAND.account_code_pk, utilities: UTILITIES.account_code_pk };

export const line = (key: number, accountId: string, debit: string, credit: string, description = '') => ({
  key,
  accountId,
  debit,
  credit,
  description,
});

export { RENT_DRAFT };

/** A transaction approval actor whose calls stay pending until the test settles them, and whose announcements are recorded. */
export function createTransactionHarness(input: TransactionApprovalInput = { draft: RENT_DRAFT }) {
  const stand = controlledActors<TransactionActorName, Outputs>();
  const { controlled } = stand;
  const actions: RecordedTransactionAction[] = [];
  const machine = transactionApprovalMachine.provide({
    actors: {
      loadTransaction: controlled<TransactionDetails, RefInput>('loadTransaction'),
      submitTransaction: controlled<TransactionDetails, SubmitInput>('submitTransaction'),
      approveTransaction: controlled<TransactionDetails, RefInput>('approveTransaction'),
      rejectTransaction: controlled<TransactionDetails, RejectInput>('rejectTransaction'),
      reverseTransaction: controlled<TransactionDetails, ReverseInput>('reverseTransaction'),
    },
    actions: {
      announceSubmitted: (_, params) => void actions.push({ type: 'announceSubmitted', transaction: params.transaction }),
      announceDecided: (_, params) => void actions.push({ type: 'announceDecided', transaction: params.transaction }),
      announceReversed: (_, params) => void actions.push({ type: 'announceReversed', reversal: params.reversal }),
    },
  });
  const actor = createActor(machine, { input });
  return harnessOf(machine, actor, stand, { actions });
}

export type TransactionHarness = ReturnType<typeof createTransactionHarness>;
