import { check } from '../../../domain/account-statements';
import { REMITTANCE_DAYS } from '../../../domain/invoices';
import { koboToNaira } from '../../../domain/money';
import { invoicePath } from '../../../domain/record-paths';
import { reportPaging, tablePage } from '../report-paging';
import { debitBalancesAt, insurerPayableAccounts } from './ledger-movements';
import {
  byInsurer,
  daysBetween,
  positionTotals,
  sumOf,
  unremittedByInsurer,
  unremittedPositions,
  type AgeBand,
  type InvoicePosition,
  type LineChoice,
  type UnremittedByInsurer,
} from './premium-positions';
import type { ListMeta } from '../../../domain/api/envelope';
import type { StatementCheck } from '../../../domain/financial-statements';
import type { ReportColumn, ReportRow, ReportTable } from '../../../domain/reports/report';
import type { Transaction } from '../../db/client';
import type { Paging } from '../../http/paging';
import type { ReportBuilder } from '../report-routes';

// Section 41 of the Insurance Act 2003: premium received for an insurer is remitted within 30 days.
// One line per invoice whose collected premium is still in the brokerage's hands at the end date,
// by insurer, the oldest payment first, aged from it; then the same premium in age bands.

export interface UnremittedLine extends InvoicePosition {
  days: number;
}

/** The collected premium not remitted at the end of `day` (the lines chosen), with its age in days. */
export async function unremittedAt(tx: Transaction, tenantId: string, day: string, choice?: LineChoice): Promise<UnremittedLine[]> {
  return (await unremittedPositions(tx, tenantId, day, choice)).map((row) => ({
    ...row,
    days: row.paidOn ? daysBetween(row.paidOn, day) : 0,
  }));
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

const BANDS: AgeBand[] = [
  { key: 'days_0_15', header: '0 to 15 days', minDays: null, maxDays: 15 },
  { key: 'days_16_30', header: '16 to 30 days', minDays: 16, maxDays: REMITTANCE_DAYS },
  { key: 'over_30', header: `Over ${REMITTANCE_DAYS} days`, minDays: REMITTANCE_DAYS + 1, maxDays: null },
];

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

const lineRow = (line: UnremittedLine, cellsOf: (line: UnremittedLine) => ReportRow['cells']): ReportRow => ({
  cells: cellsOf(line),
  link: invoicePath(line.invoiceId),
});

const subTotalRow = (insurer: string, unremittedKobo: number): ReportRow => ({
  cells: { insurer: `${insurer} sub-total`, amount: koboToNaira(unremittedKobo) },
});

/** Lines grouped by insurer, each insurer's sub-total under its lines. */
export function groupedRows(lines: UnremittedLine[], cellsOf: (line: UnremittedLine) => ReportRow['cells']): ReportRow[] {
  return [...byInsurer(lines).values()].flatMap((group) => [
    ...group.rows.map((line) => lineRow(line, cellsOf)),
    subTotalRow(
      group.insurer,
      sumOf(group.rows, (line) => line.unremittedKobo),
    ),
  ]);
}

type Slot = { line: number } | { subTotalOf: number };

/** The places from `start` to before `end` of a table holding each group's lines then its sub-total. */
function slotsBetween(linesPerGroup: number[], start: number, end: number): Slot[] {
  const slots: Slot[] = [];
  let place = 0;
  let line = 0;
  linesPerGroup.forEach((lines, group) => {
    for (let at = 0; at < lines; at += 1, place += 1, line += 1) if (place >= start && place < end) slots.push({ line });
    if (place >= start && place < end) slots.push({ subTotalOf: group });
    place += 1;
  });
  return slots;
}

/**
 * The schedule's lines and sub-totals: on screen the page asked for, its lines alone read from the
 * database (a large brokerage holds thousands); in a file every one.
 */
async function scheduleRows(
  tx: Transaction,
  tenantId: string,
  day: string,
  insurers: UnremittedByInsurer[],
  paging: Paging | null,
): Promise<{ rows: ReportRow[]; page?: ListMeta }> {
  const places = sumOf(insurers, (insurer) => insurer.lines + 1);
  const slots = slotsBetween(
    insurers.map((insurer) => insurer.lines),
    paging?.offset ?? 0,
    paging ? paging.offset + paging.limit : places,
  );
  const lineSlots = slots.filter((slot): slot is { line: number } => 'line' in slot);
  const lines =
    lineSlots.length === 0
      ? []
      : await unremittedAt(tx, tenantId, day, paging ? { offset: lineSlots[0]!.line, limit: lineSlots.length } : { every: true });
  let next = 0;
  const rows = slots.flatMap((slot) => {
    if ('subTotalOf' in slot) return [subTotalRow(insurers[slot.subTotalOf]!.insurer, insurers[slot.subTotalOf]!.unremittedKobo)];
    const line = lines[next++];
    return line ? [lineRow(line, lineCells)] : [];
  });
  return { rows, ...tablePage(paging, places) };
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
  const insurers = await unremittedByInsurer(tx, tenantId, endDate, BANDS);
  const total = sumOf(insurers, (insurer) => insurer.unremittedKobo);
  const detail: ReportTable = {
    title: 'Unremitted premium',
    columns: COLUMNS,
    ...(await scheduleRows(tx, tenantId, endDate, insurers, reportPaging(query))),
    totals: { insurer: 'Total', amount: koboToNaira(total) },
  };
  const bandTotal = (band: AgeBand) => koboToNaira(sumOf(insurers, (insurer) => insurer.bands[band.key]!));
  const bands: ReportTable = {
    title: 'Ageing by insurer',
    columns: [
      { key: 'insurer', header: 'Insurer', kind: 'text' },
      ...BANDS.map((band) => ({ key: band.key, header: band.header, kind: 'amount' as const })),
      { key: 'total', header: 'Total', kind: 'amount' },
    ],
    rows: insurers.map((insurer) => ({
      cells: {
        insurer: insurer.insurer,
        ...Object.fromEntries(BANDS.map((band) => [band.key, koboToNaira(insurer.bands[band.key]!)])),
        total: koboToNaira(insurer.unremittedKobo),
      },
    })),
    totals: { insurer: 'Total', ...Object.fromEntries(BANDS.map((band) => [band.key, bandTotal(band)])), total: koboToNaira(total) },
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
