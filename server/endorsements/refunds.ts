import { and, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { assign, type, type Infer } from 'superstruct';
import { isUuid } from '../../domain/ids';
import { pickIgnoringCase } from '../../domain/invoices/vocabulary';
import { koboToNaira } from '../../domain/money';
import {
  insurerShareOutstanding,
  REFUND_PAID_ALREADY,
  REFUND_PAYMENT_MODES,
  refundPaymentProblems,
  refundStatus,
  type Refund,
  type RefundPaymentPayload,
  type RefundTotals,
} from '../../domain/policies';
import { todayInLagos } from '../../domain/today';
import { corporateClients, endorsements, individualClients, insuranceProviders, invoices, policies, refunds, users } from '../db/schema';
import { conflict, invalidInput, notFound } from '../http/errors';
import { pageMeta } from '../http/paging';
import { filterText, PageQuery, pagingOf } from '../http/params';
import { clientIdOf } from '../invoices/issue-posting';
import { moneyAccount } from '../invoices/money-accounts';
import { clientAccount, postEntry } from '../ledger';
import { clientName } from '../policies/on-policy';
import { containsPattern } from '../reference/insurance';
import { recordEndorsementEvent } from './write';
import type { Transaction } from '../db/client';
import type { TenantWrite } from '../http/tenant-write';

// Refunds (GET /policies/allRefund): returned premium owed to clients, what the insurer has sent
// back on each, and the payment to the client, which clears the client's account.

export const RefundListQuery = assign(PageQuery, type({ searchQuery: filterText(), policyId: filterText() }));
export type RefundListQuery = Infer<typeof RefundListQuery>;

const payer = alias(users, 'payer');
const refundNotFound = () => notFound('Refund');

function selectRefunds(tx: Transaction, where: SQL | undefined) {
  return tx
    .select({
      refund: refunds,
      endorsementNo: endorsements.endorsementNo,
      kind: endorsements.kind,
      policyId: endorsements.policyId,
      policyNo: policies.policyNo,
      clientType: policies.clientType,
      clientName,
      invoice: invoices,
      insurerName: insuranceProviders.name,
      payerName: payer.username,
    })
    .from(refunds)
    .innerJoin(endorsements, eq(endorsements.id, refunds.endorsementId))
    .innerJoin(policies, eq(policies.id, endorsements.policyId))
    .innerJoin(invoices, eq(invoices.id, refunds.invoiceId))
    .innerJoin(insuranceProviders, eq(insuranceProviders.id, invoices.insuranceProviderId))
    .leftJoin(individualClients, eq(individualClients.id, policies.individualClientId))
    .leftJoin(corporateClients, eq(corporateClients.id, policies.corporateClientId))
    .leftJoin(payer, eq(payer.id, refunds.paidBy))
    .where(where);
}

type Row = Awaited<ReturnType<typeof selectRefunds>>[number];

function present(row: Row): Refund {
  const { refund, invoice } = row;
  const figures = {
    insurer_share: koboToNaira(invoice.premiumKobo - invoice.commissionKobo - invoice.vatKobo),
    insurer_received: koboToNaira(invoice.paidKobo),
    paid_at: refund.paidAt?.toISOString() ?? null,
  };
  return {
    refund_id: refund.id,
    refund_number: refund.refundNo,
    status: refundStatus(figures),
    policy_id: row.policyId,
    policy_number: row.policyNo,
    endorsement_id: refund.endorsementId,
    endorsement_number: row.endorsementNo,
    reason: row.kind === 'cancellation' ? 'cancellation' : `return premium (${row.kind})`,
    client_type: row.clientType,
    client_id: clientIdOf(invoice),
    client_name: row.clientName,
    insurance_provider_id: invoice.insuranceProviderId,
    insurance_provider_name: row.insurerName,
    invoice_id: invoice.id,
    invoice_no: invoice.invoiceNo,
    amount: koboToNaira(invoice.premiumKobo),
    commission_reversed: koboToNaira(invoice.commissionKobo),
    vat_reversed: koboToNaira(invoice.vatKobo),
    ...figures,
    paid_by: refund.paidBy ? { user_id: refund.paidBy, name: row.payerName ?? 'A former user' } : null,
    mode_of_payment: refund.modeOfPayment,
    created_at: refund.createdAt.toISOString(),
  };
}

function listCondition(tenantId: string, query: RefundListQuery): SQL {
  const pattern = containsPattern(query.searchQuery);
  return and(
    eq(refunds.tenantId, tenantId),
    query.policyId ? (isUuid(query.policyId) ? eq(endorsements.policyId, query.policyId) : sql`false`) : undefined,
    pattern
      ? or(
          ilike(refunds.refundNo, pattern),
          ilike(endorsements.endorsementNo, pattern),
          ilike(policies.policyNo, pattern),
          ilike(sql`coalesce(${policies.insurerPolicyNo}, '')`, pattern),
          ilike(invoices.invoiceNo, pattern),
          ilike(clientName, pattern),
        )
      : undefined,
  )!;
}

/** GET /policies/allRefund and /search: a page of refunds, newest first, and the totals of all that match. */
export async function listRefunds(tx: Transaction, tenantId: string, query: RefundListQuery) {
  const paging = pagingOf(query);
  const where = listCondition(tenantId, query);
  const rows = await selectRefunds(tx, where).orderBy(desc(refunds.createdAt), desc(refunds.id)).limit(paging.limit).offset(paging.offset);
  const [summary] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${invoices.premiumKobo}), 0)::text`,
      commission: sql<string>`coalesce(sum(${invoices.commissionKobo}), 0)::text`,
      vat: sql<string>`coalesce(sum(${invoices.vatKobo}), 0)::text`,
      paid: sql<string>`coalesce(sum(${invoices.premiumKobo}) filter (where ${isNotNull(refunds.paidAt)}), 0)::text`,
    })
    .from(refunds)
    .innerJoin(endorsements, eq(endorsements.id, refunds.endorsementId))
    .innerJoin(policies, eq(policies.id, endorsements.policyId))
    .innerJoin(invoices, eq(invoices.id, refunds.invoiceId))
    .leftJoin(individualClients, eq(individualClients.id, policies.individualClientId))
    .leftJoin(corporateClients, eq(corporateClients.id, policies.corporateClientId))
    .where(where);
  const sum = (text: string) => Number(text);
  const totals: RefundTotals = {
    amount: koboToNaira(sum(summary!.amount)),
    commission_reversed: koboToNaira(sum(summary!.commission)),
    vat_reversed: koboToNaira(sum(summary!.vat)),
    insurer_share: koboToNaira(sum(summary!.amount) - sum(summary!.commission) - sum(summary!.vat)),
    paid: koboToNaira(sum(summary!.paid)),
  };
  return { data: rows.map(present), meta: pageMeta(paging, summary!.total), totals };
}

async function readRefund(tx: Transaction, tenantId: string, id: string): Promise<Refund> {
  const [row] = isUuid(id) ? await selectRefunds(tx, and(eq(refunds.tenantId, tenantId), eq(refunds.id, id))) : [];
  if (!row) throw refundNotFound();
  return present(row);
}

/**
 * POST /policies/allRefund/{id}/payment: the client is paid the returned premium from a cash or
 * bank account (Dr the client's account, Cr the money account), once the insurer's share is back.
 */
export async function payRefund(write: TenantWrite, id: string, payment: RefundPaymentPayload): Promise<Refund> {
  const { tx, session } = write;
  const tenantId = session.tenantId;
  const [locked] = isUuid(id)
    ? await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.tenantId, tenantId), eq(refunds.id, id)))
        .for('update')
    : [];
  if (!locked) throw refundNotFound();
  const refund = await readRefund(tx, tenantId, id);
  if (refund.status === 'paid') throw conflict(REFUND_PAID_ALREADY);
  if (refund.status === 'awaiting insurer') throw conflict(insurerShareOutstanding(refund.invoice_no));
  const problems = refundPaymentProblems(payment, todayInLagos());
  if (problems.length > 0) throw invalidInput(problems);

  const mode = pickIgnoringCase(REFUND_PAYMENT_MODES, payment.modeOfPayment!)!;
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, locked.invoiceId));
  const client = await clientAccount(tx, tenantId, clientIdOf(invoice!));
  const paidFrom = await moneyAccount(tx, tenantId, { mode, accountId: payment.creditAccount, field: 'creditAccount' });
  const entry = await postEntry(tx, tenantId, {
    date: payment.dateOfPayment!,
    description: payment.description ?? `Refund ${refund.refund_number} paid to ${refund.client_name} (${mode})`,
    source: 'refund',
    sourceId: locked.id,
    lines: [
      { accountId: client.id, debit: invoice!.premiumKobo },
      { accountId: paidFrom.id, credit: invoice!.premiumKobo },
    ],
    by: session.userId,
  });
  await tx
    .update(refunds)
    .set({
      paidAt: new Date(),
      paidBy: session.userId,
      modeOfPayment: mode,
      paymentDate: payment.dateOfPayment!,
      paidFromAccountId: paidFrom.id,
      chequeNumber: mode === 'Cheque' ? payment.chequeNumber : null,
      paymentEntryId: entry.id,
    })
    .where(eq(refunds.id, locked.id));
  await recordEndorsementEvent(
    tx,
    tenantId,
    locked.endorsementId,
    'refund paid',
    (await tx.select({ status: endorsements.status }).from(endorsements).where(eq(endorsements.id, locked.endorsementId)))[0]!.status,
    session.userId,
    `${refund.refund_number}: NGN ${refund.amount} to the client (${mode})`,
  );
  return readRefund(tx, tenantId, id);
}
