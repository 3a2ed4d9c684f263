import { useCallback } from 'react';
import { fetchInsurerChoices } from '../../api/remittance-schedules';
import { useServices } from '../../app/session/session-context';
import { useLoader } from '../../ui/use-loader';

/** The insurers the filter offers. */
export function useInsurerChoices() {
  const { api } = useServices();
  return useLoader(useCallback((signal: AbortSignal) => fetchInsurerChoices(api, signal), [api])).state;
}
