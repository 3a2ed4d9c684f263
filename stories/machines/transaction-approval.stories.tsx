import { useEffect, useState } from 'react';
import { createActor, type SnapshotFrom } from 'xstate';
import { accountingMessages } from '../../domain/accounting';
import {
  transactionApprovalMachine,
  type TransactionApprovalMachine,
} from '../../machines/transaction-approval/transaction-approval.machine';
import { leafStates, toStateValue } from '../support/leaf-states';
import { APPROVED_RENT, PENDING_RENT, REJECTED_RENT, RENT_DRAFT } from '../transactions/fixtures';
import { inertTransactionMachine, TransactionApprovalScreen } from './transaction-approval.screen';
import type { TransactionDetails } from '../../domain/transactions';
import type { TransactionApprovalContext } from '../../machines/transaction-approval/transaction-approval.types';
import type { TransactionActor } from '../../src/features/transactions/use-transaction';
import type { MachineStoryParameters } from '../support/machine-catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';

const CLOSED = accountingMessages.periodClosed('FY 2025');
const failure = (message: string, code: string, fieldErrors: Record<string, string> = {}) => ({ message, code, status: 409, fieldErrors });

/** The context each leaf state holds, as its own transitions would have left it. */
function contextFor(state: string): TransactionApprovalContext {
  const drafting: TransactionApprovalContext = { draft: RENT_DRAFT, refNo: null, transaction: null, failure: null, nextLineKey: 3 };
  const opened = (transaction: TransactionDetails | null, extra: Partial<TransactionApprovalContext> = {}) => ({
    ...drafting,
    refNo: 'JV-000014',
    transaction,
    ...extra,
  });
  switch (state) {
    case 'draft.failed':
      return {
        ...drafting,
        draft: { ...RENT_DRAFT, transactionDate: '2025-12-31' },
        failure: failure(CLOSED, 'PERIOD_CLOSED', { transactionDate: CLOSED }),
      };
    case 'loading':
      return opened(null);
    case 'loadFailed':
      return opened(null, { failure: { message: 'Transaction not found', code: 'NOT_FOUND', status: 404, fieldErrors: {} } });
    case 'pendingApproval.idle':
    case 'pendingApproval.approving':
    case 'pendingApproval.rejecting':
      return opened(PENDING_RENT);
    case 'pendingApproval.failed':
      return opened(PENDING_RENT, {
        failure: failure('The accounting period FY 2026 is closed; nothing more can be posted into it', 'PERIOD_CLOSED'),
      });
    case 'approved.idle':
    case 'approved.reversing':
      return opened(APPROVED_RENT);
    case 'approved.reverseFailed':
      return opened(APPROVED_RENT, { failure: failure(CLOSED, 'PERIOD_CLOSED') });
    case 'rejected':
      return opened(REJECTED_RENT);
    default:
      return drafting;
  }
}

function createActorIn(state: string): TransactionActor {
  if (!leafStates(transactionApprovalMachine).includes(state))
    throw new Error(`"${state}" is not a leaf state of the transaction approval machine`);
  const snapshot = inertTransactionMachine.resolveState({
    value: toStateValue(state) as SnapshotFrom<TransactionApprovalMachine>['value'],
    context: contextFor(state),
  });
  return createActor(inertTransactionMachine, { snapshot, input: { draft: RENT_DRAFT } });
}

function TransactionApprovalStory({ state }: { state: string }) {
  const [actor, setActor] = useState<TransactionActor | null>(null);
  useEffect(() => {
    const created = createActorIn(state);
    created.start();
    setActor(created);
    return () => created.stop();
  }, [state]);
  return actor ? <TransactionApprovalScreen actor={actor} /> : null;
}

/**
 * A manual transaction under maker-checker, one story per state of the transaction approval
 * machine: the real form and details view over an actor resolved into the state, with calls that
 * never answer.
 */
const meta = {
  title: 'Machines/Transaction approval',
  parameters: { layout: 'fullscreen' },
  render: (_args, { parameters }) => <TransactionApprovalStory state={(parameters as MachineStoryParameters).state} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (state: string, name: string): Story => ({ name, parameters: { machine: 'transaction-approval', state } });

export const Editing = story('draft.editing', 'draft.editing: balanced, may be submitted');
export const DraftFailed = story('draft.failed', 'draft.failed: the period is closed');
export const Submitting = story('submitting', 'submitting');
export const Loading = story('loading', 'loading: a details page opening');
export const LoadFailed = story('loadFailed', 'loadFailed: not found, Try again');
export const Pending = story('pendingApproval.idle', 'pendingApproval.idle: a checker may approve or reject');
export const Approving = story('pendingApproval.approving', 'pendingApproval.approving');
export const Rejecting = story('pendingApproval.rejecting', 'pendingApproval.rejecting');
export const DecisionFailed = story('pendingApproval.failed', 'pendingApproval.failed: stays pending with the reason');
export const Approved = story('approved.idle', 'approved.idle: may be reversed');
export const Reversing = story('approved.reversing', 'approved.reversing');
export const ReverseFailed = story('approved.reverseFailed', 'approved.reverseFailed');
export const Rejected = story('rejected', 'rejected: with the checker’s reason');
