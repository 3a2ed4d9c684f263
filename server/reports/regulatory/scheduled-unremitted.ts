import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import { REMITTANCE_DAYS } from '../../../domain/invoices';
import { koboToNaira } from '../../../domain/money';
import { journalEntries, premiumRemittances } from '../../db/schema';
import { pagedRows, reportPaging } from '../report-paging';
import { byInsurer, sumOf, unremittedByInsurer } from './premium-positions';
import { groupedRows, lineCells, PAGED_LINES_NOTE, unremittedAt, unremittedCheck, type UnremittedLine } from './schedule-of-unremitted';
import type { ReportColumn, ReportTable } from '../../../domain/reports/report';
import type { Transaction } from '../../db/client';
import type { ReportBuilder } from '../report-routes';

// A remittance schedule remits each invoice's whole premium at once (server/invoices/schedules.ts),
// so what stays unremitted "in a schedule" is the balance a partial remittance scheduled for a later
// date: the remittance is the schedule (its journal reference the number), its balance date the due day.

interface Schedule {
  refNo: string;
  scheduledOn: string;
  balanceDueOn: string;
}

/** Each invoice's latest partial remittance up to `day` that set a date for the balance. */
async function schedulesAt(tx: Transaction, tenantId: string, day: string): Promise<Map<string, Schedule>> {
  const rows = await tx
    .select({
      invoiceId: premiumRemittances.invoiceId,
      refNo: journalEntries.refNo,
      scheduledOn: premiumRemittances.remittanceDate,
      balanceDueOn: premiumRemittances.balanceDueDate,
    })
    .from(premiumRemittances)
    .innerJoin(journalEntries, eq(journalEntries.id, premiumRemittances.entryId))
    .where(
      and(
        eq(premiumRemittances.tenantId, tenantId),
        eq(premiumRemittances.remittanceType, 'PARTIAL REMITTANCE'),
        lte(premiumRemittances.remittanceDate, day),
        isNotNull(premiumRemittances.balanceDueDate),
      ),
    )
    .orderBy(desc(premiumRemittances.remittanceDate), desc(premiumRemittances.createdAt));
  const schedules = new Map<string, Schedule>();
  for (const row of rows)
    if (!schedules.has(row.invoiceId))
      schedules.set(row.invoiceId, { refNo: row.refNo, scheduledOn: row.scheduledOn, balanceDueOn: row.balanceDueOn! });
  return schedules;
}

const statusOn = (dueOn: string, day: string) => (dueOn < day ? 'Overdue' : dueOn === day ? 'Due' : 'Scheduled');

const COLUMNS: ReportColumn[] = [
  { key: 'insurer', header: 'Insurer', kind: 'text' },
  { key: 'schedule', header: 'Schedule', kind: 'text' },
  { key: 'scheduled_on', header: 'Scheduled on', kind: 'date' },
  { key: 'balance_due_on', header: 'Balance due on', kind: 'date' },
  { key: 'status', header: 'Status', kind: 'text' },
  { key: 'invoice', header: 'Invoice', kind: 'text' },
  { key: 'client', header: 'Client', kind: 'text' },
  { key: 'paid_on', header: 'Paid on', kind: 'date' },
  { key: 'days', header: 'Days since paid', kind: 'count' },
  { key: 'amount', header: 'Amount unremitted', kind: 'amount' },
  { key: 'over_limit', header: `Over ${REMITTANCE_DAYS} days`, kind: 'text' },
];

export const scheduledUnremitted: ReportBuilder = async (tx, tenantId, { endDate }, query) => {
  const insurers = await unremittedByInsurer(tx, tenantId, endDate, []);
  const schedules = await schedulesAt(tx, tenantId, endDate);
  // Only the invoices a schedule holds are read line by line; the totals come summed from the database.
  const scheduled = (schedules.size ? await unremittedAt(tx, tenantId, endDate, { invoiceIds: [...schedules.keys()] }) : []).sort((a, b) =>
    schedules.get(a.invoiceId)!.balanceDueOn.localeCompare(schedules.get(b.invoiceId)!.balanceDueOn),
  );
  const cellsOf = (line: UnremittedLine) => {
    const schedule = schedules.get(line.invoiceId)!;
    return {
      ...lineCells(line),
      schedule: schedule.refNo,
      scheduled_on: schedule.scheduledOn,
      balance_due_on: schedule.balanceDueOn,
      status: statusOn(schedule.balanceDueOn, endDate),
    };
  };
  const scheduledTotal = sumOf(scheduled, (line) => line.unremittedKobo);
  const total = sumOf(insurers, (insurer) => insurer.unremittedKobo);
  const detail: ReportTable = {
    title: 'Scheduled unremitted premium',
    columns: COLUMNS,
    ...pagedRows(groupedRows(scheduled, cellsOf), reportPaging(query)),
    totals: { insurer: 'Total', amount: koboToNaira(scheduledTotal) },
  };
  const inSchedules = byInsurer(scheduled);
  const split = (inSchedule: number, all: number) => ({
    scheduled: koboToNaira(inSchedule),
    unscheduled: koboToNaira(all - inSchedule),
    total: koboToNaira(all),
  });
  const summary: ReportTable = {
    title: 'Unremitted premium by insurer',
    columns: [
      { key: 'insurer', header: 'Insurer', kind: 'text' },
      { key: 'scheduled', header: 'In a schedule', kind: 'amount' },
      { key: 'unscheduled', header: 'Not scheduled', kind: 'amount' },
      { key: 'total', header: 'Total unremitted', kind: 'amount' },
    ],
    rows: insurers.map((insurer) => ({
      cells: {
        insurer: insurer.insurer,
        ...split(
          sumOf(inSchedules.get(insurer.insurerId)?.rows ?? [], (line) => line.unremittedKobo),
          insurer.unremittedKobo,
        ),
      },
    })),
    totals: { insurer: 'Total', ...split(scheduledTotal, total) },
  };
  return {
    tables: [detail, summary],
    checks: [await unremittedCheck(tx, tenantId, endDate, total)],
    notes: [
      'A remittance schedule remits the whole premium of its invoices at once; the premium still in a schedule is the balance a partial remittance set a date for. Its number is the journal reference of that partial remittance.',
      PAGED_LINES_NOTE,
      `Status: Scheduled before the balance date, Due on it, Overdue after it; Over ${REMITTANCE_DAYS} days counts from the payment, as section 41 does.`,
    ],
  };
};
