import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { SIGNING_SUBJECT_LABELS, type SigningRequest, type SigningSubjectKind } from '../../../domain/signing';
import { signingRequestMachine } from '../../../machines/signing-request/signing-request.machine';
import { selectRequest } from '../../../machines/signing-request/signing-request.selectors';
import { fetchSigningRequests } from '../../api/signing';
import { Button } from '../../ui/button';
import { LoadedSlot } from '../../ui/loaded-slot';
import { Modal } from '../../ui/modal';
import { useLoader } from '../../ui/use-loader';
import { useLiveSigningStatus } from '../notifications/use-notifications';
import { useServices } from '../session/session-context';
import { SignedCopyButton } from './signed-copy-button';
import { signerOf, type SignerSource } from './signer-of';
import { createSigningRequestActors } from './signing-request-actors';
import { SigningRequestView } from './signing-request-view';
import { SigningRequestsTable } from './signing-requests-table';
import { useMaySendForSignature } from './use-may-send-for-signature';
import type { SignerForm } from '../../../machines/signing-request/signing-request.types';

export interface SigningSubject {
  subjectKind: SigningSubjectKind;
  subjectId: string;
}

/**
 * "Send for signature" on a document's page (a proposal form, a quote's acceptance, a discharge
 * voucher), offered only to those the server lets send: a dialog with the signer, then the request
 * followed live, and the document's earlier requests.
 */
export function SendForSignature({ subject, signer, label }: { subject: SigningSubject; signer: SignerSource; label?: string }) {
  const maySend = useMaySendForSignature(subject.subjectKind);
  const [open, setOpen] = useState(false);
  if (!maySend) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-label={label}>
        Send for signature
      </Button>
      {open && <SigningDialog subject={subject} signer={signer} onClose={() => setOpen(false)} />}
    </>
  );
}

function SigningDialog({ subject, signer, onClose }: { subject: SigningSubject; signer: SignerSource; onClose: () => void }) {
  const { api } = useServices();
  const { subjectKind, subjectId } = subject;
  const { state, reload } = useLoader(
    useCallback(
      async (signal: AbortSignal) => {
        const [requests, form] = await Promise.all([
          fetchSigningRequests(api, { subjectKind, subjectId }, signal),
          signerOf(api, signer, signal),
        ]);
        return { requests, form };
      },
      // The signer is read once, as the dialog opens.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [api, subjectKind, subjectId],
    ),
  );
  // The earlier requests follow too: a resend or a cancel elsewhere shows here.
  useLiveSigningStatus((change) => {
    if (change.subject_kind === subjectKind && change.subject_id === subjectId) reload();
  });
  return (
    <Modal open onClose={onClose} title={`Send for signature: ${SIGNING_SUBJECT_LABELS[subjectKind]}`}>
      <LoadedSlot state={state} what="signing requests" onRetry={reload}>
        {({ requests, form }) => <SigningDialogBody subject={subject} form={form} requests={requests} />}
      </LoadedSlot>
    </Modal>
  );
}

/** The newest request of the document, followed live by the machine, or the signer's form; then the earlier ones. */
function SigningDialogBody({
  subject,
  form,
  requests,
}: {
  subject: SigningSubject;
  form: Partial<SignerForm>;
  requests: readonly SigningRequest[];
}) {
  const { api } = useServices();
  const actor = useActorRef(signingRequestMachine.provide({ actors: createSigningRequestActors(api) }), {
    input: { ...subject, signer: form, request: requests[0] ?? null },
  });
  useLiveSigningStatus((change) => actor.send({ type: 'signing.statusChanged', id: change.id, status: change.status }));
  const current = useSelector(actor, selectRequest);
  const earlier = requests.filter((request) => request.id !== current?.id);
  return (
    <div className="space-y-5">
      <SigningRequestView actor={actor} />
      {current?.status === 'signed' && <SignedCopyButton request={current} />}
      {earlier.length > 0 && (
        <section aria-label="Earlier requests" className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900">Earlier requests</h3>
          <SigningRequestsTable caption="Earlier requests" requests={earlier} empty={null} />
        </section>
      )}
    </div>
  );
}
