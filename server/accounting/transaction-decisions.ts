import { PERIOD_CLOSED, PERIOD_MISSING } from '../../domain/accounting';
import { checkLines, linesOf, minorOf, type TransactionPayload } from '../../domain/journal';
import { formatNaira, nairaToKobo } from '../../domain/money';
import { todayInLagos } from '../../domain/today';
import { transactionDetailsPath, type RejectPayload, type ReversePayload, type TransactionDetails } from '../../domain/transactions';
import { usersHolding } from '../access/permission-holders';
import { isUniqueViolation } from '../db/pg-errors';
import { ApiError, conflict, invalidInput } from '../http/errors';
import { approveEntry, proposeEntry, rejectEntry, reverseEntry } from '../ledger';
import { notifyUsers } from '../notifications/notify';
import { entryByRef, transactionDetails, type Viewer } from './transactions';
import type { SessionUser } from '../auth/session-user';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';

export const TRANSACTION_APPROVAL_REQUEST = 'transaction_approval_request';
export const TRANSACTION_APPROVAL_RESPONSE = 'transaction_approval_response';

type Push = () => void;

/** A change to the books: the transaction as it now stands, and the notices to push live once the change has committed. */
export interface Decision {
  details: TransactionDetails;
  push: Push;
}

/** Runs a change to the books with its period and reference-number refusals told against the field a person would change. */
const told = (change: () => Promise<Decision>): Promise<Decision> => change().catch(explained);

function explained(error: unknown): never {
  if (error instanceof ApiError && (error.code === PERIOD_CLOSED || error.code === PERIOD_MISSING) && error.errors.length === 0) {
    throw new ApiError(error.status, error.code, error.message, [{ field: 'transactionDate', message: error.message }]);
  }
  if (isUniqueViolation(error, 'journal_entries_tenant_ref_key')) {
    throw invalidInput([{ field: 'refNo', message: 'This reference number is already used' }]);
  }
  if (isUniqueViolation(error, 'journal_entries_reverses_key')) {
    throw conflict('This transaction is already being reversed');
  }
  throw error;
}

async function askApprovers(ctx: AppContext, tx: Transaction, actor: SessionUser, details: TransactionDetails): Promise<Push> {
  const approvers = await usersHolding(tx, actor.tenantId, 'Approve Transaction', actor.userId);
  const amount = formatNaira(nairaToKobo(details.total));
  return notifyUsers(
    tx,
    actor.tenantId,
    approvers,
    {
      kind: TRANSACTION_APPROVAL_REQUEST,
      title: `Transaction ${details.ref_no} needs your approval`,
      message: `${details.created_by?.name ?? 'Someone'} entered ${details.ref_no} (${amount}): ${details.description}`,
      link: transactionDetailsPath(details.ref_no),
      payload: { ref_no: details.ref_no },
    },
    ctx.live,
  );
}

async function answerMaker(ctx: AppContext, tx: Transaction, actor: SessionUser, details: TransactionDetails): Promise<Push> {
  const makerId = details.created_by?.user_id;
  if (!makerId) return () => {};
  const by = details.decided_by?.name ?? 'A checker';
  const approved = details.status === 'approved';
  return notifyUsers(
    tx,
    actor.tenantId,
    [makerId],
    {
      kind: TRANSACTION_APPROVAL_RESPONSE,
      title: `Transaction ${details.ref_no} ${approved ? 'approved' : 'rejected'}`,
      message: approved
        ? `${by} approved ${details.ref_no}; it is now in the ledger`
        : `${by} rejected ${details.ref_no}: ${details.rejection_reason ?? ''}`,
      link: transactionDetailsPath(details.ref_no),
      payload: { ref_no: details.ref_no, status: details.status },
    },
    ctx.live,
  );
}

/** A manual entry, waiting for another person's approval; those who may approve it are told. */
export async function createTransaction(
  ctx: AppContext,
  tx: Transaction,
  actor: SessionUser,
  payload: TransactionPayload,
  viewer: Viewer,
): Promise<Decision> {
  const errors = checkLines(linesOf(payload));
  if (errors.length > 0) throw invalidInput(errors);
  return told(async () => {
    const entry = await proposeEntry(tx, actor.tenantId, {
      date: payload.transactionDate,
      description: payload.description,
      source: 'manual',
      currency: payload.currency ?? 'NGN',
      exchangeRate: payload.exchangeRate ?? null,
      refNo: payload.refNo ?? null,
      lines: payload.lines.map((line) => ({
        accountId: line.accountId,
        debit: minorOf(line.debit) ?? 0,
        credit: minorOf(line.credit) ?? 0,
        description: line.description?.trim() || null,
      })),
      by: actor.userId,
    });
    const details = await transactionDetails(tx, actor.tenantId, entry.id, viewer);
    return { details, push: await askApprovers(ctx, tx, actor, details) };
  });
}

/** A checker approves: the lines post to the ledger and the maker is told. The maker gets 403. */
export async function approveTransaction(
  ctx: AppContext,
  tx: Transaction,
  actor: SessionUser,
  refNo: string,
  viewer: Viewer,
): Promise<Decision> {
  return told(async () => {
    const entry = await entryByRef(tx, actor.tenantId, refNo);
    await approveEntry(tx, actor.tenantId, entry.id, actor.userId);
    const details = await transactionDetails(tx, actor.tenantId, entry.id, viewer);
    return { details, push: await answerMaker(ctx, tx, actor, details) };
  });
}

export async function rejectTransaction(
  ctx: AppContext,
  tx: Transaction,
  actor: SessionUser,
  refNo: string,
  payload: RejectPayload,
  viewer: Viewer,
): Promise<Decision> {
  return told(async () => {
    const entry = await entryByRef(tx, actor.tenantId, refNo);
    await rejectEntry(tx, actor.tenantId, entry.id, actor.userId, payload.reason.trim());
    const details = await transactionDetails(tx, actor.tenantId, entry.id, viewer);
    return { details, push: await answerMaker(ctx, tx, actor, details) };
  });
}

/** The correction of an approved manual entry: its lines with the sides swapped, waiting for approval like any manual entry. */
export async function reverseTransaction(
  ctx: AppContext,
  tx: Transaction,
  actor: SessionUser,
  refNo: string,
  payload: ReversePayload,
  viewer: Viewer,
): Promise<Decision> {
  return told(async () => {
    const original = await entryByRef(tx, actor.tenantId, refNo);
    if (original.source !== 'manual') {
      throw conflict('Only a manual transaction can be reversed here; the product’s own entries are corrected from their own records');
    }
    const entry = await reverseEntry(tx, actor.tenantId, original.id, {
      date: payload.transactionDate ?? todayInLagos(),
      description: payload.description?.trim(),
      by: actor.userId,
      approval: 'propose',
    });
    const details = await transactionDetails(tx, actor.tenantId, entry.id, viewer);
    return { details, push: await askApprovers(ctx, tx, actor, details) };
  });
}
