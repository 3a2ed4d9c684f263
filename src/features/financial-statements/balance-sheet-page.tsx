import { useCallback, useState } from 'react';
import { fetchBalanceSheet } from '../../api/financial-statements';
import { useServices } from '../../app/session/session-context';
import { AsOfControls } from '../../ui/date-controls';
import { CheckLines } from '../../ui/statement-figures';
import { useLoader } from '../../ui/use-loader';
import { groupRows, LineTable, type TableRow } from './line-table';
import { StatementPage } from './statement-page';
import type { BalanceSheet } from '../../../domain/financial-statements';

const rowsOf = (sheet: BalanceSheet): TableRow[] => [
  ...sheet.groups.flatMap((group) => groupRows(group)),
  { kind: 'total', name: 'Total liabilities and equity', amount: sheet.total_liabilities_and_equity },
];

/** Nothing posted yet: no account line anywhere and no result. */
const nothingPosted = (sheet: BalanceSheet) =>
  sheet.groups.every((group) =>
    group.sections.every((section) => section.lines.every((line) => line.account_code_pk === null && Number(line.amount) === 0)),
  );

/** /reports/balance-sheet: assets, liabilities and equity at the end of a day. */
export function BalanceSheetPage() {
  const { api } = useServices();
  const [asOf, setAsOf] = useState<string | undefined>(undefined);
  const { state } = useLoader(
    useCallback((signal: AbortSignal) => fetchBalanceSheet(api, { asOf }, signal), [api, asOf]),
    { clearWhileLoading: true },
  );
  const shown = state.status === 'ready' ? state.data.as_of : (asOf ?? '');
  return (
    <StatementPage
      title="Balance Sheet"
      kind="balance-sheet"
      intro="Assets, liabilities and equity at the end of the day, by type of account."
      state={state}
      controls={<AsOfControls key={shown} initial={shown} onShow={setAsOf} />}
      exportQuery={(sheet) => ({ asOf: sheet.as_of })}
      isEmpty={nothingPosted}
      empty={{ title: 'No balances at this date', description: 'Nothing had been posted to the books by the end of this day.' }}
    >
      {(sheet) => (
        <div className="space-y-4">
          <LineTable caption="Balance sheet" rows={rowsOf(sheet)} />
          <CheckLines checks={sheet.checks} />
          <p className="text-xs text-slate-500">
            No closing entries are posted: the current period result is all income less all expenses up to this date.
          </p>
        </div>
      )}
    </StatementPage>
  );
}
