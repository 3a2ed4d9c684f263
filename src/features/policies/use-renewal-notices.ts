import { useCallback, useEffect, useRef, useState } from 'react';
import { describeFailure } from '../../../domain/api';
import { sendRenewalNotice } from '../../api/policies';
import { useServices } from '../../app/session/session-context';
import type { PolicyDetails } from '../../../domain/policies';

/** Where one policy's renewal notice stands on the list: being sent, or why the server refused it. */
export type NoticeState = { sending: true } | { sending: false; failure: string };

/**
 * Renewal notices sent from a list, one call per policy at a time: `sent` hears the policy as the
 * server answered it; a refusal is kept, in the server's words, beside its row. Leaving the list
 * aborts what is still on its way.
 */
export function useRenewalNotices(sent: (policy: PolicyDetails) => void) {
  const { api } = useServices();
  const [notices, setNotices] = useState<Record<string, NoticeState>>({});
  const inFlight = useRef(new Map<string, AbortController>());
  const latest = useRef(sent);
  useEffect(() => {
    latest.current = sent;
  });
  useEffect(() => {
    const controllers = inFlight.current;
    return () => controllers.forEach((controller) => controller.abort());
  }, []);

  const send = useCallback(
    async (policyId: string) => {
      if (inFlight.current.has(policyId)) return;
      const controller = new AbortController();
      inFlight.current.set(policyId, controller);
      setNotices((current) => ({ ...current, [policyId]: { sending: true } }));
      try {
        const policy = await sendRenewalNotice(api, policyId, controller.signal);
        setNotices(({ [policyId]: _done, ...rest }) => rest);
        latest.current(policy);
      } catch (error) {
        if (!controller.signal.aborted)
          setNotices((current) => ({ ...current, [policyId]: { sending: false, failure: describeFailure(error).message } }));
      } finally {
        inFlight.current.delete(policyId);
      }
    },
    [api],
  );
  return { notices, send };
}
