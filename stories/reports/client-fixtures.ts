import { askedPeriod, columnsOf, ok, type AskedQuery } from './report-fixture';
import type { Report } from '../../domain/reports/report';

// A client's report: Adaeze Okafor's quarter, for the client report's stories and view tests.

const periodOf = (options?: AskedQuery) => askedPeriod(options, { startDate: '2026-10-01', endDate: '2026-11-25' });

export const clientReport = (options?: AskedQuery): Report => ({
  kind: 'client-report',
  title: 'Client Report: Adaeze Okafor',
  ...periodOf(options),
  tables: [
    {
      title: 'Policies',
      columns: columnsOf(['policy_no', 'Policy', 'text'], ['insurer', 'Insurer', 'text'], ['premium', 'Premium', 'amount']),
      rows: [{ link: '/policies/pol-1', cells: { policy_no: 'POL/2026/000031', insurer: 'Leadway Assurance', premium: '150000.00' } }],
      totals: { premium: '150000.00' },
    },
    {
      title: 'Statement of account',
      columns: columnsOf(
        ['date', 'Date', 'date'],
        ['description', 'Description', 'text'],
        ['debit', 'Debit', 'amount'],
        ['credit', 'Credit', 'amount'],
        ['balance', 'Balance', 'amount'],
      ),
      rows: [
        { cells: { date: '2026-10-01', description: 'Opening balance', debit: null, credit: null, balance: '0.00' } },
        {
          cells: {
            date: '2026-10-14',
            description: 'Invoice INV/2026/000031 issued',
            debit: '150000.00',
            credit: null,
            balance: '150000.00',
          },
        },
        { cells: { date: '2026-10-20', description: 'Payment received', debit: null, credit: '90000.00', balance: '60000.00' } },
      ],
      totals: { debit: '150000.00', credit: '90000.00', balance: '60000.00' },
    },
  ],
  checks: [{ name: 'Opening balance + debits − credits = closing balance', holds: true, left: '60000.00', right: '60000.00' }],
  notes: ['Account 1100-0007 Adaeze Okafor: a positive balance is owed by the client.'],
});

export const clientReportAnswer = (options?: AskedQuery) => ok(clientReport(options));
