import { useCallback } from 'react';
import { fetchLicense } from '../../api/subscription';
import { useServices } from '../../app/session/session-context';
import { useLoader } from '../../ui/use-loader';
import { LicenseView } from './license-view';

/** /accountmanagement/license (admins; the server refuses anyone else). */
export function LicensePage() {
  const { api } = useServices();
  const { state } = useLoader(useCallback((signal: AbortSignal) => fetchLicense(api, signal), [api]));
  return <LicenseView state={state} />;
}
