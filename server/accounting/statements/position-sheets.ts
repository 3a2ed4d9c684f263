import { asAt, checkRow, fromTo, groupRows, headingRow, LINE_COLUMNS, lineRow, longDate, totalRow, type Sheet } from './sheets';
import type { BalanceSheet, CashFlow, IncomeStatement } from '../../../domain/financial-statements';
import type { DocumentRow } from '../../pdf/document';

// The balance sheet, the income statement and the cash flow statement as printable tables.

const checks = (list: { name: string; holds: boolean; left: string; right: string }[]): DocumentRow[] =>
  list.map((check) => checkRow(check, LINE_COLUMNS.length, 1));

export function balanceSheetSheet(sheet: BalanceSheet): Sheet {
  const [assets, liabilities, equity] = sheet.groups;
  const rows: DocumentRow[] = [
    ...groupRows(assets!),
    ...groupRows(liabilities!),
    ...groupRows(equity!),
    totalRow('Total liabilities and equity', sheet.total_liabilities_and_equity),
    ...checks(sheet.checks),
  ];
  return {
    title: 'Balance Sheet',
    period: asAt(sheet.as_of),
    table: { columns: LINE_COLUMNS, rows },
    notes: ['No closing entries are posted: the current period result is all income less all expenses up to this date.'],
  };
}

const RESULT_NAMES = { profit: 'Profit for the period', loss: 'Loss for the period', break_even: 'Result for the period' } as const;

export function incomeStatementSheet(statement: IncomeStatement): Sheet {
  const [income, expenses] = statement.groups;
  const rows: DocumentRow[] = [
    ...groupRows(income!),
    ...groupRows(expenses!),
    totalRow(RESULT_NAMES[statement.result_kind], statement.result),
    ...checks(statement.checks),
  ];
  return { title: 'Income Statement', period: fromTo(statement.start_date, statement.end_date), table: { columns: LINE_COLUMNS, rows } };
}

export function cashFlowSheet(flow: CashFlow): Sheet {
  const rows: DocumentRow[] = [
    ...flow.sections.flatMap((section) => [
      headingRow(section.name),
      ...section.lines.map((line) => lineRow(line)),
      totalRow(`Net cash from ${section.name.toLowerCase()}`, section.total),
    ]),
    totalRow('Net change in cash and bank', flow.net_change),
    totalRow(`Cash and bank at the start of ${longDate(flow.start_date)}`, flow.opening_cash),
    totalRow(`Cash and bank at the end of ${longDate(flow.end_date)}`, flow.closing_cash),
    ...checks(flow.checks),
  ];
  return {
    title: 'Cash Flow Statement',
    period: fromTo(flow.start_date, flow.end_date),
    table: { columns: LINE_COLUMNS, rows },
    notes: [
      'Indirect method: the result for the period, adjusted by the change in each operating account (an increase in an asset is an outflow, an increase in a liability an inflow), then investing and financing accounts.',
    ],
  };
}
