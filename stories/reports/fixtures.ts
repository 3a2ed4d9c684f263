import { periodToDate } from '../../domain/reports/periods';
import { askedPeriod, columnsOf, ok, type AskedQuery } from './report-fixture';
import type { Report, ReportTable } from '../../domain/reports/report';

// The commission income return of a small brokerage in the last quarter of 2026: three debit
// notes, two insurers. The figures add up by hand: 150,000 + 100,000 + 80,000 = 330,000.00.

export const COMMISSION_PATH = '/reports/regulatory/commission-income';
export const COMMISSION_SCREEN = '/reports/regulatory-report/commission-income';

const BY_INSURER: ReportTable = {
  title: 'Commission by insurer',
  columns: columnsOf(
    ['insurer', 'Insurer', 'text'],
    ['debit_notes', 'Debit notes', 'count'],
    ['earned', 'Commission earned', 'amount'],
    ['vat', 'VAT on commission', 'amount'],
    ['received', 'Commission received', 'amount'],
    ['receivable', 'Commission receivable', 'amount'],
  ),
  rows: [
    {
      cells: {
        insurer: 'Leadway Assurance',
        debit_notes: 2,
        earned: '250000.00',
        vat: '18750.00',
        received: '150000.00',
        receivable: '100000.00',
      },
    },
    { cells: { insurer: 'AIICO Insurance', debit_notes: 1, earned: '80000.00', vat: '6000.00', received: '80000.00', receivable: '0.00' } },
  ],
  totals: { insurer: 'Total', debit_notes: 3, earned: '330000.00', vat: '24750.00', received: '230000.00', receivable: '100000.00' },
};

const BY_DEBIT_NOTE: ReportTable = {
  title: 'Commission by debit note',
  columns: columnsOf(
    ['debit_note', 'Debit note', 'text'],
    ['issued', 'Issued', 'date'],
    ['client', 'Client', 'text'],
    ['insurer', 'Insurer', 'text'],
    ['commission', 'Commission', 'amount'],
    ['received_on', 'Received on', 'date'],
  ),
  rows: [
    {
      cells: {
        debit_note: 'DN-2026-0012',
        issued: '2026-10-05',
        client: 'Ade Motors Ltd',
        insurer: 'Leadway Assurance',
        commission: '150000.00',
        received_on: '2026-10-19',
      },
      link: '/account/invoice/inv-12',
    },
    {
      cells: {
        debit_note: 'DN-2026-0015',
        issued: '2026-10-20',
        client: 'Chika Okafor',
        insurer: 'Leadway Assurance',
        commission: '100000.00',
        received_on: null,
      },
      link: '/account/invoice/inv-15',
    },
    {
      cells: {
        debit_note: 'DN-2026-0019',
        issued: '2026-11-02',
        client: 'Bolu Foods Plc',
        insurer: 'AIICO Insurance',
        commission: '80000.00',
        received_on: '2026-11-10',
      },
      link: '/account/invoice/inv-19',
    },
  ],
  totals: { debit_note: 'Total', issued: null, client: null, insurer: null, commission: '330000.00', received_on: null },
};

const periodOf = (options?: AskedQuery) => askedPeriod(options, periodToDate('quarter'));

export const commissionReport = (options?: AskedQuery): Report => ({
  kind: 'commission-income',
  title: 'Commission Income',
  ...periodOf(options),
  tables: [BY_INSURER, BY_DEBIT_NOTE],
  checks: [
    { name: 'Commission earned equals the credits to 4000 Commission Income', holds: true, left: '330000.00', right: '330000.00' },
    { name: 'Commission received equals the commission cleared from receivables', holds: false, left: '230000.00', right: '240000.00' },
  ],
  notes: ['Commission is earned when the debit note is issued; VAT at 7.5% is charged on the commission only.'],
});

/** A quarter with no debit note: the tables have their headers and no line. */
export const emptyCommissionReport = (options?: AskedQuery): Report => ({
  ...commissionReport(options),
  tables: [
    { ...BY_INSURER, rows: [], totals: null },
    { ...BY_DEBIT_NOTE, rows: [], totals: null },
  ],
  checks: [],
  notes: [],
});

/** The commission income return for the period asked, as GET /reports/regulatory/commission-income answers it. */
export const commissionAnswer = (options?: AskedQuery) => ok(commissionReport(options));
export const emptyCommissionAnswer = (options?: AskedQuery) => ok(emptyCommissionReport(options));

export const REFUSAL = "You need the 'View Regulatory Reports' permission to do this. Ask an administrator of your brokerage.";
