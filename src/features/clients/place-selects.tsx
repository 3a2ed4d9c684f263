import { useCallback } from 'react';
import { fetchLgas, fetchNigerianStates } from '../../api/reference';
import { useServices } from '../../app/session/session-context';
import { SelectInput } from '../../ui/select-input';
import { useLoader } from '../../ui/use-loader';
import type { Lga } from '../../../domain/places';

const NO_AREAS: Promise<Lga[]> = Promise.resolve([]);

type PlaceSelectsProps = {
  stateId: string;
  lgaId: string;
  /** A new state also clears the LGA, which lay in the old one. */
  onChange: (field: 'stateId' | 'lgaId', value: string) => void;
  /** Told the name of what was chosen, for a summary to show. */
  onNamed?: (field: 'stateId' | 'lgaId', name: string) => void;
  stateLabel?: string;
  stateError?: string;
  lgaError?: string;
};

/** Nigeria's states, and the chosen state's local government areas. */
export function PlaceSelects({ stateId, lgaId, onChange, onNamed, stateLabel = 'State', stateError, lgaError }: PlaceSelectsProps) {
  const { api } = useServices();
  const { state: states } = useLoader(useCallback((signal: AbortSignal) => fetchNigerianStates(api, signal), [api]));
  // The areas of another state never show under the one chosen: the list clears while the next loads.
  const { state: areas } = useLoader(
    useCallback((signal: AbortSignal) => (stateId === '' ? NO_AREAS : fetchLgas(api, Number(stateId), signal)), [api, stateId]),
    { clearWhileLoading: true },
  );
  const lgas = stateId === '' ? null : areas;
  const stateOptions = states?.status === 'ready' ? states.data.map((state) => ({ value: String(state.state_id), label: state.name })) : [];
  const lgaOptions = lgas?.status === 'ready' ? lgas.data.map((lga) => ({ value: String(lga.lga_id), label: lga.name })) : [];

  return (
    <>
      <SelectInput
        label={stateLabel}
        name="stateId"
        required
        value={states?.status === 'ready' ? stateId : ''}
        options={stateOptions}
        onChange={(value) => {
          if (value === stateId) return;
          onChange('stateId', value);
          onChange('lgaId', '');
          onNamed?.('stateId', stateOptions.find((option) => option.value === value)?.label ?? '');
          onNamed?.('lgaId', '');
        }}
        placeholder={states?.status === 'ready' ? 'Choose a state' : 'Loading states…'}
        disabled={states?.status !== 'ready'}
        error={
          stateError ?? (states?.status === 'failed' ? `The list of states could not be loaded: ${states.failure.message}` : undefined)
        }
      />
      <SelectInput
        label="Local government area"
        name="lgaId"
        value={lgas?.status === 'ready' ? lgaId : ''}
        options={lgaOptions}
        onChange={(value) => {
          onChange('lgaId', value);
          onNamed?.('lgaId', lgaOptions.find((option) => option.value === value)?.label ?? '');
        }}
        placeholder={
          stateId === '' ? 'Choose the state first' : lgas?.status === 'ready' ? 'Choose a local government area' : 'Loading areas…'
        }
        disabled={lgas?.status !== 'ready'}
        error={
          lgaError ?? (lgas?.status === 'failed' ? `The local government areas could not be loaded: ${lgas.failure.message}` : undefined)
        }
      />
    </>
  );
}
