import { useCallback, useState } from 'react';
import { fetchMyInsurers, removeInsurer } from '../../api/insurers';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Loading } from '../../ui/loading';
import { Modal } from '../../ui/modal';
import { notify } from '../../ui/toaster';
import { useLoader } from '../../ui/use-loader';
import { useSending } from '../../ui/use-sending';
import { InsurerRow } from './insurer-row';
import { InsurerSearch } from './insurer-search';
import type { UserInsurer } from '../../../domain/insurers';

const byName = (a: UserInsurer, b: UserInsurer) => a.name.localeCompare(b.name);

/** The insurers the signed-in user deals with, and their relationship manager at each. */
export function InsurersPanel() {
  const { api } = useServices();
  const { state, replace } = useLoader(useCallback((signal: AbortSignal) => fetchMyInsurers(api, signal), [api]));
  const [removing, setRemoving] = useState<UserInsurer | null>(null);
  const removal = useSending(useCallback((signal: AbortSignal, providerId: number) => removeInsurer(api, providerId, signal), [api]));

  const merge = (changed: UserInsurer[]) =>
    replace((list) => [...list.filter((insurer) => !changed.some((c) => c.provider_id === insurer.provider_id)), ...changed].sort(byName));

  const confirmRemoval = async () => {
    if (!removing) return;
    const done = await removal.send(removing.provider_id);
    if (done === undefined) return;
    replace((list) => list.filter((insurer) => insurer.provider_id !== removing.provider_id));
    notify.success(`${removing.name} is no longer in your insurers`);
    setRemoving(null);
  };

  return (
    <section aria-labelledby="my-insurers-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="my-insurers-heading" className="text-base font-semibold text-slate-900">
        My insurers
      </h2>
      {state.status === 'loading' && <Loading label="Loading your insurers" />}
      {state.status === 'failed' && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {state.failure.message}
        </p>
      )}
      {state.status === 'ready' && (
        <>
          <InsurerSearch mine={state.data} onAdded={merge} />
          {state.data.length === 0 ? (
            <EmptyState title="No insurers yet" description="Find the insurers you place business with and add them here." />
          ) : (
            <ul aria-label="My insurers" className="divide-y divide-slate-100">
              {state.data.map((insurer) => (
                <InsurerRow
                  key={insurer.provider_id}
                  insurer={insurer}
                  onSaved={(saved) => merge([saved])}
                  onRemove={() => setRemoving(insurer)}
                />
              ))}
            </ul>
          )}
        </>
      )}
      <Modal
        open={removing !== null}
        onClose={() => (removal.sending ? undefined : (removal.clearFailure(), setRemoving(null)))}
        title="Remove insurer"
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => (removal.clearFailure(), setRemoving(null))} disabled={removal.sending}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void confirmRemoval()} busy={removal.sending}>
              Remove
            </Button>
          </>
        }
      >
        <p>Remove {removing?.name} from your insurers? Its relationship manager’s email goes with it.</p>
        {removal.failure && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {removal.failure.message}
          </p>
        )}
      </Modal>
    </section>
  );
}
