import { formatNairaText } from '../../domain/money';
import type { StatementCheck } from '../../domain/financial-statements';

/** The identities a statement or report keeps, each with both sides and, in words, whether it holds. */
export function CheckLines({ checks }: { checks: StatementCheck[] }) {
  return (
    <ul aria-label="Checks" className="space-y-1 text-sm">
      {checks.map((check) => (
        <li key={check.name} className={check.holds ? 'text-green-800' : 'font-medium text-red-700'}>
          <span aria-hidden="true">{check.holds ? '✓ ' : '✗ '}</span>
          {check.name}: {formatNairaText(check.left)} {check.holds ? '=' : '≠'} {formatNairaText(check.right)}
          {check.holds ? ' (holds)' : ' (does not hold)'}
        </li>
      ))}
    </ul>
  );
}

/** Indents a sub-account's name under its main account. */
export const indent = (level: number) => ({ paddingLeft: `${0.25 + level * 1.25}rem` });

export const cell = 'px-3 py-2 whitespace-nowrap';
export const amountCell = `${cell} text-right tabular-nums`;
/** A cell whose text may wrap, so that a statement's amounts fit beside the menu on an office screen. */
export const wrappingCell = 'px-3 py-2';

/** A statement table's column headers: Code, the named text columns, then the right-aligned amounts. */
export function StatementHead({
  texts,
  amounts,
  wrap = false,
  ruled = true,
}: {
  texts: string[];
  amounts: string[];
  wrap?: boolean;
  ruled?: boolean;
}) {
  const headerCell = wrap ? wrappingCell : cell;
  return (
    <thead className={`${ruled ? 'border-b border-slate-200 ' : ''}text-left text-xs font-semibold tracking-wide text-slate-500 uppercase`}>
      <tr>
        <th scope="col" className={cell}>
          Code
        </th>
        {texts.map((header) => (
          <th key={header} scope="col" className={headerCell}>
            {header}
          </th>
        ))}
        {amounts.map((header) => (
          <th key={header} scope="col" className={`${headerCell} text-right`}>
            {header}
          </th>
        ))}
      </tr>
    </thead>
  );
}
