import { useCallback, useState } from 'react';
import { formatDate } from '../../../domain/format/dates';
import { PREMIUM_REMITTANCE_HINT } from '../../../domain/messages';
import { formatNairaText } from '../../../domain/money';
import { SCHEDULE_KEEPERS } from '../../../domain/permissions';
import { fetchPaidPremium } from '../../api/remittance-schedules';
import { Permitted } from '../../app/permitted';
import { useServices } from '../../app/session/session-context';
import { FailureNote } from '../../ui/failure-note';
import { PageHeader } from '../../ui/page-header';
import { PagedTable } from '../../ui/paged-table';
import { useListView } from '../../ui/use-list-view';
import { tableStatus, useLoader } from '../../ui/use-loader';
import { paidPremiumColumns } from './paid-premium-columns';
import { RemitScheduleDialog } from './remit-schedule-dialog';
import { NO_FILTERS, ScheduleFilters, scheduleQuery, type ScheduleFilterValues } from './schedule-filters';
import { SelectionBar } from './selection-bar';
import { useInsurerChoices } from './use-insurer-choices';
import { useSelection } from './use-selection';

/** Only for those who keep remittance schedules: every call of the page needs the permission. */
export function RemitPremiumPage() {
  return (
    <Permitted title="Create Schedule" anyOf={SCHEDULE_KEEPERS}>
      <RemitPremium />
    </Permitted>
  );
}

/** /remit-premium: paid premium awaiting remittance, selected into a schedule for one insurer and remitted at once. */
function RemitPremium() {
  const { api } = useServices();
  const insurers = useInsurerChoices();
  const [filters, setFilters] = useState<ScheduleFilterValues>(NO_FILTERS);
  const view = useListView();
  const [remitting, setRemitting] = useState(false);
  const selection = useSelection();
  const { state: list, reload } = useLoader(
    useCallback(
      (signal: AbortSignal) => fetchPaidPremium(api, { ...scheduleQuery(filters), ...view.query }, signal),
      [api, filters, view.query],
    ),
  );
  const today = formatDate(new Date());
  const rows = list.status === 'ready' ? list.data.rows : [];
  const allOnPage = rows.length > 0 && rows.every(selection.isSelected);
  const remitted = () => {
    setRemitting(false);
    selection.clear();
    reload();
  };

  return (
    <div className="space-y-4">
      <PageHeader title="Create Schedule" />
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{PREMIUM_REMITTANCE_HINT}.</p>
      {list.status === 'failed' && list.failure.status === 403 ? (
        <FailureNote failure={list.failure} />
      ) : (
        <>
          <ScheduleFilters
            filters={filters}
            insurers={insurers}
            dateLabel="Paid"
            onChange={(next) => {
              setFilters(next);
              view.toFirstPage();
            }}
          />
          <div className="flex flex-col gap-2 text-sm sm:flex-row sm:items-center sm:justify-between">
            <label className="flex items-center gap-2 text-slate-700">
              <input
                type="checkbox"
                checked={allOnPage}
                disabled={rows.length === 0}
                onChange={(event) => selection.togglePage(rows, event.target.checked)}
                className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
              />
              Select all on this page
            </label>
            {list.status === 'ready' && (
              <p className="text-slate-600">
                Awaiting remittance: <strong className="font-semibold text-slate-900">{formatNairaText(list.data.totalAmount)}</strong>
              </p>
            )}
          </div>
          <PagedTable
            caption="Paid premium awaiting remittance"
            columns={paidPremiumColumns(selection, today)}
            rows={list.status === 'ready' ? rows : undefined}
            rowKey={(invoice) => invoice.invoice_id}
            status={tableStatus(list)}
            error={list.status === 'failed' ? list.failure.message : undefined}
            emptyMessage="No paid premium is waiting to be remitted"
            {...view.table}
            pages={list.status === 'ready' ? list.data.pages : 1}
            total={list.status === 'ready' ? list.data.total : undefined}
          />
          <SelectionBar invoices={selection.invoices} onRemit={() => setRemitting(true)} onClear={selection.clear} />
        </>
      )}
      {remitting && <RemitScheduleDialog invoices={selection.invoices} onRemitted={remitted} onClose={() => setRemitting(false)} />}
    </div>
  );
}
