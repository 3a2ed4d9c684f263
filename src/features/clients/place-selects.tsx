import { useEffect, useState } from 'react';
import { describeFailure } from '../../../domain/api';
import { fetchLgas, fetchNigerianStates } from '../../api/reference';
import { useServices } from '../../app/session/session-context';
import { SelectInput } from '../../ui/select-input';
import type { CountryState, Lga } from '../../../domain/places';

type Listed<T> = { status: 'loading' } | { status: 'ready'; items: T[] } | { status: 'failed'; message: string };

/** A list that loads when `key` is set and again when it changes; an old request's answer is dropped. */
function useList<T>(key: string | null, load: (signal: AbortSignal) => Promise<T[]>): Listed<T> | null {
  const [list, setList] = useState<{ key: string; listed: Listed<T> } | null>(null);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setList({ key, listed: { status: 'loading' } });
    load(controller.signal)
      .then((items) => setList({ key, listed: { status: 'ready', items } }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setList({ key, listed: { status: 'failed', message: describeFailure(error).message } });
      });
    return () => controller.abort();
    // `load` follows `key`: the key names what is loaded.
  }, [key]);
  return list?.key === key ? list.listed : null;
}

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
  const states = useList<CountryState>('NG', (signal) => fetchNigerianStates(api, signal));
  const lgas = useList<Lga>(stateId === '' ? null : stateId, (signal) => fetchLgas(api, Number(stateId), signal));
  const stateOptions =
    states?.status === 'ready' ? states.items.map((state) => ({ value: String(state.state_id), label: state.name })) : [];
  const lgaOptions = lgas?.status === 'ready' ? lgas.items.map((lga) => ({ value: String(lga.lga_id), label: lga.name })) : [];

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
        error={stateError ?? (states?.status === 'failed' ? `The list of states could not be loaded: ${states.message}` : undefined)}
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
        error={lgaError ?? (lgas?.status === 'failed' ? `The local government areas could not be loaded: ${lgas.message}` : undefined)}
      />
    </>
  );
}
