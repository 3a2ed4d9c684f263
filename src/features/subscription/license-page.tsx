import { useEffect } from 'react';
import { LICENSE_TITLE, LicenseView } from './license-view';
import { useLicense } from './use-license';

/** /accountmanagement/license (admins; the server refuses anyone else). */
export function LicensePage() {
  const state = useLicense();
  useEffect(() => {
    document.title = `${LICENSE_TITLE} · IBMS Broker Office`;
  }, []);
  return <LicenseView state={state} />;
}
