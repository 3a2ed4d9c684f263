import { useId, useState, type ReactNode } from 'react';
import { describeFailure, type RequestFailure } from '../../domain/api';
import { formatFileSize } from '../../domain/format/file-size';
import { Button } from './button';
import { FailureNote } from './failure-note';
import { moment } from './moment';
import { saveFile } from './save-file';

const linkButtonClass = 'text-left text-sm font-medium text-brand-700 hover:underline disabled:opacity-60';

/** A document kept with a record (a policy, an endorsement), as the API lists it. */
export interface RecordDocument {
  document_id: string;
  document_name: string;
  original_name: string;
  size_bytes: number;
  url: string;
  uploaded_by: { name: string } | null;
  uploaded_at: string;
}

export interface RecordDocumentsProps {
  documents: readonly RecordDocument[];
  /** What the list says when it is empty: "No document is kept with this policy yet." */
  empty: string;
  /** Fetches a document with the session. */
  download: (document: RecordDocument) => Promise<Blob>;
  /** Offered while the record takes documents: opens the upload dialog. */
  onUpload?: () => void;
  /** The upload dialog, while it is open. */
  children?: ReactNode;
}

/** A record's documents, each downloaded with the session; one more uploaded while the record takes them. */
export function RecordDocuments({ documents, empty, download, onUpload, children }: RecordDocumentsProps) {
  const headingId = useId();
  const [fetching, setFetching] = useState<string | null>(null);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const save = async (document: RecordDocument) => {
    setFetching(document.document_id);
    setFailure(null);
    try {
      saveFile(await download(document), document.original_name);
    } catch (error) {
      setFailure(describeFailure(error));
    } finally {
      setFetching(null);
    }
  };
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          Documents
        </h2>
        {onUpload && (
          <Button variant="secondary" onClick={onUpload}>
            Upload a document
          </Button>
        )}
      </div>
      {documents.length === 0 ? (
        <p className="text-sm text-slate-500">{empty}</p>
      ) : (
        <ul aria-label="Documents" className="divide-y divide-slate-100">
          {documents.map((document) => (
            <li key={document.document_id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <button
                type="button"
                className={linkButtonClass}
                disabled={fetching === document.document_id}
                onClick={() => void save(document)}
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
      {children}
    </section>
  );
}
