import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import {
  transactionApprovalMachine,
  type TransactionApprovalMachine,
} from '../../../machines/transaction-approval/transaction-approval.machine';
import {
  selectCanDecide,
  selectCanRemoveLine,
  selectCanReverse,
  selectCanSubmit,
  selectDraft,
  selectDraftTotals,
  selectFailure,
  selectIsBusy,
  selectSlot,
  selectTransaction,
} from '../../../machines/transaction-approval/transaction-approval.selectors';
import { useServices } from '../../app/session/session-context';
import { createTransactionActors } from './transaction-actors';
import type {
  DraftHeader,
  DraftLine,
  ReverseRequest,
  TransactionApprovalInput,
  TransactionDetails,
} from '../../../machines/transaction-approval/transaction-approval.types';
import type { ActorRefFrom } from 'xstate';

export type TransactionActor = ActorRefFrom<TransactionApprovalMachine>;

export interface TransactionEffects {
  submitted?: (transaction: TransactionDetails) => void;
  decided?: (transaction: TransactionDetails) => void;
  reversed?: (reversal: TransactionDetails) => void;
}

/** A transaction approval actor for this page, over the real API, with the page's own effects (read fresh). */
export function useTransactionActor(input: TransactionApprovalInput, effects: TransactionEffects): TransactionActor {
  const { api } = useServices();
  const latest = useRef(effects);
  latest.current = effects;
  return useActorRef(
    transactionApprovalMachine.provide({
      actors: createTransactionActors(api),
      actions: {
        announceSubmitted: (_, params) => latest.current.submitted?.(params.transaction),
        announceDecided: (_, params) => latest.current.decided?.(params.transaction),
        announceReversed: (_, params) => latest.current.reversed?.(params.reversal),
      },
    }),
    { input },
  );
}

const sameTotals = (a: { debit: number; credit: number }, b: { debit: number; credit: number }) =>
  a.debit === b.debit && a.credit === b.credit;

/** What a transaction screen shows, and the named commands it sends, read from the actor through selectors. */
export function useTransactionOf(actor: TransactionActor) {
  const slot = useSelector(actor, selectSlot);
  const draft = useSelector(actor, selectDraft);
  const transaction = useSelector(actor, selectTransaction);
  const failure = useSelector(actor, selectFailure);
  const busy = useSelector(actor, selectIsBusy);
  const canSubmit = useSelector(actor, selectCanSubmit);
  const canRemoveLine = useSelector(actor, selectCanRemoveLine);
  const canDecide = useSelector(actor, selectCanDecide);
  const canReverse = useSelector(actor, selectCanReverse);
  const totals = useSelector(actor, selectDraftTotals, sameTotals);
  const commands = useMemo(
    () => ({
      edit: (changes: Partial<DraftHeader>) => actor.send({ type: 'draft.edit', changes }),
      editLine: (index: number, changes: Partial<Omit<DraftLine, 'key'>>) => actor.send({ type: 'draft.editLine', index, changes }),
      addLine: () => actor.send({ type: 'draft.addLine' }),
      removeLine: (index: number) => actor.send({ type: 'draft.removeLine', index }),
      submit: () => actor.send({ type: 'draft.submit' }),
      approve: () => actor.send({ type: 'transaction.approve' }),
      reject: (reason: string) => actor.send({ type: 'transaction.reject', reason }),
      reverse: (request: ReverseRequest) => actor.send({ type: 'transaction.reverse', ...request }),
      dismiss: () => actor.send({ type: 'transaction.dismiss' }),
      retry: () => actor.send({ type: 'transaction.retry' }),
    }),
    [actor],
  );
  return { slot, draft, transaction, failure, busy, canSubmit, canRemoveLine, canDecide, canReverse, totals, ...commands };
}

export type TransactionState = ReturnType<typeof useTransactionOf>;
