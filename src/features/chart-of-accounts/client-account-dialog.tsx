import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { describeFailure, type RequestFailure } from '../../../domain/api';
import { openClientAccount } from '../../api/chart-of-accounts';
import { searchClients } from '../../api/clients';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { FailureNote } from '../../ui/failure-note';
import { Loading } from '../../ui/loading';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { useSending } from '../../ui/use-sending';
import type { LedgerAccount } from '../../../domain/chart';
import type { ClientSummary } from '../../../domain/client-records';
import type { ClientType } from '../../../domain/clients';

type ClientAccountDialogProps = {
  /** A client to look up at once (an invoice's, from its banner), chosen when exactly one matches the name. */
  lookFor?: { name: string; clientType: ClientType | null };
  onOpened: (account: LedgerAccount, message: string) => void;
  onClose: () => void;
};

type Found =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'failed'; failure: RequestFailure }
  | { status: 'ready'; clients: ClientSummary[] };

const TITLE = 'Create client account';
const TYPING_PAUSE_MS = 300;
const KIND = { INDIVIDUAL: 'Individual', CORPORATE: 'Corporate' } as const;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The one client found that is the client looked for, if exactly one is. */
function theClientLookedFor(clients: ClientSummary[], lookFor: ClientAccountDialogProps['lookFor']): ClientSummary | null {
  if (!lookFor) return null;
  const matches = clients.filter(
    (client) => sameName(client.name, lookFor.name) && (!lookFor.clientType || client.client_type === lookFor.clientType),
  );
  return matches.length === 1 ? matches[0]! : null;
}

/** Finds a client by name, email or RC number and opens the client's receivable account under Client Receivables. */
export function ClientAccountDialog({ lookFor, onOpened, onClose }: ClientAccountDialogProps) {
  const { api } = useServices();
  const [typed, setTyped] = useState(lookFor?.name ?? '');
  const [found, setFound] = useState<Found>({ status: 'idle' });
  const [chosen, setChosen] = useState<ClientSummary | null>(null);
  const opening = useSending(
    useCallback(
      (signal: AbortSignal, client: ClientSummary) =>
        openClientAccount(api, { clientId: client.client_id, clientType: client.client_type }, signal),
      [api],
    ),
  );

  useEffect(() => {
    const words = typed.trim();
    if (words === '') {
      setFound({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setFound({ status: 'searching' });
      searchClients(api, { searchQuery: words }, controller.signal)
        .then((clients) => {
          setFound({ status: 'ready', clients });
          if (words === lookFor?.name.trim()) setChosen(theClientLookedFor(clients, lookFor));
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setFound({ status: 'failed', failure: describeFailure(error) });
        });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, typed, lookFor]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    const opened = await opening.send(chosen);
    if (opened) onOpened(opened.account, opened.message);
  };

  return (
    <Modal open onClose={() => (opening.sending ? undefined : onClose())} title={TITLE}>
      <form noValidate aria-label={TITLE} onSubmit={(event) => void submit(event)} className="space-y-4">
        <p className="text-sm text-slate-600">
          The client’s account holds what they owe on their invoices; payments are recorded against it.
        </p>
        <TextField
          label="Find a client"
          type="search"
          placeholder="Name, email or RC number"
          value={typed}
          onChange={(event) => (setTyped(event.target.value), setChosen(null), opening.clearFailure())}
        />
        {found.status === 'searching' && <Loading label="Looking for clients" />}
        {found.status === 'failed' && <FailureNote failure={found.failure} />}
        {found.status === 'ready' && found.clients.length === 0 && (
          <p className="text-sm text-slate-600">No client matches “{typed.trim()}”.</p>
        )}
        {found.status === 'ready' && found.clients.length > 0 && (
          <fieldset className="max-h-64 space-y-1 overflow-y-auto">
            <legend className="sr-only">Clients found</legend>
            {found.clients.map((client) => (
              <label
                key={client.client_id}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50"
              >
                <input
                  type="radio"
                  name="client"
                  checked={chosen?.client_id === client.client_id}
                  onChange={() => (setChosen(client), opening.clearFailure())}
                />
                <span>
                  <span className="font-medium text-slate-900">{client.name}</span>
                  <span className="block text-xs text-slate-500">
                    {[KIND[client.client_type], client.email, client.rc_number].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <FailureNote failure={opening.failure} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={opening.sending}>
            Cancel
          </Button>
          <Button type="submit" disabled={!chosen} busy={opening.sending}>
            Open account
          </Button>
        </div>
      </form>
    </Modal>
  );
}
