import { useCallback, useState } from 'react';
import { fetchCashFlow } from '../../api/financial-statements';
import { useServices } from '../../app/session/session-context';
import { PeriodControls, type PeriodChoice } from '../../ui/date-controls';
import { CheckLines } from '../../ui/statement-figures';
import { useLoader } from '../../ui/use-loader';
import { LineTable, lineRow, type TableRow } from './line-table';
import { StatementPage } from './statement-page';
import type { CashFlow } from '../../../domain/financial-statements';

const rowsOf = (flow: CashFlow): TableRow[] => [
  ...flow.sections.flatMap((section): TableRow[] => [
    { kind: 'heading', name: section.name },
    ...section.lines.map((line) => lineRow(line)),
    { kind: 'total', name: `Net cash from ${section.name.toLowerCase()}`, amount: section.total },
  ]),
  { kind: 'total', name: 'Net change in cash and bank', amount: flow.net_change },
  { kind: 'total', name: 'Cash and bank at the start', amount: flow.opening_cash },
  { kind: 'total', name: 'Cash and bank at the end', amount: flow.closing_cash },
];

const quiet = (flow: CashFlow) =>
  Number(flow.opening_cash) === 0 &&
  Number(flow.closing_cash) === 0 &&
  flow.sections.every((section) => section.lines.every((line) => Number(line.amount) === 0));

/** /reports/cash-flow: where the period's cash came from and went, by the indirect method. */
export function CashFlowPage() {
  const { api } = useServices();
  const [choice, setChoice] = useState<PeriodChoice | null>(null);
  const { startDate, endDate } = choice ?? {};
  const { state } = useLoader(
    useCallback(
      (signal: AbortSignal) => fetchCashFlow(api, startDate === undefined ? {} : { startDate, endDate }, signal),
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
      title="Cash Flow"
      kind="cash-flow"
      intro="The result for the period, adjusted by the change in each operating account, then investing and financing: together the change in cash and bank."
      state={state}
      controls={<PeriodControls key={JSON.stringify(shown)} initial={shown} onShow={setChoice} />}
      exportQuery={(flow) => ({ startDate: flow.start_date, endDate: flow.end_date })}
      isEmpty={quiet}
      empty={{ title: 'No cash movements in this period', description: 'Choose other dates, or post the period’s entries first.' }}
    >
      {(flow) => (
        <div className="space-y-4">
          <LineTable caption="Cash flow statement" rows={rowsOf(flow)} />
          <CheckLines checks={flow.checks} />
        </div>
      )}
    </StatementPage>
  );
}
