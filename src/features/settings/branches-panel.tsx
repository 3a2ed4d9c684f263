import { useCallback, useState } from 'react';
import { deleteBranch, fetchBranches } from '../../api/branches';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { ConfirmRemoval } from '../../ui/confirm-removal';
import { RecordActions } from '../../ui/record-actions';
import { notify } from '../../ui/toaster';
import { useLoader } from '../../ui/use-loader';
import { useSending } from '../../ui/use-sending';
import { BranchForm } from './branch-form';
import { ListPanel } from './list-panel';
import type { Branch } from '../../../domain/brokerage';

type Editing = { branch: Branch | null; key: number } | null;

/** The brokerage's branches; adding, editing and deleting need 'Manage Branches'. */
export function BranchesPanel() {
  const { api } = useServices();
  const canManage = useGrants().has('Manage Branches');
  const { state, replace } = useLoader(useCallback((signal: AbortSignal) => fetchBranches(api, signal), [api]));
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Branch | null>(null);
  const removal = useSending(useCallback((signal: AbortSignal, id: string) => deleteBranch(api, id, signal), [api]));

  const saved = (branch: Branch) => {
    // Naming a head office takes the title from the one before.
    replace((list) =>
      [
        ...list.filter((b) => b.branch_id !== branch.branch_id).map((b) => (branch.is_head_office ? { ...b, is_head_office: false } : b)),
        branch,
      ].sort((a, b) => Number(b.is_head_office) - Number(a.is_head_office) || a.name.localeCompare(b.name)),
    );
    notify.success(editing?.branch ? 'Branch updated' : 'Branch added');
    setEditing(null);
  };
  const confirmRemoval = async () => {
    if (!removing) return;
    if ((await removal.send(removing.branch_id)) === undefined) return;
    replace((list) => list.filter((b) => b.branch_id !== removing.branch_id));
    notify.success('Branch deleted');
    setRemoving(null);
  };

  return (
    <ListPanel
      title="Branches"
      addLabel="Add branch"
      onAdd={canManage ? () => setEditing({ branch: null, key: Date.now() }) : undefined}
      state={state}
      empty={{ title: 'No branches yet', description: 'Add the offices your brokerage works from.' }}
      dialogs={
        <>
          {editing && <BranchForm key={editing.key} branch={editing.branch} onSaved={saved} onClose={() => setEditing(null)} />}
          <ConfirmRemoval
            title="Delete branch"
            what={removing ? removing.name : null}
            busy={removal.sending}
            failure={removal.failure}
            onConfirm={() => void confirmRemoval()}
            onCancel={() => setRemoving(null)}
          />
        </>
      }
    >
      {(branch) => (
        <li key={branch.branch_id} aria-label={branch.name} className="flex flex-wrap items-start justify-between gap-3 py-3">
          <div className="text-sm">
            <p className="font-medium text-slate-900">
              {branch.name}
              {branch.is_head_office && (
                <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">Head office</span>
              )}
            </p>
            <p className="text-slate-600">{[branch.address, branch.city, branch.lga_name, branch.state_name].filter(Boolean).join(', ')}</p>
            <p className="text-xs text-slate-500">{[branch.phone, branch.email].filter(Boolean).join(' · ')}</p>
          </div>
          {canManage && (
            <RecordActions
              name={branch.name}
              onEdit={() => setEditing({ branch, key: Date.now() })}
              onDelete={() => (removal.clearFailure(), setRemoving(branch))}
            />
          )}
        </li>
      )}
    </ListPanel>
  );
}
