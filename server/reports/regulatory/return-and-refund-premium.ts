import { and, asc, between, eq, ne, or, sql } from 'drizzle-orm';
import { check } from '../../../domain/account-statements';
import { netPremiumKobo } from '../../../domain/invoices';
import { ENDORSEMENT_REMITTANCE } from '../../../domain/invoices/vocabulary';
import { koboToNaira } from '../../../domain/money';
import { ENDORSEMENT_KIND_LABELS, refundStatus, type EndorsementKind } from '../../../domain/policies';
import { endorsementPath, invoicePath } from '../../../domain/record-paths';
import { endorsements, insuranceProviders, invoices, policies, refunds, corporateClients, individualClients } from '../../db/schema';
import { clientName } from '../../policies/on-policy';
import { refundsPaidInLedger, returnedInLedger } from './business-ledger';
import { sumKobo } from './kobo-sums';
import type { ReportBuilder } from '../report-routes';

// Return and refund premium: every premium returned to a client in the period (the credit note of
// an endorsement's return premium, by its issue date) and every refund paid to a client in the
// period (by its payment date), with the reason, and where each refund stands today.

const within = (column: Parameters<typeof between>[0], period: { startDate: string; endDate: string }) =>
  between(column, period.startDate, period.endDate);

export const returnAndRefundPremium: ReportBuilder = async (tx, tenantId, period) => {
  const rows = await tx
    .select({
      invoice: invoices,
      clientName,
      policyNo: policies.policyNo,
      insurerName: insuranceProviders.name,
      endorsementId: endorsements.id,
      kind: endorsements.kind,
      description: endorsements.description,
      refundNo: refunds.refundNo,
      paymentDate: refunds.paymentDate,
      paidAt: refunds.paidAt,
    })
    .from(invoices)
    .innerJoin(insuranceProviders, eq(insuranceProviders.id, invoices.insuranceProviderId))
    .leftJoin(refunds, and(eq(refunds.tenantId, tenantId), eq(refunds.invoiceId, invoices.id)))
    .leftJoin(endorsements, and(eq(endorsements.tenantId, tenantId), eq(endorsements.invoiceId, invoices.id)))
    .leftJoin(policies, and(eq(policies.tenantId, tenantId), eq(policies.id, invoices.policyId)))
    .leftJoin(individualClients, eq(individualClients.id, invoices.individualClientId))
    .leftJoin(corporateClients, eq(corporateClients.id, invoices.corporateClientId))
    .where(
      and(
        eq(invoices.tenantId, tenantId),
        eq(invoices.transactionType, ENDORSEMENT_REMITTANCE),
        ne(invoices.status, 'deactivated'),
        // The candidates first, each by its own index: the credit notes issued in the period, and
        // those whose refund was paid in it (the refund of a note issued in any earlier period).
        sql`${invoices.id} in (
          select ${invoices.id} from ${invoices}
           where ${invoices.tenantId} = ${tenantId} and ${invoices.transactionType} = ${ENDORSEMENT_REMITTANCE}
             and ${within(invoices.issueDate, period)}
          union
          select ${refunds.invoiceId} from ${refunds} where ${refunds.tenantId} = ${tenantId} and ${within(refunds.paymentDate, period)})`,
        or(within(invoices.issueDate, period), within(refunds.paymentDate, period)),
      ),
    )
    .orderBy(asc(sql`least(${invoices.issueDate}, coalesce(${refunds.paymentDate}, ${invoices.issueDate}))`), asc(invoices.invoiceNo));

  const inPeriod = (day: string | null) => day !== null && day >= period.startDate && day <= period.endDate;
  const lines = rows.map((row) => {
    const { invoice } = row;
    const returned = inPeriod(invoice.issueDate) ? invoice.premiumKobo : 0;
    const refunded = row.paidAt && inPeriod(row.paymentDate) ? invoice.premiumKobo : 0;
    const status = refundStatus({
      insurer_share: koboToNaira(netPremiumKobo(invoice)),
      insurer_received: koboToNaira(invoice.paidKobo),
      paid_at: row.paidAt?.toISOString() ?? null,
    });
    const kind = row.kind as EndorsementKind | null;
    return {
      cells: {
        credit_note: invoice.invoiceNo,
        returned_on: invoice.issueDate,
        client: row.clientName,
        policy_no: row.policyNo,
        insurer: row.insurerName,
        reason: kind ? `${ENDORSEMENT_KIND_LABELS[kind]}: ${row.description}` : (invoice.narration ?? 'Return premium'),
        returned: inPeriod(invoice.issueDate) ? koboToNaira(returned) : null,
        refund_no: row.refundNo,
        paid_on: row.paymentDate,
        refunded: refunded ? koboToNaira(refunded) : null,
        status,
      },
      link: row.endorsementId ? endorsementPath(row.endorsementId) : invoicePath(invoice.id),
      returned,
      refunded,
    };
  });
  const returned = sumKobo(lines, (line) => line.returned);
  const refunded = sumKobo(lines, (line) => line.refunded);
  const returnedBooked = await returnedInLedger(tx, tenantId, period);
  const refundsPaid = await refundsPaidInLedger(tx, tenantId, period);
  return {
    tables: [
      {
        columns: [
          { key: 'credit_note', header: 'Credit note', kind: 'text' },
          { key: 'returned_on', header: 'Returned on', kind: 'date' },
          { key: 'client', header: 'Client', kind: 'text' },
          { key: 'policy_no', header: 'Policy', kind: 'text' },
          { key: 'insurer', header: 'Insurer', kind: 'text' },
          { key: 'reason', header: 'Reason', kind: 'text' },
          { key: 'returned', header: 'Premium returned', kind: 'amount' },
          { key: 'refund_no', header: 'Refund', kind: 'text' },
          { key: 'paid_on', header: 'Refunded on', kind: 'date' },
          { key: 'refunded', header: 'Refund paid', kind: 'amount' },
          { key: 'status', header: 'Status', kind: 'text' },
        ],
        rows: lines.map(({ cells, link }) => ({ cells, link })),
        totals: { credit_note: 'Total', returned: koboToNaira(returned), refunded: koboToNaira(refunded) },
      },
    ],
    checks: [
      check('Premium returned equals the return premium credited to client accounts in the ledger in the period', returned, returnedBooked),
      check('Refunds paid equal the refund payments debited to client accounts in the ledger in the period', refunded, refundsPaid),
    ],
    notes: [
      'A line is a credit note of returned premium (an endorsement that lowers or cancels the cover) issued in the period, or one whose refund was paid to the client in the period; deleted credit notes are left out.',
      'Premium returned counts the credit notes issued in the period, refund paid the refunds paid in the period (by their payment date). Status is where the refund stands today: awaiting the insurer’s share, due to the client, or paid.',
    ],
  };
};
