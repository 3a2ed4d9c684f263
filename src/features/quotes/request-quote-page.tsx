import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
// Straight from its module: through the domain/quotes barrel, Parcel's production build left it undefined in this lazy bundle.
import { QuoteRequestPayload, type QuoteRequestDetails } from '../../../domain/quotes/request';
import { DOCUMENT_KINDS } from '../../../domain/upload';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { requestQuote } from '../../api/quote-requests';
import { useServices } from '../../app/session/session-context';
import { useUploadWizard } from '../../app/uploads/use-upload-wizard';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { FormSection } from '../../ui/form-section';
import { Loading } from '../../ui/loading';
import { NotAllowed } from '../../ui/not-allowed';
import { PageHeader } from '../../ui/page-header';
import { notify } from '../../ui/toaster';
import { UploadWizardView } from '../../ui/upload-wizard-view';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useSending } from '../../ui/use-sending';
import { RequestCoverFields } from './request-cover-fields';
import { RequestPartyFields } from './request-party-fields';
import { emptyRequestForm, requestInput, requestPath, submittedMessage, type WhoFor } from './request-quote-form';
import type { ClientSummary } from '../../../domain/client-records';
import type { UploadTransfer } from '../../api/uploads';

const TITLE = 'Request a quote';
const CORRECT_THE_FIELDS = 'Please correct the highlighted fields';

/** /request-quote: cover asked for a client of the book or a prospect, with one document if there is one. */
export function RequestQuotePage() {
  const grants = useGrants();
  if (grants.loading) return <Loading label="Loading your permissions" />;
  if (!grants.has('Create Quote')) return <NotAllowed title={TITLE} permission="Create Quote" />;
  return <RequestQuoteForm />;
}

/**
 * The request and its document go in one request (POST /quote/request). With a document the upload
 * wizard sends it (its checks, progress and Retry), reading the fields submitted last; without one
 * the fields go as JSON. One Idempotency-Key for the page's visit: a retry is answered once.
 */
function RequestQuoteForm() {
  const { api } = useServices();
  const navigate = useNavigate();
  const [whoFor, setWhoFor] = useState<WhoFor>('client');
  const [client, setClient] = useState<ClientSummary | null>(null);
  const [refused, setRefused] = useState(false);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const submitted = useRef<QuoteRequestPayload | null>(null);
  const send = useCallback(
    (payload: QuoteRequestPayload, file: File | null, transfer: UploadTransfer) =>
      requestQuote(api, payload, file, idempotencyKey, transfer),
    [api, idempotencyKey],
  );
  const done = (request: QuoteRequestDetails) => {
    notify.success(submittedMessage(request.request_number));
    void navigate(requestPath(request.quote_request_id));
  };
  const upload = useUploadWizard({
    accept: DOCUMENT_KINDS,
    confirm: true,
    send: (file, transfer) => send(submitted.current!, file, transfer),
    onUploaded: done,
  });
  const sending = useSending(useCallback((signal: AbortSignal, payload: QuoteRequestPayload) => send(payload, null, { signal }), [send]));
  const form = useCheckedForm(QuoteRequestPayload, emptyRequestForm(), (sending.failure ?? upload.failureDetail)?.fieldErrors);
  const busy = sending.sending || upload.slot === 'uploading';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check(requestInput(form.values, whoFor));
    setRefused(!payload);
    if (!payload) return;
    if (upload.file) {
      submitted.current = payload;
      sending.clearFailure();
      upload.send();
      return;
    }
    const saved = await sending.send(payload);
    if (saved) done(saved);
  };

  const fields = { values: form.values, errorOf: form.errorOf, set: form.set };
  return (
    <form noValidate aria-label={TITLE} onSubmit={(event) => void submit(event)} className="space-y-5">
      <PageHeader title={TITLE} />
      {refused && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {CORRECT_THE_FIELDS}
        </p>
      )}
      {sending.failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {sending.failure.message}
        </p>
      )}
      <fieldset disabled={busy} className="space-y-5">
        <FormSection title="Who is it for">
          <RequestPartyFields fields={fields} whoFor={whoFor} onWhoFor={setWhoFor} client={client} onClient={setClient} />
        </FormSection>
        <FormSection title="What cover">
          <RequestCoverFields fields={fields} />
        </FormSection>
      </fieldset>
      <FormSection title="Documents">
        <p className="text-sm text-slate-600">
          One document may come with the request: a proposal form, a valuation, a photo. More can be attached on the request’s page.
        </p>
        <UploadWizardView wizard={upload} chooseLabel="Choose a document" />
      </FormSection>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => void navigate('/requested-quotes')}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          Submit request
        </Button>
      </div>
    </form>
  );
}
