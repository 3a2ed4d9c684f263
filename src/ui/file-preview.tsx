import { previewKind } from '../../domain/upload';
import type { JSX } from 'react';

export type FilePreviewProps = {
  url: string;
  fileName: string;
  mimeType?: string;
};

const linkClass =
  'inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

function DownloadLink({ url, fileName }: { url: string; fileName: string }): JSX.Element {
  return (
    <a href={url} download={fileName} target="_blank" rel="noreferrer" className={linkClass}>
      Download {fileName}
    </a>
  );
}

export function FilePreview({ url, fileName, mimeType }: FilePreviewProps): JSX.Element {
  // A generic mime type (application/octet-stream) says less than the file's extension.
  const fromMime = mimeType ? previewKind(mimeType) : 'other';
  const kind = fromMime === 'other' ? previewKind(fileName) : fromMime;

  if (kind === 'pdf') {
    return (
      <figure className="flex flex-col gap-2">
        <iframe src={url} title={fileName} className="h-[60vh] w-full rounded-lg border border-slate-200 bg-white" />
        <figcaption className="flex justify-end">
          <DownloadLink url={url} fileName={fileName} />
        </figcaption>
      </figure>
    );
  }

  if (kind === 'image') {
    return (
      <figure className="flex flex-col items-center gap-2">
        <img src={url} alt={fileName} className="max-h-[60vh] max-w-full rounded-lg border border-slate-200 bg-white object-contain" />
        <figcaption>
          <DownloadLink url={url} fileName={fileName} />
        </figcaption>
      </figure>
    );
  }

  return (
    <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-8 shrink-0 text-slate-400">
        <path d="M4 2.75A.75.75 0 0 1 4.75 2h6.69a.75.75 0 0 1 .53.22l3.81 3.81c.14.14.22.33.22.53v10.69a.75.75 0 0 1-.75.75H4.75a.75.75 0 0 1-.75-.75V2.75Zm7 .81V6.5c0 .28.22.5.5.5h2.94L11 3.56Z" />
      </svg>
      <div className="flex min-w-0 flex-col">
        <span className="truncate text-sm font-medium text-slate-900">{fileName}</span>
        <span className="text-xs text-slate-500">No preview for this file type</span>
      </div>
      <div className="ml-auto">
        <DownloadLink url={url} fileName={fileName} />
      </div>
    </div>
  );
}
