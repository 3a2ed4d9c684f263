import { useCallback, useState } from 'react';
import { CLIENT_TYPES, type ClientType } from '../../domain/clients';
import { keepTyping, LookupChoices } from './lookup-choices';
import { SelectInput } from './select-input';
import { TextField } from './text-field';
import { useLookup } from './use-lookup';
import type { ClientSummary } from '../../domain/client-records';

/** What the picker asks for: POST /client/search with the words and the type chosen, as the screen binds it to its API. */
export type ClientSearch = (query: { searchQuery: string; clientType?: ClientType }, signal: AbortSignal) => Promise<ClientSummary[]>;

const CLIENT_TYPE_OPTIONS = CLIENT_TYPES.map((value) => ({ value, label: value === 'INDIVIDUAL' ? 'Individual' : 'Corporate' }));

/** The client type, then a client of that type found by name, email or RC number. */
export function ClientPicker({
  search,
  clientType,
  chosen,
  errors,
  onTypeChange,
  onChoose,
}: {
  search: ClientSearch;
  clientType: ClientType | '';
  chosen: Pick<ClientSummary, 'client_id' | 'name'> | null;
  /** The messages of `clientType` and `clientId`, the form's own or the server's. */
  errors: Record<string, string | undefined>;
  onTypeChange: (type: ClientType) => void;
  onChoose: (client: ClientSummary) => void;
}) {
  const [typed, setTyped] = useState('');
  const find = useCallback(
    (words: string, signal: AbortSignal) => search({ searchQuery: words, ...(clientType ? { clientType } : {}) }, signal),
    [search, clientType],
  );
  const lookup = useLookup(typed, find);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectInput
        label="Client type"
        required
        value={clientType}
        options={CLIENT_TYPE_OPTIONS}
        placeholder="Choose a type"
        error={errors.clientType}
        onChange={onTypeChange}
      />
      <TextField
        label="Find a client"
        type="search"
        placeholder="Name, email or RC number"
        value={typed}
        error={errors.clientId}
        hint={chosen ? `Client: ${chosen.name}` : undefined}
        onKeyDown={keepTyping}
        onChange={(event) => setTyped(event.target.value)}
      />
      <div className="sm:col-span-2">
        <LookupChoices
          legend="Clients found"
          lookup={lookup}
          typed={typed}
          keyOf={(client) => client.client_id}
          labelOf={(client) => client.name}
          detailOf={(client) =>
            [client.client_type === 'INDIVIDUAL' ? 'Individual' : 'Corporate', client.email, client.rc_number].filter(Boolean).join(' · ')
          }
          chosen={chosen?.client_id ?? ''}
          onChoose={onChoose}
        />
      </div>
    </div>
  );
}
