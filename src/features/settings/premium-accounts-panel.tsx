import { useCallback, useState } from 'react';
import { deletePremiumAccount, fetchPremiumAccounts } from '../../api/premium-accounts';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { ConfirmRemoval } from '../../ui/confirm-removal';
import { RecordActions } from '../../ui/record-actions';
import { notify } from '../../ui/toaster';
import { useLoader } from '../../ui/use-loader';
import { useSending } from '../../ui/use-sending';
import { ListPanel } from './list-panel';
import { PremiumAccountForm } from './premium-account-form';
import type { PremiumAccount } from '../../../domain/banks';

type Editing = { account: PremiumAccount | null; key: number } | null;
const label = (account: PremiumAccount) => `${account.bank_name} ${account.account_number}`;

/** The bank accounts clients pay premium into; changes need 'Manage Premium Accounts'. */
export function PremiumAccountsPanel() {
  const { api } = useServices();
  const canManage = useGrants().has('Manage Premium Accounts');
  const { state, replace } = useLoader(useCallback((signal: AbortSignal) => fetchPremiumAccounts(api, signal), [api]));
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<PremiumAccount | null>(null);
  const removal = useSending(useCallback((signal: AbortSignal, id: string) => deletePremiumAccount(api, id, signal), [api]));

  const saved = (account: PremiumAccount) => {
    replace((list) =>
      [...list.filter((a) => a.premium_account_id !== account.premium_account_id), account].sort((a, b) =>
        label(a).localeCompare(label(b)),
      ),
    );
    notify.success(editing?.account ? 'Premium account updated' : 'Premium account added');
    setEditing(null);
  };
  const confirmRemoval = async () => {
    if (!removing) return;
    if ((await removal.send(removing.premium_account_id)) === undefined) return;
    replace((list) => list.filter((a) => a.premium_account_id !== removing.premium_account_id));
    notify.success('Premium account deleted');
    setRemoving(null);
  };

  return (
    <ListPanel
      title="Premium accounts"
      addLabel="Add premium account"
      onAdd={canManage ? () => setEditing({ account: null, key: Date.now() }) : undefined}
      state={state}
      empty={{ title: 'No premium accounts yet', description: 'Add the bank accounts your clients pay premium into.' }}
      dialogs={
        <>
          {editing && <PremiumAccountForm key={editing.key} account={editing.account} onSaved={saved} onClose={() => setEditing(null)} />}
          <ConfirmRemoval
            title="Delete premium account"
            what={removing ? `the ${label(removing)} account` : null}
            busy={removal.sending}
            failure={removal.failure}
            onConfirm={() => void confirmRemoval()}
            onCancel={() => setRemoving(null)}
          />
        </>
      }
    >
      {(account) => (
        <li key={account.premium_account_id} aria-label={label(account)} className="flex flex-wrap items-start justify-between gap-3 py-3">
          <div className="text-sm">
            <p className="font-medium text-slate-900">
              {account.account_name} · <span className="tabular-nums">{account.account_number}</span>
            </p>
            <p className="text-slate-600">{account.bank_name}</p>
            {account.branch_name && <p className="text-xs text-slate-500">{account.branch_name}</p>}
          </div>
          {canManage && (
            <RecordActions
              name={label(account)}
              onEdit={() => setEditing({ account, key: Date.now() })}
              onDelete={() => (removal.clearFailure(), setRemoving(account))}
            />
          )}
        </li>
      )}
    </ListPanel>
  );
}
