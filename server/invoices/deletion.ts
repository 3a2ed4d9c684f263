import { and, eq, sql } from 'drizzle-orm';
import { deletionRefusal, STATUS_AFTER, type DeletionRequestPayload, type DeletionStep } from '../../domain/invoices';
import { NO_DELETION_REQUEST } from '../../domain/messages';
import { ADMIN_ROLE } from '../../domain/permissions';
import { todayInLagos } from '../../domain/today';
import { isUniqueViolation } from '../db/pg-errors';
import { deletionRequests, invoices, roles, userRoles, users } from '../db/schema';
import { conflict } from '../http/errors';
import { reverseEntry } from '../ledger';
import { notifyUsers } from '../notifications/notify';
import { rebuildPositions } from './positions';
import { findInvoiceRow, lockInvoice, readInvoice, type InvoiceRow, type PresentedInvoice } from './read';
import type { SessionUser } from '../auth/session-user';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';

// Deleting an invoice (spec sections 2, 4 and 6): an admin deletes a payment-pending invoice at
// once; anyone else asks with a reason and an admin accepts or rejects. Deleting reverses the
// issue entry in the same transaction, so the client and the insurer owe nothing for it.

export const INVOICE_DELETION_REQUEST = 'invoice_deletion_request';
export const INVOICE_DELETION_RESPONSE = 'invoice_deletion_response';
const FORMER_USER = 'A former user';
/** Spec section 6: admins delete invoices and accept or reject deletion requests. */
export const ADMINS_ONLY = 'Only an admin can delete an invoice or rule on a deletion request';

export const invoiceDetailsLink = (invoiceId: string) => `/account/invoice/${invoiceId}`;

const PENDING_DELETION = { status: STATUS_AFTER.request, transaction_type: '', quote_id: null, policy_id: null };

/** Two requests for one invoice in flight: the unique pending index refuses the second as the rules would. */
function explained(error: unknown): never {
  if (isUniqueViolation(error, 'deletion_requests_one_pending')) throw conflict(deletionRefusal(PENDING_DELETION, 'request')!);
  throw error;
}

/** The invoice, locked, if the step is allowed on it now; 409 with the domain's refusal otherwise. */
async function lockedFor(tx: Transaction, tenantId: string, invoiceId: string, step: DeletionStep): Promise<InvoiceRow> {
  const row = await lockInvoice(tx, tenantId, invoiceId);
  const refusal = deletionRefusal(
    { status: row.status, transaction_type: row.transactionType, quote_id: row.quoteId, policy_id: row.policyId },
    step,
  );
  if (refusal) throw conflict(refusal);
  return row;
}

async function moveTo(tx: Transaction, row: InvoiceRow, step: DeletionStep, by: string): Promise<void> {
  const deactivating = STATUS_AFTER[step] === 'deactivated';
  await tx
    .update(invoices)
    .set({ status: STATUS_AFTER[step], updatedAt: new Date(), ...(deactivating ? { deletedBy: by, deletedAt: new Date() } : {}) })
    .where(eq(invoices.id, row.id));
  // A deleted invoice bills nobody: its issue entry (if it was ever posted) is turned around today.
  if (deactivating && row.issueEntryId) {
    await reverseEntry(tx, row.tenantId, row.issueEntryId, { date: todayInLagos(), by, approval: 'post', source: 'invoice_deletion' });
    await rebuildPositions(tx, row.tenantId, [row.id]);
  }
}

async function nameOf(tx: Transaction, userId: string | null): Promise<string> {
  if (!userId) return FORMER_USER;
  const [user] = await tx.select({ name: users.username }).from(users).where(eq(users.id, userId));
  return user?.name ?? FORMER_USER;
}

/**
 * Who is told of a deletion request: the brokerage's active admins, the only ones who may rule on
 * it (holding 'Approve Invoice Deletion' without the admin role lets nobody accept or reject); never `except`.
 */
