import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { currencyMessages, formatRate, type Currency } from '../../../domain/currencies';
import { deleteCurrency, fetchCurrencies } from '../../api/currencies';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { ConfirmRemoval } from '../../ui/confirm-removal';
import { PageHeader } from '../../ui/page-header';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { notify } from '../../ui/toaster';
import { tableStatus, useLoader } from '../../ui/use-loader';
import { useSending } from '../../ui/use-sending';
import { AddCurrencyDialog } from './add-currency-dialog';
import { UpdateRateDialog } from './update-rate-dialog';

const inListOrder = (list: Currency[]) => [...list].sort((a, b) => Number(b.is_base) - Number(a.is_base) || a.code.localeCompare(b.code));

/** /account/multi-currency: the currencies the brokerage deals in and their rates to the naira. */
export function CurrenciesPage() {
  const { api } = useServices();
  const canManage = useGrants().has('Manage Currencies');
  const { state, replace } = useLoader(useCallback((signal: AbortSignal) => fetchCurrencies(api, signal), [api]));
  const [adding, setAdding] = useState(false);
  const [rating, setRating] = useState<Currency | null>(null);
  const [removing, setRemoving] = useState<Currency | null>(null);
  const removal = useSending(useCallback((signal: AbortSignal, id: string) => deleteCurrency(api, id, signal), [api]));
  const keep = (currency: Currency) =>
    replace((list) => inListOrder([...list.filter((c) => c.currency_id !== currency.currency_id), currency]));
  const confirmRemoval = async () => {
    if (!removing) return;
    const message = await removal.send(removing.currency_id);
    if (message === undefined) return;
    replace((list) => list.filter((c) => c.currency_id !== removing.currency_id));
    notify.success(message);
    setRemoving(null);
  };

  const columns: PagedTableColumn<Currency>[] = [
    {
      key: 'code',
      header: 'Code',
      render: (currency) => (
        <span className="flex items-center gap-2 font-medium text-slate-900">
          {currency.code}
          {currency.is_base && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">Base currency</span>
          )}
        </span>
      ),
    },
    { key: 'name', header: 'Name', render: (currency) => currency.name },
    { key: 'symbol', header: 'Symbol', render: (currency) => currency.symbol ?? '—' },
    { key: 'rate', header: 'Rate to NGN', align: 'right', render: (currency) => formatRate(currency.rate) },
    { key: 'date', header: 'As of', render: (currency) => currency.rate_date },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (currency) => (
        <span className="flex justify-end gap-2">
          <Link
            to={`/account/exchangeRate/${currency.exchange_rate_id}/history`}
            aria-label={`${currency.code} rate history`}
            className="self-center text-sm font-medium text-brand-700 hover:underline"
          >
            History
          </Link>
          {canManage && !currency.is_base && (
            <>
              <Button variant="secondary" aria-label={`Update ${currency.code} rate`} onClick={() => setRating(currency)}>
                Update rate
              </Button>
              <Button
                variant="ghost"
                aria-label={`Remove ${currency.code}`}
                onClick={() => (removal.clearFailure(), setRemoving(currency))}
              >
                Remove
              </Button>
            </>
          )}
        </span>
      ),
    },
  ];

  const rows = state.status === 'ready' ? state.data : undefined;
  return (
    <div className="space-y-4">
      <PageHeader title="Manage Currency" actions={canManage && <Button onClick={() => setAdding(true)}>Add currency</Button>} />
      <p className="text-sm text-slate-600">
        The books are kept in naira. A transaction in another currency keeps its own amounts and the rate it was made at; its naira value
        posts to the ledger.
      </p>
      <PagedTable
        caption="Currencies"
        columns={columns}
        rows={rows}
        rowKey={(currency) => currency.currency_id}
        status={tableStatus(state)}
        error={state.status === 'failed' ? state.failure.message : undefined}
        emptyMessage="No currencies yet"
        page={1}
        pages={1}
        total={rows?.length}
        onPageChange={() => {}}
      />
      {adding && (
        <AddCurrencyDialog
          existing={rows?.map((currency) => currency.code) ?? []}
          onClose={() => setAdding(false)}
          onSaved={(currency) => {
            keep(currency);
            notify.success(currencyMessages.added);
            setAdding(false);
          }}
        />
      )}
      {rating && (
        <UpdateRateDialog
          currency={rating}
          onClose={() => setRating(null)}
          onSaved={(currency) => {
            keep(currency);
            notify.success(currencyMessages.rateUpdated);
            setRating(null);
          }}
        />
      )}
      <ConfirmRemoval
        title="Remove currency"
        what={removing ? `${removing.code} (${removing.name}) and its rate history` : null}
        busy={removal.sending}
        failure={removal.failure}
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
