import { useCallback } from 'react';
import { fetchSigningRequests } from '../../api/signing';
import { useLiveSigningStatus } from '../../app/notifications/use-notifications';
import { useServices } from '../../app/session/session-context';
import { SigningRequestsTable } from '../../app/signing/signing-requests-table';
import { SigningRowActions } from '../../app/signing/signing-row-actions';
import { useMaySendForSignature } from '../../app/signing/use-may-send-for-signature';
import { EmptyState } from '../../ui/empty-state';
import { FormSection } from '../../ui/form-section';
import { LoadedSlot } from '../../ui/loaded-slot';
import { useLoader } from '../../ui/use-loader';
import type { SigningRequest } from '../../../domain/signing';

const EMPTY = (
  <EmptyState
    title="No document has been sent for signature yet"
    description="Send a proposal form, a quote for acceptance or a claim's discharge voucher from its own page."
  />
);

/**
 * The brokerage's newest signing requests. A status change heard live shows at once, and the list is
 * read again for the dates it brought (or a request sent elsewhere); Cancel and Resend for those the
 * server lets send.
 */
export function SigningRequestsSection() {
  const { api } = useServices();
  const maySend = useMaySendForSignature();
  const { state, reload, replace } = useLoader(useCallback((signal: AbortSignal) => fetchSigningRequests(api, {}, signal), [api]));
  const changed = (answer: Pick<SigningRequest, 'id'> & Partial<SigningRequest>) =>
    replace((requests) => requests.map((request) => (request.id === answer.id ? { ...request, ...answer } : request)));
  useLiveSigningStatus((change) => {
    changed({ id: change.id, status: change.status });
    reload();
  });
  return (
    <FormSection title="Signing requests">
      <LoadedSlot state={state} what="signing requests" onRetry={reload}>
        {(requests) => (
          <SigningRequestsTable
            caption="Signing requests"
            requests={requests}
            empty={EMPTY}
            actions={maySend ? (request) => <SigningRowActions request={request} onChanged={changed} /> : undefined}
          />
        )}
      </LoadedSlot>
    </FormSection>
  );
}
