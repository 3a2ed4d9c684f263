import { uploadClaimDocument } from '../../api/claims';
import { downloadFile } from '../../api/files';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { useServices } from '../../app/session/session-context';
import { UploadDocumentDialog } from '../../app/uploads/upload-document-dialog';
import { RecordDocuments } from '../../ui/record-documents';
import type { ClaimDetails } from '../../../domain/claims';
import type { ClaimState } from './use-claim';

/** The claim's documents, each downloaded with the session; one more uploaded (a checklist one, named already) while it takes them. */
export function ClaimDocuments({ state }: { state: ClaimState }) {
  const { api } = useServices();
  const claimId = state.claim?.claim_id ?? '';
  return (
    <RecordDocuments
      documents={state.claim?.documents ?? []}
      empty="No document is kept with this claim yet."
      download={(document) => downloadFile(api, document.url)}
      onUpload={state.offers.upload ? () => state.upload(null) : undefined}
    >
      {state.dialog === 'uploading' && (
        <UploadDocumentDialog<ClaimDetails>
          title={state.uploadName ? `Upload the ${state.uploadName.toLowerCase()}` : undefined}
          documentName={state.uploadName ?? undefined}
          send={(file, documentName, transfer) => uploadClaimDocument(api, claimId, file, documentName, newIdempotencyKey(), transfer)}
          onUploaded={state.documentUploaded}
          onClose={state.close}
        />
      )}
    </RecordDocuments>
  );
}
