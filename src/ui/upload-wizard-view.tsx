import { useId, useState, type ChangeEvent, type DragEvent, type JSX } from 'react';
import { formatFileSize } from '../../domain/format/file-size';
import { Button } from './button';
import { ProgressBar } from './progress-bar';

export type UploadWizardSlot = 'choosing' | 'rejected' | 'chosen' | 'uploading' | 'uploaded' | 'failed';

/** What an upload wizard shows, as useUploadWizard (src/app/uploads) reads it from its machine. */
export interface UploadWizardState {
  slot: UploadWizardSlot;
  /** The checked file the wizard holds, and an address to preview it in the browser. */
  file: File | null;
  previewUrl: string | null;
  /** The spec's message for a refused file, shown for 5 seconds. */
  rejection: string | null;
  /** Whole per cent sent; null when the browser does not know the total. */
  percent: number | null;
  failure: string | null;
  /** The file input's accept attribute, and the rules a person is told. */
  accept: string;
  rules: string;
}

export interface UploadWizardCommands {
  choose: (files: ArrayLike<File>) => void;
  send: () => void;
  retry: () => void;
  cancel: () => void;
  reset: () => void;
}

export type UploadWizardViewProps = {
  wizard: UploadWizardState & UploadWizardCommands;
  /** Names the file input: "Choose a picture". */
  chooseLabel: string;
  /** The button that sends a chosen file ("Upload picture"); without it the surrounding form sends it. */
  sendLabel?: string;
};

const chooserClass =
  'cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-500';
const linkClass = 'text-sm font-medium text-brand-700 hover:underline';

function PreviewLink({ url, fileName }: { url: string | null; fileName: string }) {
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noreferrer" className={linkClass}>
      Preview {fileName}
    </a>
  );
}

function Progress({ fileName, percent }: { fileName: string; percent: number | null }) {
  return <ProgressBar label={`Uploading ${fileName}`} value={percent} max={100} text={percent === null ? 'Uploading…' : `${percent}%`} />;
}

/** One slot per state of the upload wizard; a file may be chosen with the button or dropped on it. */
export function UploadWizardView({ wizard, chooseLabel, sendLabel }: UploadWizardViewProps): JSX.Element {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const { slot, file } = wizard;
  const uploading = slot === 'uploading';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) wizard.choose(files);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!uploading && event.dataTransfer.files.length > 0) wizard.choose([...event.dataTransfer.files]);
  };

  return (
    <div className="flex flex-col gap-2">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(!uploading);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex flex-wrap items-center gap-2 rounded-lg border border-dashed p-2 ${dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300'}`}
      >
        <label htmlFor={inputId} className={`${chooserClass} ${uploading ? 'pointer-events-none opacity-60' : ''}`}>
          {chooseLabel}
          <input id={inputId} type="file" accept={wizard.accept} className="sr-only" onChange={choose} disabled={uploading} />
        </label>
        <span className="text-xs text-slate-500">or drop a file here</span>
      </div>
      <p className="text-xs text-slate-500">{wizard.rules}</p>

      {slot === 'rejected' && wizard.rejection && (
        <p role="alert" className="text-sm text-red-700">
          {wizard.rejection}
        </p>
      )}
      {slot === 'chosen' && file && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-700">
            {file.name} · {formatFileSize(file.size)}
          </span>
          <PreviewLink url={wizard.previewUrl} fileName={file.name} />
          {sendLabel && <Button onClick={wizard.send}>{sendLabel}</Button>}
          <Button variant="ghost" onClick={wizard.cancel} aria-label={`Remove ${file.name}`}>
            Remove
          </Button>
        </div>
      )}
      {uploading && file && (
        <div className="flex flex-wrap items-center gap-3">
          <Progress fileName={file.name} percent={wizard.percent} />
          <Button variant="ghost" onClick={wizard.cancel}>
            Cancel upload
          </Button>
        </div>
      )}
      {slot === 'uploaded' && file && (
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-emerald-700">
          <span>{file.name} uploaded</span>
          <PreviewLink url={wizard.previewUrl} fileName={file.name} />
        </p>
      )}
      {slot === 'failed' && (
        <div className="flex flex-wrap items-center gap-2">
          <p role="alert" className="text-sm text-red-700">
            {wizard.failure}
          </p>
          <Button variant="secondary" onClick={wizard.retry}>
            Retry
          </Button>
          {file && (
            <Button variant="ghost" onClick={wizard.cancel} aria-label={`Remove ${file.name}`}>
              Remove
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
