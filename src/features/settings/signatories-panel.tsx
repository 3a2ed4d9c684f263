import { useCallback, useState } from 'react';
import { deleteSignatory, fetchSignatories } from '../../api/signatories';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { ConfirmRemoval } from '../../ui/confirm-removal';
import { RecordActions } from '../../ui/record-actions';
import { notify } from '../../ui/toaster';
import { useLoader } from '../../ui/use-loader';
import { useSending } from '../../ui/use-sending';
import { ListPanel } from './list-panel';
import { SignatoryForm } from './signatory-form';
import type { Signatory } from '../../../domain/brokerage';

type Editing = { signatory: Signatory | null; key: number } | null;

/** The people who sign the brokerage's documents; changes need 'Manage Signatories'. */
export function SignatoriesPanel() {
  const { api } = useServices();
  const canManage = useGrants().has('Manage Signatories');
  const { state, replace } = useLoader(useCallback((signal: AbortSignal) => fetchSignatories(api, signal), [api]));
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Signatory | null>(null);
  const removal = useSending(useCallback((signal: AbortSignal, id: string) => deleteSignatory(api, id, signal), [api]));

  const saved = (signatory: Signatory) => {
    replace((list) =>
      [...list.filter((s) => s.signatory_id !== signatory.signatory_id), signatory].sort((a, b) => a.name.localeCompare(b.name)),
    );
    notify.success(editing?.signatory ? 'Signatory updated' : 'Signatory added');
    setEditing(null);
  };
  const confirmRemoval = async () => {
    if (!removing) return;
    if ((await removal.send(removing.signatory_id)) === undefined) return;
    replace((list) => list.filter((s) => s.signatory_id !== removing.signatory_id));
    notify.success('Signatory deleted');
    setRemoving(null);
  };

  return (
    <ListPanel
      title="Signatories"
      addLabel="Add signatory"
      onAdd={canManage ? () => setEditing({ signatory: null, key: Date.now() }) : undefined}
      state={state}
      empty={{ title: 'No signatories yet', description: 'Add the people who sign documents for the brokerage.' }}
      dialogs={
        <>
          {editing && <SignatoryForm key={editing.key} signatory={editing.signatory} onSaved={saved} onClose={() => setEditing(null)} />}
          <ConfirmRemoval
            title="Delete signatory"
            what={removing ? removing.name : null}
            busy={removal.sending}
            failure={removal.failure}
            onConfirm={() => void confirmRemoval()}
            onCancel={() => setRemoving(null)}
          />
        </>
      }
    >
      {(signatory) => (
        <li key={signatory.signatory_id} aria-label={signatory.name} className="flex flex-wrap items-start justify-between gap-3 py-3">
          <div className="text-sm">
            <p className="font-medium text-slate-900">{signatory.name}</p>
            <p className="text-slate-600">{signatory.designation}</p>
            <p className="text-xs text-slate-500">
              {[signatory.email, signatory.phone, signatory.signature_file ? 'Signature on file' : 'No signature yet']
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
          {canManage && (
            <RecordActions
              name={signatory.name}
              onEdit={() => setEditing({ signatory, key: Date.now() })}
              onDelete={() => (removal.clearFailure(), setRemoving(signatory))}
            />
          )}
        </li>
      )}
    </ListPanel>
  );
}
