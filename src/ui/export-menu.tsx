import { useEffect, useRef, useState, type JSX } from 'react';
import { describeFailure } from '../../domain/api';
import { counted } from '../../domain/format/counted';
import { formatFileSize } from '../../domain/format/file-size';
import { Button } from './button';
import { DropdownMenu } from './dropdown-menu';
import { ProgressBar } from './progress-bar';
import { saveFile } from './save-file';
import { notify } from './toaster';
import type { ExportedFile, ExportFormat, ExportProgress } from '../../domain/list-export';

/** Makes the file in one format, telling its progress; stops when the signal aborts. */
export type Exporter = (
  format: ExportFormat,
  transfer: { signal: AbortSignal; onProgress: (progress: ExportProgress) => void },
) => Promise<ExportedFile>;

export type ExportMenuProps = {
  /** What is exported, in words: "invoices", "expiring policies". */
  subject: string;
  exporter: Exporter;
};

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'Excel' },
];

const COUNT = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });
const rowCount = (rows: number) => counted(rows, 'rows');

const STARTING: ExportProgress = { bytes: 0, rows: null, expectedRows: null, estimated: false };

function progressText({ bytes, rows, expectedRows, estimated }: ExportProgress): string {
  if (rows !== null && expectedRows !== null) return `${COUNT.format(rows)} of ${estimated ? 'about ' : ''}${rowCount(expectedRows)}`;
  if (rows !== null) return `${rowCount(rows)} received`;
  return bytes > 0 ? `${formatFileSize(bytes)} received` : 'Starting…';
}

export const savedMessage = ({ fileName, rows }: ExportedFile): string =>
  rows === null ? `${fileName} saved` : `${fileName} saved, ${rowCount(rows)}`;

/**
 * Export → CSV or Excel: the list's rows on every page as a file, saved when whole. One export at
 * a time: while it runs, its progress and Cancel stand in for the menu; a failure saves nothing.
 */
export function ExportMenu({ subject, exporter }: ExportMenuProps): JSX.Element {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async (format: ExportFormat) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setProgress(STARTING);
    try {
      const exported = await exporter(format, { signal: controller.signal, onProgress: setProgress });
      saveFile(exported.file, exported.fileName);
      notify.success(savedMessage(exported));
    } catch (error) {
      if (!controller.signal.aborted) notify.error(`The ${subject} could not be exported: ${describeFailure(error).message}`);
    } finally {
      running.current = null;
      setProgress(null);
    }
  };

  if (!progress) {
    return <DropdownMenu label="Export" items={FORMATS.map(({ format, label }) => ({ label, onSelect: () => void start(format) }))} />;
  }
  const known = progress.rows !== null && progress.expectedRows !== null;
  return (
    <div className="flex items-center gap-3">
      <ProgressBar
        label={`Exporting ${subject}`}
        value={known ? progress.rows : null}
        max={known ? Math.max(progress.expectedRows ?? 0, progress.rows ?? 0) : undefined}
        text={progressText(progress)}
      />
      <Button variant="secondary" onClick={() => running.current?.abort()}>
        Cancel
      </Button>
    </div>
  );
}
