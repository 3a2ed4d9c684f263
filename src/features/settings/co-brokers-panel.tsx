import { useCallback, useState } from 'react';
import { deleteCoBroker, fetchCoBrokers, updateCoBroker } from '../../api/co-brokers';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { ConfirmRemoval } from '../../ui/confirm-removal';
import { RecordActions } from '../../ui/record-actions';
import { notify } from '../../ui/toaster';
import { useLoader } from '../../ui/use-loader';
import { useSending } from '../../ui/use-sending';
import { CoBrokerForm } from './co-broker-form';
import { ListPanel } from './list-panel';
import type { CoBroker } from '../../../domain/co-brokers';

type Editing = { coBroker: CoBroker | null; key: number } | null;

/** Active ones first, each group by name, as the server lists them. */
const inListOrder = (list: CoBroker[]) =>
  [...list].sort((a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));

/**
 * The brokerage's co-brokers. An inactive one stays on quotes and invoices that name it but is
 * offered on no new quote; keeping the list needs 'Manage Underwriters'.
 */
export function CoBrokersPanel() {
  const { api } = useServices();
  const canManage = useGrants().has('Manage Underwriters');
  const { state, replace } = useLoader(useCallback((signal: AbortSignal) => fetchCoBrokers(api, signal), [api]));
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<CoBroker | null>(null);
  const removal = useSending(useCallback((signal: AbortSignal, id: string) => deleteCoBroker(api, id, signal), [api]));
  const switching = useSending(
    useCallback((signal: AbortSignal, id: string, active: boolean) => updateCoBroker(api, id, { active }, signal), [api]),
  );

  const keep = (coBroker: CoBroker) =>
    replace((list) => inListOrder([...list.filter((c) => c.co_broker_id !== coBroker.co_broker_id), coBroker]));
  const saved = (coBroker: CoBroker) => {
    keep(coBroker);
    notify.success(editing?.coBroker ? 'Co-broker updated' : 'Co-broker added');
    setEditing(null);
  };
  const switchActive = async (coBroker: CoBroker) => {
    const changed = await switching.send(coBroker.co_broker_id, !coBroker.active);
    if (!changed) return;
    keep(changed);
    notify.success(changed.active ? `${changed.name} reactivated` : `${changed.name} deactivated`);
  };
  const confirmRemoval = async () => {
    if (!removing) return;
    const message = await removal.send(removing.co_broker_id);
    if (message === undefined) return;
    replace((list) => list.filter((c) => c.co_broker_id !== removing.co_broker_id));
    notify.success(message);
    setRemoving(null);
  };

  return (
    <ListPanel
      title="Co-brokers"
      addLabel="Add co-broker"
      onAdd={canManage ? () => setEditing({ coBroker: null, key: Date.now() }) : undefined}
      state={state}
      empty={{
        title: 'No co-brokers yet',
        description: 'Add the brokers you share placements with, so quotes and invoices can name them.',
      }}
      notice={switching.failure?.message}
      dialogs={
        <>
          {editing && <CoBrokerForm key={editing.key} coBroker={editing.coBroker} onSaved={saved} onClose={() => setEditing(null)} />}
          <ConfirmRemoval
            title="Delete co-broker"
            what={removing ? removing.name : null}
            busy={removal.sending}
            failure={removal.failure}
            onConfirm={() => void confirmRemoval()}
            onCancel={() => setRemoving(null)}
          />
        </>
      }
    >
      {(coBroker) => (
        <li key={coBroker.co_broker_id} aria-label={coBroker.name} className="flex flex-wrap items-start justify-between gap-3 py-3">
          <div className="text-sm">
            <p className="flex items-center gap-2 font-medium text-slate-900">
              {coBroker.name}
              <span
                className={
                  coBroker.active
                    ? 'rounded-full bg-green-50 px-2 py-0.5 text-xs text-green-800'
                    : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600'
                }
              >
                {coBroker.active ? 'Active' : 'Inactive'}
              </span>
            </p>
            <p className="text-xs text-slate-500">
              {[
                coBroker.contact_person,
                coBroker.email,
                coBroker.phone,
                coBroker.naicom_license_number && `Licence ${coBroker.naicom_license_number}`,
              ]
                .filter(Boolean)
                .join(' · ') || 'No contact details yet'}
            </p>
          </div>
          {canManage && (
            <RecordActions
              name={coBroker.name}
              onEdit={() => setEditing({ coBroker, key: Date.now() })}
              onDelete={() => (removal.clearFailure(), setRemoving(coBroker))}
            >
              <Button
                variant="secondary"
                aria-label={`${coBroker.active ? 'Deactivate' : 'Reactivate'} ${coBroker.name}`}
                busy={switching.sending}
                onClick={() => void switchActive(coBroker)}
              >
                {coBroker.active ? 'Deactivate' : 'Reactivate'}
              </Button>
            </RecordActions>
          )}
        </li>
      )}
    </ListPanel>
  );
}
