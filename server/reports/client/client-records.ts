import { and, asc, eq, gte, lte, ne, or, sql } from 'drizzle-orm';
import { ENDORSEMENT_REMITTANCE } from '../../../domain/invoices';
import { claimPath, invoicePath, policyPath } from '../../../domain/record-paths';
import { claims, insuranceCategories, insuranceProviders, invoices, policies, products } from '../../db/schema';
import { koboTable } from '../kobo-table';
import type { ClientType } from '../../../domain/clients';
import type { DayRange } from '../../../domain/reports/periods';
import type { ReportTable } from '../../../domain/reports/report';
import type { Transaction } from '../../db/client';

// The client's policies, debit notes and claims of a period, as the report's tables.

export interface ClientRef {
  tenantId: string;
  clientType: ClientType;
  clientId: string;
}

const ofClient = (ref: ClientRef, table: typeof policies | typeof invoices) =>
  and(
    eq(table.tenantId, ref.tenantId),
    ref.clientType === 'INDIVIDUAL' ? eq(table.individualClientId, ref.clientId) : eq(table.corporateClientId, ref.clientId),
  );

/** Policies on cover at any time in the period (proposals and cancelled ones left out). */
export async function policiesTable(tx: Transaction, ref: ClientRef, range: DayRange): Promise<ReportTable> {
  const rows = await tx
    .select({
      id: policies.id,
      policyNo: policies.policyNo,
      className: insuranceCategories.name,
      insurer: insuranceProviders.name,
      startDate: policies.startDate,
      endDate: policies.endDate,
      sumInsured: policies.sumInsuredKobo,
      premium: policies.premiumKobo,
      status: policies.status,
    })
    .from(policies)
    .innerJoin(products, eq(products.id, policies.productId))
    .innerJoin(insuranceCategories, eq(insuranceCategories.id, products.insuranceCategoryId))
    .innerJoin(insuranceProviders, eq(insuranceProviders.id, policies.insuranceProviderId))
    .where(
      and(
        ofClient(ref, policies),
        lte(policies.startDate, range.endDate),
        gte(policies.endDate, range.startDate),
        sql`${policies.status} not in ('proposal', 'cancelled')`,
      ),
    )
    .orderBy(asc(policies.startDate), asc(policies.policyNo));
  return koboTable(
    'Policies',
    [
      { key: 'policy_no', header: 'Policy', kind: 'text' },
      { key: 'class', header: 'Class of business', kind: 'text' },
      { key: 'insurer', header: 'Insurer', kind: 'text' },
      { key: 'start_date', header: 'Start', kind: 'date' },
      { key: 'end_date', header: 'End', kind: 'date' },
      { key: 'status', header: 'Status', kind: 'text' },
      { key: 'sum_insured', header: 'Sum insured', kind: 'amount' },
      { key: 'premium', header: 'Premium', kind: 'amount' },
    ],
    rows.map((row) => ({
      link: policyPath(row.id),
      cells: {
        policy_no: row.policyNo,
        class: row.className,
        insurer: row.insurer,
        start_date: row.startDate,
        end_date: row.endDate,
        status: row.status,
        sum_insured: row.sumInsured,
        premium: row.premium,
      },
    })),
  );
}

/** Debit notes issued in the period: premium billed, paid and outstanding (a return premium counts against). */
export async function invoicesTable(tx: Transaction, ref: ClientRef, range: DayRange): Promise<ReportTable> {
  const rows = await tx
    .select({
      id: invoices.id,
      invoiceNo: invoices.invoiceNo,
      issueDate: invoices.issueDate,
      type: invoices.transactionType,
      status: invoices.status,
      premium: invoices.premiumKobo,
      paid: invoices.paidKobo,
    })
    .from(invoices)
    .where(
      and(
        ofClient(ref, invoices),
        gte(invoices.issueDate, range.startDate),
        lte(invoices.issueDate, range.endDate),
        ne(invoices.status, 'deactivated'),
      ),
    )
    .orderBy(asc(invoices.issueDate), asc(invoices.invoiceNo));
  return koboTable(
    'Premium billed, paid and outstanding',
    [
      { key: 'invoice_no', header: 'Debit note', kind: 'text' },
      { key: 'issue_date', header: 'Issued', kind: 'date' },
      { key: 'type', header: 'Type', kind: 'text' },
      { key: 'status', header: 'Status', kind: 'text' },
      { key: 'billed', header: 'Billed', kind: 'amount' },
      { key: 'paid', header: 'Paid', kind: 'amount' },
      { key: 'outstanding', header: 'Outstanding', kind: 'amount' },
    ],
    rows.map((row) => {
      const sign = row.type === ENDORSEMENT_REMITTANCE ? -1 : 1;
      return {
        link: invoicePath(row.id),
        cells: {
          invoice_no: row.invoiceNo,
          issue_date: row.issueDate,
          type: row.type,
          status: row.status.toUpperCase(),
          billed: sign * row.premium,
          paid: sign * row.paid,
          outstanding: sign * (row.premium - row.paid),
        },
      };
    }),
  );
}

/** Claims on the client's policies reported in the period, or still open at its end. */
export async function claimsTable(tx: Transaction, ref: ClientRef, range: DayRange): Promise<ReportTable> {
  const rows = await tx
    .select({
      id: claims.id,
      claimNo: claims.claimNo,
      policyNo: policies.policyNo,
      reportedDate: claims.reportedDate,
      status: claims.status,
      estimated: claims.estimatedLossKobo,
      settled: claims.settledKobo,
    })
    .from(claims)
    .innerJoin(policies, eq(policies.id, claims.policyId))
    .where(
      and(
        ofClient(ref, policies),
        lte(claims.reportedDate, range.endDate),
        or(gte(claims.reportedDate, range.startDate), sql`${claims.finishedOn} is null or ${claims.finishedOn} > ${range.endDate}`),
      ),
    )
    .orderBy(asc(claims.reportedDate), asc(claims.claimNo));
  return koboTable(
    'Claims',
    [
      { key: 'claim_no', header: 'Claim', kind: 'text' },
      { key: 'policy_no', header: 'Policy', kind: 'text' },
      { key: 'reported_date', header: 'Reported', kind: 'date' },
      { key: 'status', header: 'Status', kind: 'text' },
      { key: 'estimated_loss', header: 'Estimated loss', kind: 'amount' },
      { key: 'settled', header: 'Settled', kind: 'amount' },
    ],
    rows.map((row) => ({
      link: claimPath(row.id),
      cells: {
        claim_no: row.claimNo,
        policy_no: row.policyNo,
        reported_date: row.reportedDate,
        status: row.status,
        estimated_loss: row.estimated,
        settled: row.settled,
      },
    })),
  );
}
