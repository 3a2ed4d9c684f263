import { check } from '../../../domain/account-statements';
import { nairaToKobo } from '../../../domain/money';
import { transactionPath } from '../../../domain/record-paths';
import { accountLedger } from '../../accounting/account-ledger';
import { findClientAccount } from '../../ledger';
import type { StatementCheck } from '../../../domain/financial-statements';
import type { DayRange } from '../../../domain/reports/periods';
import type { ReportTable } from '../../../domain/reports/report';
import type { Transaction } from '../../db/client';

// The client's statement of account: their receivable account in the books over the period.

const PAGE = 500;

export interface ClientStatement {
  table: ReportTable;
  checks: StatementCheck[];
  notes: string[];
}

export async function clientStatement(tx: Transaction, tenantId: string, clientId: string, range: DayRange): Promise<ClientStatement> {
  const account = await findClientAccount(tx, tenantId, clientId);
  const columns: ReportTable['columns'] = [
    { key: 'date', header: 'Date', kind: 'date' },
    { key: 'reference', header: 'Reference', kind: 'text' },
    { key: 'description', header: 'Description', kind: 'text' },
    { key: 'debit', header: 'Debit', kind: 'amount' },
    { key: 'credit', header: 'Credit', kind: 'amount' },
    { key: 'balance', header: 'Balance', kind: 'amount' },
  ];
  if (!account)
    return {
      table: { title: 'Statement of account', columns, rows: [], totals: null },
      checks: [],
      notes: ['The client has no account in the books yet, so nothing has been posted for them.'],
    };
  const options = { startDate: range.startDate, endDate: range.endDate, limit: PAGE };
  const first = await accountLedger(tx, tenantId, account.id, { ...options, page: 1 });
  const lines = [...first.data.lines];
  for (let page = 2; page <= (first.meta.pages ?? 1); page++)
    lines.push(...(await accountLedger(tx, tenantId, account.id, { ...options, page })).data.lines);
  const { opening_balance: opening, closing_balance: closing, debit_total: debits, credit_total: credits } = first.data;
  const rows: ReportTable['rows'] = [
    { cells: { date: range.startDate, reference: null, description: 'Opening balance', debit: null, credit: null, balance: opening } },
    ...lines.map((line) => ({
      link: transactionPath(line.ref_no),
      cells: {
        date: line.transaction_date,
        reference: line.ref_no,
        description: line.description,
        debit: line.debit === '0.00' ? null : line.debit,
        credit: line.credit === '0.00' ? null : line.credit,
        balance: line.balance,
      },
    })),
  ];
  const kobo = nairaToKobo;
  return {
    table: { title: 'Statement of account', columns, rows, totals: { debit: debits, credit: credits, balance: closing } },
    checks: [check('Opening balance + debits − credits = closing balance', kobo(opening) + kobo(debits) - kobo(credits), kobo(closing))],
    notes: [`Account ${first.data.account.account_code} ${first.data.account.account_name}: a positive balance is owed by the client.`],
  };
}
