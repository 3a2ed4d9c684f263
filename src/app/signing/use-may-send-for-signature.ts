import { useCallback } from 'react';
import { SIGNING_SENDER_PERMISSIONS, SIGNING_SUBJECT_READERS, type SigningSubjectKind } from '../../../domain/signing';
import { fetchSignatureSender } from '../../api/signing';
import { useLoader } from '../../ui/use-loader';
import { useServices } from '../session/session-context';
import { useGrants } from '../use-grants';

/** Who may read the brokerage's signing requests and ask which permission sends them (the server's READERS). */
export const SIGNING_READERS = [...SIGNING_SENDER_PERMISSIONS, 'Manage Mail Settings'] as const;

/**
 * Whether the user may send documents for signature (of `subjectKind`, when given): they hold the
 * permission the brokerage chose in its signing settings, and may read the document. The server
 * refuses anyone else; until its answer comes, nobody is offered Send.
 */
export function useMaySendForSignature(subjectKind?: SigningSubjectKind): boolean {
  const { api } = useServices();
  const grants = useGrants();
  const mayAsk = !grants.loading && SIGNING_READERS.some(grants.has);
  const { state } = useLoader(
    useCallback((signal: AbortSignal) => (mayAsk ? fetchSignatureSender(api, signal) : Promise.resolve(null)), [api, mayAsk]),
  );
  if (state.status !== 'ready' || state.data === null) return false;
  return grants.has(state.data.sender_permission) && (!subjectKind || grants.has(SIGNING_SUBJECT_READERS[subjectKind]));
}