export async function deletionDeciders(tx: Transaction, tenantId: string, except: string): Promise<string[]> {
  const result = (await tx.execute(sql`
    select ${users.id} as id from ${users}
    where ${users.tenantId} = ${tenantId} and ${users.deletedAt} is null and not ${users.suspended} and ${users.id} <> ${except}
      and exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
                  where ${userRoles.userId} = ${users.id} and lower(trim(${roles.name})) = ${ADMIN_ROLE})
    order by ${users.id}
  `)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/** A non-admin asks for the invoice to be deleted: it waits as pending deletion and the approvers are told. */
export async function requestDeletion(
  ctx: AppContext,
  tx: Transaction,
  actor: SessionUser,
  invoiceId: string,
  payload: DeletionRequestPayload,
): Promise<{ invoice: PresentedInvoice; push: () => void }> {
  const row = await lockedFor(tx, actor.tenantId, invoiceId, 'request');
  const reason = payload.reasonForDeletion.trim();
  await tx
    .insert(deletionRequests)
    .values({ tenantId: actor.tenantId, invoiceId: row.id, reason, requestedBy: actor.userId })
    .catch(explained);
  await moveTo(tx, row, 'request', actor.userId);
  const requester = await nameOf(tx, actor.userId);
  const push = await notifyUsers(
    tx,
    actor.tenantId,
    await deletionDeciders(tx, actor.tenantId, actor.userId),
    {
      kind: INVOICE_DELETION_REQUEST,
      title: `Invoice ${row.invoiceNo} deletion requested`,
      message: `${requester} asked to delete invoice ${row.invoiceNo}: ${reason}`,
      link: invoiceDetailsLink(row.id),
      payload: { invoice_id: row.id, invoice_no: row.invoiceNo },
    },
    ctx.live,
  );
  return { invoice: await readInvoice(tx, actor.tenantId, row.id), push };
}

/** An admin deletes a payment-pending invoice at once. */
export async function deleteInvoice(tx: Transaction, actor: SessionUser, invoiceId: string): Promise<PresentedInvoice> {
  const row = await lockedFor(tx, actor.tenantId, invoiceId, 'delete');
  await moveTo(tx, row, 'delete', actor.userId);
  return readInvoice(tx, actor.tenantId, row.id);
}

/** The pending request on the invoice, for the admin who rules on it: data[0] of GET /invoice/deletion/request-detail/{id}. */
export async function deletionRequestDetail(tx: Transaction, tenantId: string, invoiceId: string) {
  const row = await findInvoiceRow(tx, tenantId, invoiceId);
  const [request] = await tx
    .select({ reason: deletionRequests.reason, username: users.username, requestedAt: deletionRequests.requestedAt })
    .from(deletionRequests)
    .leftJoin(users, eq(users.id, deletionRequests.requestedBy))
    .where(and(eq(deletionRequests.tenantId, tenantId), eq(deletionRequests.invoiceId, row.id), eq(deletionRequests.decision, 'pending')));
  if (!request) throw conflict(NO_DELETION_REQUEST);
  return [
    {
      initiator_reason_for_deletion: request.reason,
      username: request.username ?? FORMER_USER,
      requested_at: request.requestedAt.toISOString(),
    },
  ];
}

/** An admin accepts (the invoice is deleted) or rejects (it is payment pending again) the pending request; the requester is told. */
export async function decideDeletion(
  ctx: AppContext,
  tx: Transaction,
  actor: SessionUser,
  invoiceId: string,
  step: 'accept' | 'reject',
): Promise<{ invoice: PresentedInvoice; push: () => void }> {
  const row = await lockedFor(tx, actor.tenantId, invoiceId, step);
  const [request] = await tx
    .update(deletionRequests)
    .set({ decision: step === 'accept' ? 'accepted' : 'rejected', decidedBy: actor.userId, decidedAt: new Date() })
    .where(
      and(eq(deletionRequests.tenantId, actor.tenantId), eq(deletionRequests.invoiceId, row.id), eq(deletionRequests.decision, 'pending')),
    )
    .returning({ requestedBy: deletionRequests.requestedBy });
  if (!request) throw conflict(NO_DELETION_REQUEST);
  await moveTo(tx, row, step, actor.userId);
  const decider = await nameOf(tx, actor.userId);
  const verdict = step === 'accept' ? 'approved' : 'rejected';
  const push = await notifyUsers(
    tx,
    actor.tenantId,
    request.requestedBy ? [request.requestedBy] : [],
    {
      kind: INVOICE_DELETION_RESPONSE,
      title: `Invoice ${row.invoiceNo} deletion request ${verdict}`,
      message:
        step === 'accept'
          ? `${decider} approved your request to delete invoice ${row.invoiceNo}; it is now deleted`
          : `${decider} rejected your request to delete invoice ${row.invoiceNo}; it is payment pending again`,
      link: invoiceDetailsLink(row.id),
      payload: { invoice_id: row.id, invoice_no: row.invoiceNo, decision: verdict },
    },
    ctx.live,
  );
  return { invoice: await readInvoice(tx, actor.tenantId, row.id), push };
}
