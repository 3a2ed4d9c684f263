import { uploadEndorsementDocument } from '../../api/endorsements';
import { downloadFile } from '../../api/files';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { useServices } from '../../app/session/session-context';
import { UploadDocumentDialog } from '../../app/uploads/upload-document-dialog';
import { RecordDocuments } from '../../ui/record-documents';
import type { EndorsementDetails } from '../../../domain/policies';
import type { EndorsementLifecycleState } from './use-endorsement-lifecycle';

/** The endorsement's documents, each downloaded with the session; one more uploaded while it takes them (not once rejected). */
export function EndorsementDocuments({ state }: { state: EndorsementLifecycleState }) {
  const { api } = useServices();
  const endorsementId = state.endorsement?.endorsement_id ?? '';
  return (
    <RecordDocuments
      documents={state.endorsement?.documents ?? []}
      empty="No document is kept with this endorsement yet."
      download={(document) => downloadFile(api, document.url)}
      onUpload={state.offers['endorsement.upload'] ? state.upload : undefined}
    >
      {state.dialog === 'uploading' && (
        <UploadDocumentDialog<EndorsementDetails>
          send={(file, documentName, transfer) =>
            uploadEndorsementDocument(api, endorsementId, file, documentName, newIdempotencyKey(), transfer)
          }
          onUploaded={state.documentUploaded}
          onClose={state.close}
        />
      )}
    </RecordDocuments>
  );
}
