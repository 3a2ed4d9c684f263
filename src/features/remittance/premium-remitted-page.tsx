import { useCallback, useState } from 'react';
import { formatNairaText } from '../../../domain/money';
import { SCHEDULE_KEEPERS } from '../../../domain/permissions';
import { fetchRemitted, scheduleListQuery } from '../../api/remittance-schedules';
import { ListExportMenu } from '../../app/list-export-menu';
import { Permitted } from '../../app/permitted';
import { useServices } from '../../app/session/session-context';
import { FailureNote } from '../../ui/failure-note';
import { PageHeader } from '../../ui/page-header';
import { PagedTable } from '../../ui/paged-table';
import { useListView } from '../../ui/use-list-view';
import { tableStatus, useLoader } from '../../ui/use-loader';
import { remittedColumns } from './remitted-columns';
import { NO_FILTERS, ScheduleFilters, scheduleQuery, type ScheduleFilterValues } from './schedule-filters';
import { useInsurerChoices } from './use-insurer-choices';

/** Only for those who keep remittance schedules: every call of the page needs the permission. */
export function PremiumRemittedPage() {
  return (
    <Permitted title="Remittance Schedules" anyOf={SCHEDULE_KEEPERS}>
      <PremiumRemitted />
    </Permitted>
  );
}

/** /premium-remitted: every premium remittance made, by insurer and remittance date, with the total remitted. */
function PremiumRemitted() {
  const { api } = useServices();
  const insurers = useInsurerChoices();
  const [filters, setFilters] = useState<ScheduleFilterValues>(NO_FILTERS);
  const view = useListView();
  const { state: list } = useLoader(
    useCallback(
      (signal: AbortSignal) => fetchRemitted(api, { ...scheduleQuery(filters), ...view.query }, signal),
      [api, filters, view.query],
    ),
  );
  return (
    <div className="space-y-4">
      <PageHeader
        title="Remittance Schedules"
        actions={<ListExportMenu list="remittances" query={scheduleListQuery({ ...scheduleQuery(filters), ...view.query })} />}
      />
      {list.status === 'failed' && list.failure.status === 403 ? (
        <FailureNote failure={list.failure} />
      ) : (
        <>
          <ScheduleFilters
            filters={filters}
            insurers={insurers}
            dateLabel="Remitted"
            onChange={(next) => {
              setFilters(next);
              view.toFirstPage();
            }}
          />
          {list.status === 'ready' && (
            <p className="text-right text-sm text-slate-600">
              Total remitted: <strong className="font-semibold text-slate-900">{formatNairaText(list.data.totalAmount)}</strong>
            </p>
          )}
          <PagedTable
            caption="Premium remitted"
            columns={remittedColumns}
            rows={list.status === 'ready' ? list.data.rows : undefined}
            rowKey={(row) => row.remittance_log_id}
            status={tableStatus(list)}
            error={list.status === 'failed' ? list.failure.message : undefined}
            emptyMessage="No premium has been remitted yet"
            {...view.table}
            pages={list.status === 'ready' ? list.data.pages : 1}
            total={list.status === 'ready' ? list.data.total : undefined}
          />
        </>
      )}
    </div>
  );
}
