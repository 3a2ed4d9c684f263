import { useCallback, useState } from 'react';
import { fetchIncomeStatement } from '../../api/financial-statements';
import { useServices } from '../../app/session/session-context';
import { PeriodControls, type PeriodChoice } from '../../ui/date-controls';
import { CheckLines } from '../../ui/statement-figures';
import { useLoader } from '../../ui/use-loader';
import { groupRows, LineTable, type TableRow } from './line-table';
import { StatementPage } from './statement-page';
import type { IncomeStatement } from '../../../domain/financial-statements';

const RESULT_NAMES = { profit: 'Profit for the period', loss: 'Loss for the period', break_even: 'Result for the period' } as const;

const rowsOf = (statement: IncomeStatement): TableRow[] => [
  ...statement.groups.flatMap((group) => groupRows(group)),
  { kind: 'total', name: RESULT_NAMES[statement.result_kind], amount: statement.result },
];

/** /reports/incomeStatement: the period's income and expenses, and the profit or loss. */
export function IncomeStatementPage() {
  const { api } = useServices();
  const [choice, setChoice] = useState<PeriodChoice | null>(null);
  const { startDate, endDate } = choice ?? {};
  const { state } = useLoader(
    useCallback(
      (signal: AbortSignal) => fetchIncomeStatement(api, startDate === undefined ? {} : { startDate, endDate }, signal),
      [api, startDate, endDate],
    ),
    { clearWhileLoading: true },
  );
  const shown: PeriodChoice =
    state.status === 'ready'
      ? { startDate: state.data.start_date, endDate: state.data.end_date }
      : (choice ?? { startDate: '', endDate: '' });
  return (
    <StatementPage
      title="Income Statement"
      kind="income-statement"
      intro="Income and expenses over the period by type, and the profit or loss."
      state={state}
      controls={<PeriodControls key={JSON.stringify(shown)} initial={shown} onShow={setChoice} />}
      exportQuery={(statement) => ({ startDate: statement.start_date, endDate: statement.end_date })}
      isEmpty={(statement) => statement.groups.every((group) => group.sections.length === 0)}
      empty={{ title: 'No income or expenses in this period', description: 'Choose other dates, or post the period’s entries first.' }}
    >
      {(statement) => (
        <div className="space-y-4">
          <LineTable caption="Income statement" rows={rowsOf(statement)} />
          <CheckLines checks={statement.checks} />
        </div>
      )}
    </StatementPage>
  );
}
