import type { RequestFailure } from '../../domain/api';
import type { FileKind, UploadProgress } from '../../domain/upload';

export type { FileKind, UploadProgress };

export interface UploadWizardInput {
  /** The kinds this screen takes (IMAGE_KINDS, DOCUMENT_KINDS). */
  accept: readonly FileKind[];
  /**
   * Send a file as soon as it passes the checks (the default). When false the checked file waits
   * in `chosen` for `upload.send`: a preview to confirm, or a form that sends it with its fields.
   */
  sendAtOnce?: boolean;
}

/** What `sendFile` is given: the file, and where to report how much of it has gone. */
export interface SendFileInput {
  file: File;
  reportProgress: (progress: UploadProgress) => void;
}

export interface UploadRejection {
  fileName: string;
  message: string;
}

export interface UploadWizardContext {
  accept: readonly FileKind[];
  sendAtOnce: boolean;
  /** The file that passed the checks: held while chosen, uploading, uploaded or failed (Retry sends it again). */
  file: File | null;
  /** Why the last file was refused; only while `rejected`. */
  rejection: UploadRejection | null;
  /** Only while uploading. */
  progress: UploadProgress | null;
  /** Only while failed. */
  failure: RequestFailure | null;
}

export type UploadWizardEvent =
  | { type: 'upload.choose'; file: File }
  | { type: 'upload.send' }
  | { type: 'upload.progress'; progress: UploadProgress }
  | { type: 'upload.retry' }
  | { type: 'upload.cancel' }
  | { type: 'upload.reset' };
