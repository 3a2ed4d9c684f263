import { useState } from 'react';
import { describeFailure, type RequestFailure } from '../../../domain/api';
import { UPLOAD_SUCCEEDED } from '../../../domain/common-messages';
import { formatFileSize } from '../../../domain/format/file-size';
import { DOCUMENT_KINDS } from '../../../domain/upload';
import { downloadFile } from '../../api/files';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { attachRequestDocument } from '../../api/quote-requests';
import { useServices } from '../../app/session/session-context';
import { SendForSignature } from '../../app/signing/send-for-signature';
import { useUploadWizard } from '../../app/uploads/use-upload-wizard';
import { FailureNote } from '../../ui/failure-note';
import { saveFile } from '../../ui/save-file';
import { notify } from '../../ui/toaster';
import { UploadWizardView } from '../../ui/upload-wizard-view';
import type { QuoteRequestDetails } from '../../../domain/quotes';

type RequestDocument = QuoteRequestDetails['documents'][number];

/** Who signs a proposal form: the request's client, or the prospect by the email they gave. */
const proposerOf = (request: QuoteRequestDetails) => ({
  name: request.client_name ?? request.prospect_name,
  email: request.client_id ? null : request.prospect_email,
  client: request.client_id && request.client_type ? { type: request.client_type, id: request.client_id } : null,
});

const linkButtonClass = 'text-left text-sm font-medium text-brand-700 hover:underline disabled:opacity-60';

/** The documents that came with a request, each downloaded with the session; one more attached while it is open. */
export function RequestDocuments({
  request,
  mayAttach,
  onAttached,
}: {
  request: QuoteRequestDetails;
  mayAttach: boolean;
  onAttached: (request: QuoteRequestDetails) => void;
}) {
  const { api } = useServices();
  const [fetching, setFetching] = useState<string | null>(null);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const wizard = useUploadWizard({
    accept: DOCUMENT_KINDS,
    send: (file, transfer) => attachRequestDocument(api, request.quote_request_id, file, newIdempotencyKey(), transfer),
    onUploaded: (answer) => {
      notify.success(UPLOAD_SUCCEEDED);
      onAttached(answer);
    },
  });
  const download = async (document: RequestDocument) => {
    setFetching(document.document_id);
    setFailure(null);
    try {
      saveFile(await downloadFile(api, document.url), document.document_name);
    } catch (error) {
      setFailure(describeFailure(error));
    } finally {
      setFetching(null);
    }
  };

  return (
    <section aria-labelledby="request-documents" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="request-documents" className="text-base font-semibold text-slate-900">
        Documents
      </h2>
      {request.documents.length === 0 ? (
        <p className="text-sm text-slate-500">No document came with this request.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {request.documents.map((document) => (
            <li key={document.document_id} className="flex items-center justify-between gap-3 py-2">
              <button
                type="button"
                className={linkButtonClass}
                disabled={fetching === document.document_id}
                onClick={() => void download(document)}
              >
                {document.document_name}
              </button>
              <span className="flex items-center gap-3">
                <span className="text-xs whitespace-nowrap text-slate-500">{formatFileSize(document.size)}</span>
                {document.content_type === 'application/pdf' && (
                  <SendForSignature
                    subject={{ subjectKind: 'proposal_form', subjectId: document.document_id }}
                    signer={proposerOf(request)}
                    label={`Send for signature: ${document.document_name}`}
                  />
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <FailureNote failure={failure} />
      {mayAttach && <UploadWizardView wizard={wizard} chooseLabel="Attach a document" />}
    </section>
  );
}
