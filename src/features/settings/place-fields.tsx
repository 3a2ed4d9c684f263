import { useCallback } from 'react';
import { fetchLgas, fetchNigerianStates } from '../../api/reference';
import { useServices } from '../../app/session/session-context';
import { SelectInput, type SelectOption } from '../../ui/select-input';
import { useLoader } from '../../ui/use-loader';
import type { Lga } from '../../../domain/places';

/** The place a record was saved with, named, so the selects show it before the lists arrive. */
type SavedPlace = { state_id: number | null; state_name: string | null; lga_id: number | null; lga_name: string | null };

type PlaceFieldsProps = {
  /** The chosen ids as select values; '' when none. */
  stateId: string;
  lgaId: string;
  /** Told of each change; a new state also clears the LGA, which lay in the old one. */
  onChange: (field: 'stateId' | 'lgaId', value: string) => void;
  stateError?: string;
  lgaError?: string;
  saved?: SavedPlace | null;
};

// Picking this option clears the field (the API takes null); '' is the select's disabled placeholder.
const NONE = 'none';

const NO_AREAS: Promise<Lga[]> = Promise.resolve([]);

/** The saved choice alone, when the full list is not there yet. */
const savedOption = (value: string, id: number | null | undefined, name: string | null | undefined): SelectOption<string>[] =>
  value !== '' && id !== null && id !== undefined && String(id) === value ? [{ value, label: name ?? value }] : [];

const withNone = (value: string, label: string, options: SelectOption<string>[]) =>
  value === '' ? options : [{ value: NONE, label }, ...options];

/** A State select and, below it, an LGA select listing only the chosen state's areas (Nigeria's). */
export function PlaceFields({ stateId, lgaId, onChange, stateError, lgaError, saved }: PlaceFieldsProps) {
  const { api } = useServices();
  const states = useLoader(useCallback((signal: AbortSignal) => fetchNigerianStates(api, signal), [api])).state;
  // The areas of another state never show under the one chosen: the list clears while the next loads.
  const { state: areas } = useLoader(
    useCallback((signal: AbortSignal) => (stateId === '' ? NO_AREAS : fetchLgas(api, Number(stateId), signal)), [api, stateId]),
    { clearWhileLoading: true },
  );
  const lgas = stateId === '' ? null : areas;

  const stateOptions =
    states.status === 'ready'
      ? states.data.map((state) => ({ value: String(state.state_id), label: state.name }))
      : savedOption(stateId, saved?.state_id, saved?.state_name);
  const lgaOptions =
    lgas?.status === 'ready'
      ? lgas.data.map((lga) => ({ value: String(lga.lga_id), label: lga.name }))
      : savedOption(lgaId, saved?.lga_id, saved?.lga_name);

  const chooseState = (value: string) => {
    const next = value === NONE ? '' : value;
    if (next === stateId) return;
    onChange('stateId', next);
    onChange('lgaId', '');
  };

  return (
    <>
      <SelectInput
        label="State"
        name="stateId"
        value={stateId}
        options={withNone(stateId, 'No state', stateOptions)}
        onChange={chooseState}
        placeholder={states.status === 'loading' ? 'Loading states…' : 'Choose a state'}
        disabled={states.status !== 'ready'}
        error={stateError ?? (states.status === 'failed' ? `The list of states could not be loaded: ${states.failure.message}` : undefined)}
      />
      <SelectInput
        label="Local government area"
        name="lgaId"
        value={lgaId}
        options={withNone(lgaId, 'No local government area', lgaOptions)}
        onChange={(value) => onChange('lgaId', value === NONE ? '' : value)}
        placeholder={
          stateId === '' ? 'Choose the state first' : lgas?.status === 'ready' ? 'Choose a local government area' : 'Loading areas…'
        }
        disabled={stateId === '' || lgas?.status !== 'ready'}
        error={
          lgaError ?? (lgas?.status === 'failed' ? `The local government areas could not be loaded: ${lgas.failure.message}` : undefined)
        }
      />
    </>
  );
}
