import { useState } from 'react';
import { nextClientStatuses, STATUS_ACTION_LABELS, type ClientKind, type ClientStatus } from '../../../domain/clients';
import { changeClientStatus } from '../../api/clients';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { useAction } from '../../ui/use-action';

/**
 * The status changes the domain allows from the client's status, for holders of 'Change Client
 * Status'. Cancelling is final, so it is confirmed first.
 */
export function ClientStatusActions({
  kind,
  clientId,
  status,
  name,
  onChanged,
}: {
  kind: ClientKind;
  clientId: string;
  status: ClientStatus;
  name: string;
  onChanged: () => void;
}) {
  const { api } = useServices();
  const grants = useGrants();
  const { busy, run } = useAction();
  const [confirming, setConfirming] = useState(false);
  if (!grants.has('Change Client Status')) return null;

  const change = async (to: ClientStatus) => {
    // The server's answer is its message (the spec's words).
    const changed = await run(
      to,
      () => changeClientStatus(api, kind, clientId, to),
      (message) => message,
    );
    if (changed !== null) onChanged();
    setConfirming(false);
  };

  return (
    <>
      {nextClientStatuses(status).map((to) => (
        <Button
          key={to}
          variant={to === 'cancelled' ? 'danger' : 'secondary'}
          busy={busy === to}
          onClick={() => (to === 'cancelled' ? setConfirming(true) : void change(to))}
        >
          {STATUS_ACTION_LABELS[to]}
        </Button>
      ))}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Cancel client"
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep client
            </Button>
            <Button variant="danger" busy={busy === 'cancelled'} onClick={() => void change('cancelled')}>
              Cancel client
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          Cancel {name}? A cancelled client cannot be reactivated or edited; a new relationship needs a new client record.
        </p>
      </Modal>
    </>
  );
}
