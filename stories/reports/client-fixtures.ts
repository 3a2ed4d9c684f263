import type { Report } from '../../domain/reports/report';
import type { RequestOptions } from '../../src/api/client';

// A client's report: Adaeze Okafor's quarter, for the client report's stories and view tests.

const periodOf = (options?: Pick<RequestOptions<unknown>, 'query'>) => {
  const query = (options?.query ?? {}) as { startDate?: string; endDate?: string };
  return { start_date: query.startDate ?? '2026-10-01', end_date: query.endDate ?? '2026-11-25' };
};

export const clientReport = (options?: Pick<RequestOptions<unknown>, 'query'>): Report => ({
  kind: 'client-report',
  title: 'Client Report: Adaeze Okafor',
  ...periodOf(options),
  tables: [
    {
      title: 'Policies',
      columns: [
        { key: 'policy_no', header: 'Policy', kind: 'text' },
        { key: 'insurer', header: 'Insurer', kind: 'text' },
        { key: 'premium', header: 'Premium', kind: 'amount' },
      ],
      rows: [{ link: '/policies/pol-1', cells: { policy_no: 'POL/2026/000031', insurer: 'Leadway Assurance', premium: '150000.00' } }],
      totals: { premium: '150000.00' },
    },
    {
      title: 'Statement of account',
      columns: [
        { key: 'date', header: 'Date', kind: 'date' },
        { key: 'description', header: 'Description', kind: 'text' },
        { key: 'debit', header: 'Debit', kind: 'amount' },
        { key: 'credit', header: 'Credit', kind: 'amount' },
        { key: 'balance', header: 'Balance', kind: 'amount' },
      ],
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

export const clientReportAnswer = (options?: Pick<RequestOptions<unknown>, 'query'>) => ({
  success: true as const,
  data: clientReport(options),
});
