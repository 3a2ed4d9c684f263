import { formatNairaText } from '../../../domain/money';
import { ScrollRegion } from '../../ui/scroll-region';
import { amountCell, cell, indent, StatementHead } from '../../ui/statement-figures';
import type { StatementGroup, StatementLine } from '../../../domain/financial-statements';

export type TableRow =
  | { kind: 'heading'; name: string; level?: number }
  | { kind: 'line'; code: string | null; name: string; level: number; amount: string; unlisted?: number }
  | { kind: 'total'; name: string; amount: string; level?: number };

export const lineRow = (line: StatementLine, extra = 1): TableRow => ({
  kind: 'line',
  code: line.account_code,
  name: line.account_name,
  level: line.level + extra,
  amount: line.amount,
  unlisted: line.unlisted_sub_accounts,
});

/** A class of accounts: its heading, each sub-type with its accounts and total, then the class total. */
export function groupRows(group: StatementGroup, totalName = `Total ${group.name.toLowerCase()}`): TableRow[] {
  return [
    { kind: 'heading', name: group.name },
    ...group.sections.flatMap((section): TableRow[] => [
      { kind: 'heading', name: section.name, level: 1 },
      ...section.lines.map((line) => lineRow(line, 2)),
      { kind: 'total', name: `Total ${section.name}`, amount: section.total, level: 1 },
    ]),
    { kind: 'total', name: totalName, amount: group.total },
  ];
}

/** A statement of lines (balance sheet, income statement, cash flow): code, name, amount. */
export function LineTable({ caption, rows }: { caption: string; rows: TableRow[] }) {
  return (
    <ScrollRegion name={caption}>
      <table className="min-w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <StatementHead texts={['Account']} amounts={['Amount']} />
        <tbody>
          {rows.map((row, index) => {
            if (row.kind === 'heading')
              return (
                <tr key={index} className="bg-slate-50">
                  <td className={cell} />
                  <th
                    scope="rowgroup"
                    colSpan={2}
                    className={`${cell} text-left font-semibold text-slate-900`}
                    style={indent(row.level ?? 0)}
                  >
                    {row.name}
                  </th>
                </tr>
              );
            if (row.kind === 'total')
              return (
                <tr key={index} className="border-t border-slate-300 font-semibold text-slate-900">
                  <td className={cell} />
                  <th scope="row" className={`${cell} text-left`} style={indent(row.level ?? 0)}>
                    {row.name}
                  </th>
                  <td className={amountCell}>{formatNairaText(row.amount)}</td>
                </tr>
              );
            return (
              <tr key={index} className="border-t border-slate-100 text-slate-700">
                <td className={`${cell} text-slate-500`}>{row.code}</td>
                <th scope="row" className={`${cell} text-left font-normal`} style={indent(row.level)}>
                  {row.name}
                  {row.unlisted ? (
                    <span className="ml-2 text-xs text-slate-500">
                      includes {row.unlisted.toLocaleString('en')} sub-accounts, listed in the Summary of Accounts
                    </span>
                  ) : null}
                </th>
                <td className={amountCell}>{formatNairaText(row.amount)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
