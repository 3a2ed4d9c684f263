import { check } from '../../../domain/account-statements';
import { REMITTANCE_DAYS } from '../../../domain/invoices';
import { koboToNaira } from '../../../domain/money';
import { invoicePath } from '../../../domain/record-paths';
import { pagedRows, reportPaging } from '../report-paging';
import { debitBalancesAt, insurerPayableAccounts } from './ledger-movements';
import { byInsurer, daysBetween, positionTotals, sumOf, unremittedPositions, type InvoicePosition } from './premium-positions';
import type { StatementCheck } from '../../../domain/financial-statements';
import type { ReportColumn, ReportRow, ReportTable } from '../../../domain/reports/report';
import type { Transaction } from '../../db/client';
import type { ReportBuilder } from '../report-routes';

// Section 41 of the Insurance Act 2003: premium received for an insurer is remitted within 30 days.
// One line per invoice whose collected premium is still in the brokerage's hands at the end date,
// by insurer, aged from the payment it came with; then the same premium in age bands.

export interface UnremittedLine extends InvoicePosition {
  days: number;
}

/** The collected premium not remitted at the end of `day`, with its age in days. */
export async function unremittedAt(tx: Transaction, tenantId: string, day: string): Promise<UnremittedLine[]> {
  return (await unremittedPositions(tx, tenantId, day)).map((row) => ({ ...row, days: row.paidOn ? daysBetween(row.paidOn, day) : 0 }));
}

const COLUMNS: ReportColumn[] = [
  { key: 'insurer', header: 'Insurer', kind: 'text' },
  { key: 'invoice', header: 'Invoice', kind: 'text' },
  { key: 'client', header: 'Client', kind: 'text' },
  { key: 'paid_on', header: 'Paid on', kind: 'date' },
  { key: 'days', header: 'Days since paid', kind: 'count' },
  { key: 'amount', header: 'Amount unremitted', kind: 'amount' },
  { key: 'over_limit', header: `Over ${REMITTANCE_DAYS} days`, kind: 'text' },
];

const BANDS = [
  { key: 'days_0_15', header: '0 to 15 days', holds: (days: number) => days <= 15 },
  { key: 'days_16_30', header: '16 to 30 days', holds: (days: number) => days > 15 && days <= REMITTANCE_DAYS },
  { key: 'over_30', header: `Over ${REMITTANCE_DAYS} days`, holds: (days: number) => days > REMITTANCE_DAYS },
] as const;

export const PAGED_LINES_NOTE =
  'On screen the lines and insurers’ sub-totals come a page at a time, the total over every page; the CSV, Excel and PDF files hold every line.';

export const lineCells = (line: UnremittedLine) => ({
  insurer: line.insurer,
  invoice: line.invoiceNo,
  client: line.client,
  paid_on: line.paidOn,
  days: line.days,
  amount: koboToNaira(line.unremittedKobo),
  over_limit: line.days > REMITTANCE_DAYS ? 'Yes' : 'No',
});

/** Lines grouped by insurer, each insurer's sub-total under its lines. */
export function groupedRows(lines: UnremittedLine[], cellsOf: (line: UnremittedLine) => ReportRow['cells']): ReportRow[] {
  return [...byInsurer(lines).values()].flatMap((group) => [
    ...group.rows.map((line) => ({ cells: cellsOf(line), link: invoicePath(line.invoiceId) })),
    { cells: { insurer: `${group.insurer} sub-total`, amount: koboToNaira(sumOf(group.rows, (line) => line.unremittedKobo)) } },
  ]);
}

/**
 * The unremitted premium against the ledger: the insurers' payables (2000) hold it together with
 * the net premium not yet collected, less what insurers hold on direct payments and owe back on returns.
 */
export async function unremittedCheck(tx: Transaction, tenantId: string, day: string, unremitted: number): Promise<StatementCheck> {
  const totals = await positionTotals(tx, tenantId, day);
  const uncollected = sumOf(totals, (row) => (row.returned ? row.owedKobo : row.owedKobo - row.unremittedKobo));
  const ids = (await insurerPayableAccounts(tx, tenantId)).map((account) => account.id);
  const ledger = await debitBalancesAt(tx, tenantId, ids, day);
  return check(
    `Unremitted premium equals Premium Payable to Insurers (2000) at ${day} less net premium not yet collected`,
    unremitted,
    sumOf(ids, (id) => -(ledger.get(id) ?? 0)) - uncollected,
  );
}

export const scheduleOfUnremitted: ReportBuilder = async (tx, tenantId, { endDate }, query) => {
  const lines = await unremittedAt(tx, tenantId, endDate);
  const total = sumOf(lines, (line) => line.unremittedKobo);
  const detail: ReportTable = {
    title: 'Unremitted premium',
    columns: COLUMNS,
    ...pagedRows(groupedRows(lines, lineCells), reportPaging(query)),
    totals: { insurer: 'Total', amount: koboToNaira(total) },
  };
  const bandTotal = (rows: UnremittedLine[], band: (typeof BANDS)[number]) =>
    koboToNaira(sumOf(rows, (line) => (band.holds(line.days) ? line.unremittedKobo : 0)));
  const bands: ReportTable = {
    title: 'Ageing by insurer',
    columns: [
      { key: 'insurer', header: 'Insurer', kind: 'text' },
      ...BANDS.map((band) => ({ key: band.key, header: band.header, kind: 'amount' as const })),
      { key: 'total', header: 'Total', kind: 'amount' },
    ],
    rows: [...byInsurer(lines).values()].map((group) => ({
      cells: {
        insurer: group.insurer,
        ...Object.fromEntries(BANDS.map((band) => [band.key, bandTotal(group.rows, band)])),
        total: koboToNaira(sumOf(group.rows, (line) => line.unremittedKobo)),
      },
    })),
    totals: { insurer: 'Total', ...Object.fromEntries(BANDS.map((band) => [band.key, bandTotal(lines, band)])), total: koboToNaira(total) },
  };
  return {
    tables: [detail, bands],
    checks: [await unremittedCheck(tx, tenantId, endDate, total)],
    notes: [
      `Premium collected from clients and not remitted to the insurer at ${endDate}, whatever the period's start; an invoice paid in parts is aged from its oldest payment not yet covered by remittances.`,
      PAGED_LINES_NOTE,
      'Net premium not yet collected is the premium billed less the share the payments collected, less the commission and VAT insurers hold on premium paid to them direct, and the return-premium shares insurers still owe back.',
    ],
  };
};
