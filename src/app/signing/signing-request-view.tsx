import { useSelector } from '@xstate/react';
import {
  selectCanCancel,
  selectCanResend,
  selectCanStartAnew,
  selectFailure,
  selectFieldErrors,
  selectForm,
  selectIsBusy,
  selectRequest,
  selectSlot,
} from '../../../machines/signing-request/signing-request.selectors';
import { Button } from '../../ui/button';
import { FailureNote } from '../../ui/failure-note';
import { TextField } from '../../ui/text-field';
import { SigningStatusBadge } from './signing-status-badge';
import type { SigningRequestMachine } from '../../../machines/signing-request/signing-request.machine';
import type { SignerField } from '../../../machines/signing-request/signing-request.types';
import type { ActorRefFrom } from 'xstate';

type Actor = ActorRefFrom<SigningRequestMachine>;

const moment = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
    : null;

/** Who is to sign: the signer's name and email, and Send. */
function SignerFormSlot({ actor }: { actor: Actor }) {
  const form = useSelector(actor, selectForm);
  const fieldErrors = useSelector(actor, selectFieldErrors);
  const failure = useSelector(actor, selectFailure);
  const busy = useSelector(actor, selectIsBusy);
  // The server's refusal of the document itself (not a PDF, gone) names a field the form does not show.
  const documentProblem = fieldErrors.subjectId ?? fieldErrors.subjectKind;
  const edit = (field: SignerField) => (event: { target: { value: string } }) =>
    actor.send({ type: 'signing.edit', field, value: event.target.value });
  return (
    <form
      aria-label="Send for signature"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'signing.send' });
      }}
    >
      <TextField label="Signer's name" value={form.signerName} onChange={edit('signerName')} error={fieldErrors.signerName} required />
      <TextField
        label="Signer's email"
        type="email"
        value={form.signerEmail}
        onChange={edit('signerEmail')}
        error={fieldErrors.signerEmail}
        required
      />
      {documentProblem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {documentProblem}
        </p>
      )}
      <FailureNote failure={failure} />
      <Button type="submit" busy={busy}>
        Send for signature
      </Button>
    </form>
  );
}

/** The request as it stands, following the server live: its status, when things happened, cancel and resend. */
function RequestSlot({ actor }: { actor: Actor }) {
  const request = useSelector(actor, selectRequest);
  const failure = useSelector(actor, selectFailure);
  const busy = useSelector(actor, selectIsBusy);
  const canCancel = useSelector(actor, selectCanCancel);
  const canResend = useSelector(actor, selectCanResend);
  const canStartAnew = useSelector(actor, selectCanStartAnew);
  if (!request) return null;
  const facts: [string, string | null][] = [
    ['Sent', moment(request.sent_at)],
    ['Opened', moment(request.opened_at)],
    ['Signed', moment(request.signed_at)],
    ['Link expires', request.signed_at ? null : moment(request.expires_at)],
  ];
  return (
    <section aria-label="Signing request" className="space-y-3">
      <div className="flex items-center gap-2">
        <p className="text-sm font-medium text-slate-900">{request.document_title}</p>
        <SigningStatusBadge status={request.status} name="Signature status" />
      </div>
      <p className="text-sm text-slate-600">
        {request.signer_name} &lt;{request.signer_email}&gt;
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
      {request.signed_sha256 && <p className="font-mono text-xs break-all text-slate-500">SHA-256 {request.signed_sha256}</p>}
      <FailureNote failure={failure} />
      <div className="flex gap-2">
        {canResend && (
          <Button variant="secondary" busy={busy} onClick={() => actor.send({ type: 'signing.resend' })}>
            Resend link
          </Button>
        )}
        {canCancel && (
          <Button variant="danger" busy={busy} onClick={() => actor.send({ type: 'signing.cancel' })}>
            Cancel request
          </Button>
        )}
        {canStartAnew && (
          <Button variant="secondary" onClick={() => actor.send({ type: 'signing.anew' })}>
            Send again
          </Button>
        )}
      </div>
    </section>
  );
}

/** One document's signing request: the signer's form until sent, then the request followed live. */
export function SigningRequestView({ actor }: { actor: Actor }) {
  const slot = useSelector(actor, selectSlot);
  return slot === 'form' ? <SignerFormSlot actor={actor} /> : <RequestSlot actor={actor} />;
}
