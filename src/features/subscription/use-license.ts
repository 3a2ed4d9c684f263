import { useEffect, useState } from 'react';
import { describeFailure, type RequestFailure } from '../../../domain/api';
import { fetchLicense } from '../../api/subscription';
import { useServices } from '../../app/session/session-context';
import type { License } from '../../../domain/subscription';

export type LicenseState = { status: 'loading' } | { status: 'failed'; failure: RequestFailure } | { status: 'ready'; license: License };

/** The brokerage's licence, loaded once per visit; leaving the page cancels the request. */
export function useLicense(): LicenseState {
  const { api } = useServices();
  const [state, setState] = useState<LicenseState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchLicense(api, controller.signal)
      .then((license) => setState({ status: 'ready', license }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', failure: describeFailure(error) });
      });
    return () => controller.abort();
  }, [api]);
  return state;
}
