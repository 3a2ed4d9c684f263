import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { formatTimestamp } from '../../../domain/format/dates';
import { periodMessages, type AccountingPeriod } from '../../../domain/periods';
import { fetchAccountingPeriods } from '../../api/accounting-periods';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { notify } from '../../ui/toaster';
import { tableStatus, useLoader } from '../../ui/use-loader';
import { ClosePeriodDialog } from './close-period-dialog';
import { PeriodFormDialog } from './period-form-dialog';

const latestFirst = (list: AccountingPeriod[]) => [...list].sort((a, b) => b.period_start.localeCompare(a.period_start));

function StatusBadge({ status }: { status: AccountingPeriod['status'] }) {
  return status === 'open' ? (
    <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800">Open</span>
  ) : (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">Closed</span>
  );
}

/** /account/accounting-periods: the stretches of time the books are kept for; closing one is final. */
export function AccountingPeriodsPage() {
  const { api } = useServices();
  const canManage = useGrants().has('Manage Accounting Periods');
  const { state, replace } = useLoader(useCallback((signal: AbortSignal) => fetchAccountingPeriods(api, signal), [api]));
  const [adding, setAdding] = useState(false);
  const [closing, setClosing] = useState<AccountingPeriod | null>(null);
  const keep = (period: AccountingPeriod) =>
    replace((list) => latestFirst([...list.filter((p) => p.period_id !== period.period_id), period]));
  const columns: PagedTableColumn<AccountingPeriod>[] = [
    {
      key: 'name',
      header: 'Period',
      render: (period) => (
        <span className="flex items-center gap-2 font-medium text-slate-900">
          {period.name}
          {period.is_current && <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">Current</span>}
        </span>
      ),
    },
    { key: 'start', header: 'First day', render: (period) => period.period_start },
    { key: 'end', header: 'Last day', render: (period) => period.period_end },
    { key: 'status', header: 'Status', render: (period) => <StatusBadge status={period.status} /> },
    {
      key: 'closed',
      header: 'Closed',
      render: (period) =>
        period.closed_at ? `${formatTimestamp(period.closed_at)}${period.closed_by_name ? ` by ${period.closed_by_name}` : ''}` : '—',
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (period) =>
        canManage && period.status === 'open' ? (
          <Button variant="secondary" aria-label={`Close ${period.name}`} onClick={() => setClosing(period)}>
            Close
          </Button>
        ) : null,
    },
  ];

  const rows = state.status === 'ready' ? state.data : undefined;
  return (
    <div className="space-y-4">
      <PageHeader
        title="Accounting Periods"
        actions={
          <>
            <Link to="/account/multi-currency" className="text-sm font-medium text-brand-700 hover:underline">
              Manage currencies
            </Link>
            {canManage && <Button onClick={() => setAdding(true)}>Add period</Button>}
          </>
        }
      />
      <p className="text-sm text-slate-600">
        Every transaction belongs to the period its date falls in. Periods never overlap; once a period is closed, nothing more can be
        posted into it.
      </p>
      <PagedTable
        caption="Accounting periods"
        columns={columns}
        rows={rows}
        rowKey={(period) => period.period_id}
        status={tableStatus(state)}
        error={state.status === 'failed' ? state.failure.message : undefined}
        emptyMessage="No accounting periods yet"
        page={1}
        pages={1}
        total={rows?.length}
        onPageChange={() => {}}
      />
      {adding && (
        <PeriodFormDialog
          onClose={() => setAdding(false)}
          onSaved={(period) => {
            keep(period);
            notify.success(periodMessages.created);
            setAdding(false);
          }}
        />
      )}
      {closing && (
        <ClosePeriodDialog
          period={closing}
          onCancel={() => setClosing(null)}
          onClosed={(period) => {
            keep(period);
            notify.success(periodMessages.closed);
            setClosing(null);
          }}
        />
      )}
    </div>
  );
}
