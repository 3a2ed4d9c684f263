import { createActor } from 'xstate';
import { transactionApprovalMachine } from '../../../machines/transaction-approval/transaction-approval.machine';
import { ApiFailure } from '../../../src/api/errors';
import {
  APPROVED_RENT,
  CASH_IN_HAND,
  PENDING_RENT,
  REJECTED_RENT,
  RENT,
  RENT_DRAFT,
  REVERSAL,
  UTILITIES,
} from '../../../stories/transactions/fixtures';
import { controlledActors, harnessOf, settle } from './controlled-actors';
import type { TransactionDetails } from '../../../domain/transactions';
import type {
  RefInput,
  RejectInput,
  ReverseInput,
  SubmitInput,
  TransactionApprovalInput,
} from '../../../machines/transaction-approval/transaction-approval.types';

export { settle };

export type TransactionActorName =
  'loadTransaction' | 'submitTransaction' | 'approveTransaction' | 'rejectTransaction' | 'reverseTransaction';

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

export const TRANSACTIONS = { pending: PENDING_RENT, approved: APPROVED_RENT, rejected: REJECTED_RENT, reversal: REVERSAL };

export const FAILURES = {
  network: new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR'),
  closedPeriod: new ApiFailure('The accounting period FY 2025 is closed; nothing more can be posted into it', 409, 'PERIOD_CLOSED', {
    transactionDate: 'The accounting period FY 2025 is closed; nothing more can be posted into it',
  }),
  decided: new ApiFailure('This transaction has already been decided', 409, 'CONFLICT'),
  notFound: new ApiFailure('Transaction not found', 404, 'NOT_FOUND'),
};

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
