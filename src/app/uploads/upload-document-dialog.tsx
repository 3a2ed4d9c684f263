import { useRef, useState } from 'react';
import { DOCUMENT_KINDS } from '../../../domain/upload';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { UploadWizardView } from '../../ui/upload-wizard-view';
import { useUploadWizard } from './use-upload-wizard';
import type { UploadTransfer } from '../../api/uploads';

export interface UploadDocumentDialogProps<T> {
  /** Sends the file under the name typed (the file's own name when none is), with a fresh idempotency key. */
  send: (file: File, documentName: string, transfer: Required<UploadTransfer>) => Promise<T>;
  /** The server took the document: `answer` is the record as it now stands. */
  onUploaded: (answer: T) => void;
  onClose: () => void;
  /** The dialog's title; "Upload a document" unless told. */
  title?: string;
  /** The name the document is asked for under (a checklist's), filled in already. */
  documentName?: string;
}

/**
 * A record's document upload (a policy's, an endorsement's, a claim's): the upload wizard (machines/upload-wizard)
 * with the record's own upload call; the file waits, checked, until Upload sends it under the name typed.
 */
export function UploadDocumentDialog<T>({
  send,
  onUploaded,
  onClose,
  title = 'Upload a document',
  documentName = '',
}: UploadDocumentDialogProps<T>) {
  const [name, setName] = useState(documentName);
  const typed = useRef(name);
  typed.current = name;
  const wizard = useUploadWizard<T>({
    accept: DOCUMENT_KINDS,
    confirm: true,
    send: (file, transfer) => send(file, typed.current.trim() || file.name, transfer),
    onUploaded,
  });
  return (
    <Modal open onClose={onClose} title={title}>
      <div className="space-y-4">
        <TextField label="Document name" value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
        <UploadWizardView wizard={wizard} chooseLabel="Choose a document" sendLabel="Upload" />
      </div>
    </Modal>
  );
}
