import { DateTime } from 'luxon';
import { formatNaira, nairaToKobo } from '../../../domain/money';
import type { StatementCheck, StatementGroup, StatementLine, SummaryOfAccounts, TrialBalance } from '../../../domain/financial-statements';
import type { DocumentCell, DocumentColumn, DocumentRow, DocumentTable } from '../../pdf/document';

// The statements as printable tables, the same for the CSV and the PDF downloads.

export interface Sheet {
  title: string;
  /** The line under the title: the date or the period. */
  period: string;
  table: DocumentTable;
  notes?: string[];
  landscape?: boolean;
}

export const longDate = (date: string) => DateTime.fromISO(date).toFormat('d LLLL yyyy');
export const asAt = (date: string) => `As at ${longDate(date)}`;
export const fromTo = (start: string, end: string) => `${longDate(start)} to ${longDate(end)}`;

export const text = (value: string): DocumentCell => ({ text: value });
export const amount = (value: string): DocumentCell => ({ amount: value });

const figure = (value: string) => formatNaira(nairaToKobo(value), { symbol: false });

/** An identity as a line of text: its name, both sides and whether it holds. */
export function checkRow(check: StatementCheck, width: number, at: number): DocumentRow {
  const cells: DocumentCell[] = Array.from({ length: width }, () => null);
  cells[at] = text(`Check: ${check.name} (${figure(check.left)} = ${figure(check.right)}): ${check.holds ? 'holds' : 'DOES NOT HOLD'}`);
  return { cells, kind: 'check' };
}

const accountColumns: DocumentColumn[] = [
  { header: 'Account code', narrow: true },
  { header: 'Account name', indented: true },
  { header: 'Main account code', csvOnly: true },
  { header: 'Account type' },
];

export function summarySheet(summary: SummaryOfAccounts): Sheet {
  const codeOf = new Map(summary.accounts.map((account) => [account.account_code_pk, account.account_code]));
  const columns: DocumentColumn[] = [
    ...accountColumns,
    { header: 'Opening balance (NGN)', amount: true },
    { header: 'Debit (NGN)', amount: true },
    { header: 'Credit (NGN)', amount: true },
    { header: 'Closing balance (NGN)', amount: true },
  ];
  const rows: DocumentRow[] = summary.accounts.map((account) => ({
    cells: [
      text(account.account_code),
      text(account.account_name),
      account.parent_account_id ? text(codeOf.get(account.parent_account_id) ?? '') : null,
      text(account.account_type_name),
      amount(account.opening_balance),
      amount(account.debit),
      amount(account.credit),
      amount(account.closing_balance),
    ],
    level: account.level,
  }));
  rows.push({
    cells: [null, text('Total'), null, null, null, amount(summary.totals.debit), amount(summary.totals.credit), null],
    kind: 'total',
  });
  rows.push(...summary.checks.map((check) => checkRow(check, columns.length, 1)));
  const notes = ['Balances are on each account’s normal side: debit for assets and expenses, credit for liabilities, equity and income.'];
  if (summary.search)
    notes.push(`Accounts whose code or name contains “${summary.search}”, with their sub-accounts. The check covers every account.`);
  return {
    title: 'Summary of Accounts',
    period: fromTo(summary.start_date, summary.end_date),
    table: { columns, rows },
    notes,
    landscape: true,
  };
}

export function trialBalanceSheet(trial: TrialBalance): Sheet {
  const codeOf = new Map(trial.accounts.map((account) => [account.account_code_pk, account.account_code]));
  const columns: DocumentColumn[] = [...accountColumns, { header: 'Debit (NGN)', amount: true }, { header: 'Credit (NGN)', amount: true }];
  const rows: DocumentRow[] = trial.accounts.map((account) => ({
    cells: [
      text(account.account_code),
      text(account.account_name),
      account.parent_account_id ? text(codeOf.get(account.parent_account_id) ?? '') : null,
      text(account.account_type_name),
      account.debit === null ? null : amount(account.debit),
      account.credit === null ? null : amount(account.credit),
    ],
    level: account.level,
  }));
  rows.push({ cells: [null, text('Total'), null, null, amount(trial.totals.debit), amount(trial.totals.credit)], kind: 'total' });
  rows.push(...trial.checks.map((check) => checkRow(check, columns.length, 1)));
  return {
    title: 'Trial Balance',
    period: asAt(trial.as_of),
    table: { columns, rows },
    notes: ['Sub-accounts are indented under their main account; the totals add the main accounts, which include their sub-accounts.'],
  };
}

// ---- statements of lines: code, name, amount ---------------------------------------------------------

export const LINE_COLUMNS: DocumentColumn[] = [
  { header: 'Account code', narrow: true },
  { header: 'Account name', indented: true },
  { header: 'Amount (NGN)', amount: true },
];

export const headingRow = (name: string): DocumentRow => ({ cells: [null, text(name), null], kind: 'heading' });
export const totalRow = (name: string, value: string): DocumentRow => ({ cells: [null, text(name), amount(value)], kind: 'total' });
export const lineRow = (line: StatementLine, indent = 1): DocumentRow => ({
  cells: [line.account_code ? text(line.account_code) : null, text(line.account_name), amount(line.amount)],
  level: line.level + indent,
});

/** A class of accounts: its heading, each sub-type with its lines and total, and the class total. */
export function groupRows(group: StatementGroup, totalName = `Total ${group.name.toLowerCase()}`): DocumentRow[] {
  return [
    headingRow(group.name),
    ...group.sections.flatMap((section) => [
      { cells: [null, text(section.name), null], kind: 'heading' as const, level: 1 },
      ...section.lines.map((line) => lineRow(line, 2)),
      { ...totalRow(`Total ${section.name}`, section.total), level: 1 },
    ]),
    totalRow(totalName, group.total),
  ];
}
