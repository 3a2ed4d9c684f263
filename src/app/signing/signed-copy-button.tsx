import { useCallback } from 'react';
import { downloadSignedDocument } from '../../api/signing';
import { Button } from '../../ui/button';
import { FailureNote } from '../../ui/failure-note';
import { saveFile } from '../../ui/save-file';
import { useSending } from '../../ui/use-sending';
import { useServices } from '../session/session-context';
import type { SigningRequest } from '../../../domain/signing';

const fileNameOf = (request: SigningRequest) => `${request.document_title.replace(/[^A-Za-z0-9 ._()-]+/g, '-')} (signed).pdf`;

/** Saves the signed PDF (stamped, with its audit trail) of a signed request. */
export function SignedCopyButton({ request }: { request: SigningRequest }) {
  const { api } = useServices();
  const fetching = useSending(useCallback((signal: AbortSignal) => downloadSignedDocument(api, request.id, signal), [api, request.id]));
  const save = async () => {
    const file = await fetching.send();
    if (file) saveFile(file, fileNameOf(request));
  };
  return (
    <span className="inline-flex flex-col gap-1">
      <Button
        variant="secondary"
        busy={fetching.sending}
        onClick={() => void save()}
        aria-label={`Download signed PDF of ${request.document_title}`}
      >
        Download signed PDF
      </Button>
      <FailureNote failure={fetching.failure} />
    </span>
  );
}
