import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CLIENT_TYPES, type ClientType } from '../../../domain/clients';
import { safeReturnAddress } from '../../../domain/return-address';
import { deleteAccount, fetchAccounts } from '../../api/chart-of-accounts';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { ConfirmRemoval } from '../../ui/confirm-removal';
import { EmptyState } from '../../ui/empty-state';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { notify } from '../../ui/toaster';
import { useLoader } from '../../ui/use-loader';
import { useSending } from '../../ui/use-sending';
import { AccountFormDialog } from './account-form-dialog';
import { ChartFilters } from './chart-filters';
import { accountLabel, ChartTable } from './chart-table';
import { ClientAccountDialog } from './client-account-dialog';
import type { AccountClass } from '../../../domain/accounting';
import type { LedgerAccount } from '../../../domain/chart';

type Editing = { account: LedgerAccount | null; key: number } | null;

/**
 * /account/general-ledger: the chart of accounts grouped by class, with each account's balance.
 * Keeping the chart needs 'Manage Chart of Accounts'; opening a client's account also 'Record
 * Payment' (a payment needs one). `?client=1`, where a payment sends people, opens that at once,
 * looking up the client `find` names (of `clientType`) and going back to `returnTo` once it is open.
 */
export function ChartOfAccountsPage() {
  const { api } = useServices();
  const grants = useGrants();
  const canManage = grants.has('Manage Chart of Accounts');
  const canOpenClientAccount = canManage || grants.has('Record Payment');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const find = params.get('find');
  const findType = params.get('clientType');
  const lookFor = useMemo(
    () =>
      find
        ? { name: find, clientType: (CLIENT_TYPES as readonly string[]).includes(findType ?? '') ? (findType as ClientType) : null }
        : undefined,
    [find, findType],
  );
  const returnTo = safeReturnAddress(params.get('returnTo'));
  const [search, setSearch] = useState('');
  const [accountClass, setAccountClass] = useState<AccountClass | ''>('');
  const [includeInactive, setIncludeInactive] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<LedgerAccount | null>(null);
  const { state, reload } = useLoader(
    useCallback(
      (signal: AbortSignal) => fetchAccounts(api, { search, accountClass, includeInactive }, signal),
      [api, search, accountClass, includeInactive],
    ),
  );
  const removal = useSending(useCallback((signal: AbortSignal, id: string) => deleteAccount(api, id, signal), [api]));
  const clientDialogOpen = params.get('client') === '1' && canOpenClientAccount;
  const setClientDialog = (open: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (open) next.set('client', '1');
      else for (const name of ['client', 'find', 'clientType', 'returnTo']) next.delete(name);
      return next;
    });

  const saved = () => {
    notify.success(editing?.account ? 'Account updated' : 'Account created');
    setEditing(null);
    reload();
  };
  const confirmRemoval = async () => {
    if (!removing) return;
    const message = await removal.send(removing.account_code_pk);
    if (message === undefined) return;
    notify.success(message);
    setRemoving(null);
    reload();
  };

  const filtered = search.trim() !== '' || accountClass !== '';
  return (
    <div className="space-y-4">
      <PageHeader
        title="Chart of Accounts"
        actions={
          <>
            {canOpenClientAccount && (
              <Button variant="secondary" onClick={() => setClientDialog(true)}>
                Create client account
              </Button>
            )}
            {canManage && <Button onClick={() => setEditing({ account: null, key: Date.now() })}>Add account</Button>}
          </>
        }
      />
      <p className="text-sm text-slate-600">
        Every account of your books with its balance to date; a main account’s balance includes its sub-accounts’. Open an account to see
        its ledger.
      </p>
      <ChartFilters
        search={search}
        accountClass={accountClass}
        includeInactive={includeInactive}
        onSearch={setSearch}
        onAccountClass={setAccountClass}
        onIncludeInactive={setIncludeInactive}
      />
      {state.status === 'loading' && <Loading label="Loading the chart of accounts" />}
      {state.status === 'failed' && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {state.failure.message}
        </p>
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <EmptyState
          title={filtered ? 'No account matches your search' : 'No accounts yet'}
          description={filtered ? 'Try other words or another class.' : 'Add the accounts your brokerage keeps its books in.'}
        />
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <ChartTable
          accounts={state.data}
          onEdit={canManage ? (account) => setEditing({ account, key: Date.now() }) : undefined}
          onDelete={canManage ? (account) => (removal.clearFailure(), setRemoving(account)) : undefined}
        />
      )}
      {editing && <AccountFormDialog key={editing.key} account={editing.account} onSaved={saved} onClose={() => setEditing(null)} />}
      {clientDialogOpen && (
        <ClientAccountDialog
          lookFor={lookFor}
          onOpened={(_account, message) => {
            notify.success(message);
            if (returnTo) return void navigate(returnTo);
            setClientDialog(false);
            reload();
          }}
          onClose={() => setClientDialog(false)}
        />
      )}
      <ConfirmRemoval
        title="Delete account"
        what={removing ? `account ${accountLabel(removing)}` : null}
        busy={removal.sending}
        failure={removal.failure}
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
