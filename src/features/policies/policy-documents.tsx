import { downloadFile } from '../../api/files';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { uploadPolicyDocument } from '../../api/policies';
import { useServices } from '../../app/session/session-context';
import { UploadDocumentDialog } from '../../app/uploads/upload-document-dialog';
import { RecordDocuments } from '../../ui/record-documents';
import type { PolicyDetails } from '../../../domain/policies';
import type { PolicyLifecycleState } from './use-policy-lifecycle';

/** The policy's documents, each downloaded with the session; one more uploaded while the policy takes them. */
export function PolicyDocuments({ state }: { state: PolicyLifecycleState }) {
  const { api } = useServices();
  const policyId = state.policy?.policy_id ?? '';
  return (
    <RecordDocuments
      documents={state.policy?.documents ?? []}
      empty="No document is kept with this policy yet."
      download={(document) => downloadFile(api, document.url)}
      onUpload={state.offers['policy.upload'] ? state.upload : undefined}
    >
      {state.dialog === 'uploading' && (
        <UploadDocumentDialog<PolicyDetails>
          send={(file, documentName, transfer) => uploadPolicyDocument(api, policyId, file, documentName, newIdempotencyKey(), transfer)}
          onUploaded={state.documentUploaded}
          onClose={state.close}
        />
      )}
    </RecordDocuments>
  );
}
