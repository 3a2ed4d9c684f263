import { check } from '../../../domain/account-statements';
import { dayBefore } from '../../../domain/financial-statements';
import { koboToNaira } from '../../../domain/money';
import { systemAccount } from '../../ledger';
import { movementsByAccount } from '../../ledger/balances';
import { movementsBySource, netCredit } from './ledger-movements';
import { positionTotals, sumOf, type PositionTotals } from './premium-positions';
import type { ReportColumn } from '../../../domain/reports/report';
import type { ReportBuilder } from '../report-routes';

// The Commission's quarterly return of brokerage commission, by insurer. Commission is earned when
// the invoice is issued (Cr 4000 Commission Income, Cr 2100 VAT Output on it). The brokerage keeps
// it from the premium it collects and remits the net (deducted at source); on premium paid to the
// insurer direct, the insurer holds it until paid over (captured with the payment).

const COLUMNS: ReportColumn[] = [
  { key: 'insurer', header: 'Insurer', kind: 'text' },
  { key: 'earned', header: 'Commission earned', kind: 'amount' },
  { key: 'vat', header: 'VAT on commission', kind: 'amount' },
  { key: 'deducted', header: 'Deducted at source', kind: 'amount' },
  { key: 'from_insurers', header: 'Received from insurers', kind: 'amount' },
  { key: 'received', header: 'Total received', kind: 'amount' },
  { key: 'receivable', header: 'Receivable at end date', kind: 'amount' },
];

const FIGURES = ['earned', 'vat', 'deducted', 'from_insurers', 'received', 'receivable'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;

const signed = (row: PositionTotals, kobo: number) => (row.returned ? -kobo : kobo);

function figuresOf(atEnd: PositionTotals[], atStart: PositionTotals[]): Figures {
  const change = (figure: (row: PositionTotals) => number) => sumOf(atEnd, figure) - sumOf(atStart, figure);
  const deducted = change((row) => row.commissionKeptKobo);
  const fromInsurers = change((row) => row.commissionCapturedKobo);
  return {
    earned: change((row) => signed(row, row.commissionKobo)),
    vat: change((row) => signed(row, row.vatKobo)),
    deducted,
    from_insurers: fromInsurers,
    received: deducted + fromInsurers,
    receivable: sumOf(atEnd, (row) => row.commissionReceivableKobo),
  };
}

export const commissionIncome: ReportBuilder = async (tx, tenantId, { startDate, endDate }) => {
  const atEnd = await positionTotals(tx, tenantId, endDate);
  const atStart = await positionTotals(tx, tenantId, dayBefore(startDate));
  const ofInsurer = (totals: PositionTotals[], insurerId: number) => totals.filter((row) => row.insurerId === insurerId);
  const insurers = new Map(atEnd.map((row) => [row.insurerId, row.insurer]));
  const lines = [...insurers].map(([insurerId, insurer]) => ({
    insurer,
    figures: figuresOf(ofInsurer(atEnd, insurerId), ofInsurer(atStart, insurerId)),
  }));
  const totals = figuresOf(atEnd, atStart);
  const cells = (figures: Figures) => Object.fromEntries(FIGURES.map((key) => [key, koboToNaira(figures[key])]));

  const income = await systemAccount(tx, tenantId, 'commission_income');
  const vat = await systemAccount(tx, tenantId, 'vat_output');
  const moved = (await movementsByAccount(tx, tenantId, { from: startDate, to: endDate, accountIds: [income.id] })).get(income.id);
  const vatMoved = (await movementsBySource(tx, tenantId, [vat.id], { from: startDate, to: endDate })).get(vat.id);
  return {
    tables: [
      {
        columns: COLUMNS,
        rows: lines
          .filter((line) => FIGURES.some((key) => line.figures[key] !== 0))
          .map((line) => ({ cells: { insurer: line.insurer, ...cells(line.figures) } })),
        totals: { insurer: 'Total', ...cells(totals) },
      },
    ],
    checks: [
      check(
        `Commission earned equals the movement of Commission Income (4000) from ${startDate} to ${endDate}`,
        totals.earned,
        (moved?.credit ?? 0) - (moved?.debit ?? 0),
      ),
      check(
        'VAT on commission equals the VAT Output Payable (2100) the invoices posted in the period',
        totals.vat,
        netCredit(vatMoved, ['invoice', 'invoice_deletion']),
      ),
    ],
    notes: [
      'Earned is the commission on invoices issued in the period, less return premiums and invoices deleted in it. Deducted at source is the commission on the premium the brokerage collected in the period, kept before remitting the net premium; received from insurers is the commission insurers paid over on premium paid to them direct.',
      'Receivable is the commission on invoices issued up to the end date that is neither deducted nor received yet.',
    ],
  };
};
