import { useCallback } from 'react';
import { fetchCoBrokers } from '../api/co-brokers';
import { fetchInsurers } from '../api/providers';
import { useLoader } from '../ui/use-loader';
import { useServices } from './session/session-context';
import type { Party } from '../ui/share-list-editor';

/** Who may share a premium: the brokerage's active co-brokers and the insurers, loaded once for a form. */
export function useShareParties() {
  const { api } = useServices();
  const { state } = useLoader(
    useCallback(
      async (signal: AbortSignal) => {
        const [coBrokers, insurers] = await Promise.all([fetchCoBrokers(api, signal), fetchInsurers(api, { limit: 100 }, signal)]);
        return {
          coBrokers: coBrokers.filter((broker) => broker.active).map((broker): Party => ({ id: broker.co_broker_id, name: broker.name })),
          coInsurers: insurers.insurers.map((insurer): Party => ({ id: String(insurer.provider_id), name: insurer.name })),
        };
      },
      [api],
    ),
  );
  return state;
}
