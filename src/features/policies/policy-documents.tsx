import { useRef, useState } from 'react';
import { describeFailure, type RequestFailure } from '../../../domain/api';
import { formatFileSize } from '../../../domain/format/file-size';
import { DOCUMENT_KINDS } from '../../../domain/upload';
import { downloadFile } from '../../api/files';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { uploadPolicyDocument } from '../../api/policies';
import { useServices } from '../../app/session/session-context';
import { useUploadWizard } from '../../app/uploads/use-upload-wizard';
import { Button } from '../../ui/button';
import { FailureNote } from '../../ui/failure-note';
import { Modal } from '../../ui/modal';
import { saveFile } from '../../ui/save-file';
import { TextField } from '../../ui/text-field';
import { UploadWizardView } from '../../ui/upload-wizard-view';
import { moment } from './policy-format';
import type { PolicyDetails, PolicyDocument } from '../../../domain/policies';
import type { PolicyLifecycleState } from './use-policy-lifecycle';

const linkButtonClass = 'text-left text-sm font-medium text-brand-700 hover:underline disabled:opacity-60';

/**
 * The upload wizard (machines/upload-wizard) with this policy's upload call: the file waits, checked,
 * until Upload sends it under the name typed (the file's own name when none is).
 */
function UploadDialog({ state }: { state: PolicyLifecycleState }) {
  const { api } = useServices();
  const [name, setName] = useState('');
  const typed = useRef(name);
  typed.current = name;
  const policyId = state.policy!.policy_id;
  const wizard = useUploadWizard<PolicyDetails>({
    accept: DOCUMENT_KINDS,
    confirm: true,
    send: (file, transfer) => uploadPolicyDocument(api, policyId, file, typed.current.trim() || file.name, newIdempotencyKey(), transfer),
    onUploaded: (policy) => state.documentUploaded(policy),
  });
  return (
    <Modal open onClose={state.close} title="Upload a document">
      <div className="space-y-4">
        <TextField label="Document name" value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
        <UploadWizardView wizard={wizard} chooseLabel="Choose a document" sendLabel="Upload" />
      </div>
    </Modal>
  );
}

/** The policy's documents, each downloaded with the session; one more uploaded while the policy takes them. */
export function PolicyDocuments({ state }: { state: PolicyLifecycleState }) {
  const { api } = useServices();
  const [fetching, setFetching] = useState<string | null>(null);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const documents = state.policy?.documents ?? [];
  const download = async (document: PolicyDocument) => {
    setFetching(document.document_id);
    setFailure(null);
    try {
      saveFile(await downloadFile(api, document.url), document.original_name);
    } catch (error) {
      setFailure(describeFailure(error));
    } finally {
      setFetching(null);
    }
  };
  return (
    <section aria-labelledby="policy-documents" className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="policy-documents" className="text-base font-semibold text-slate-900">
          Documents
        </h2>
        {state.offers['policy.upload'] && (
          <Button variant="secondary" onClick={state.upload}>
            Upload a document
          </Button>
        )}
      </div>
      {documents.length === 0 ? (
        <p className="text-sm text-slate-500">No document is kept with this policy yet.</p>
      ) : (
        <ul aria-label="Documents" className="divide-y divide-slate-100">
          {documents.map((document) => (
            <li key={document.document_id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <button
                type="button"
                className={linkButtonClass}
                disabled={fetching === document.document_id}
                onClick={() => void download(document)}
              >
                Download {document.document_name}
              </button>
              <span className="text-xs whitespace-nowrap text-slate-500">
                {formatFileSize(document.size_bytes)} · {document.uploaded_by?.name ?? 'The system'} ·{' '}
                <time dateTime={document.uploaded_at}>{moment(document.uploaded_at)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
      <FailureNote failure={failure} />
      {state.dialog === 'uploading' && <UploadDialog state={state} />}
    </section>
  );
}
