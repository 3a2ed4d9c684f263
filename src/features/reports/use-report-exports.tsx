import { useCallback, useState } from 'react';
import { downloadReport, type ReportPeriod, type ReportSubject } from '../../api/reports';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { saveFile } from '../../ui/save-file';
import { useSending } from '../../ui/use-sending';
import type { Report, ReportFileFormat } from '../../../domain/reports/report';

const EXPORTS: { format: ReportFileFormat; label: string }[] = [
  { format: 'csv', label: 'Export CSV' },
  { format: 'xlsx', label: 'Export Excel' },
  { format: 'pdf', label: 'Export PDF' },
];

/**
 * The report on screen as a file: the same call for the same period, with `format`. One file at
 * a time: the button asked spins, the others wait.
 */
export function useReportExports(path: string, report: Report | null, subject: ReportSubject = {}) {
  const { api } = useServices();
  const [asked, setAsked] = useState<ReportFileFormat | null>(null);
  const exporting = useSending(
    useCallback(
      (signal: AbortSignal, period: Required<ReportPeriod>, format: ReportFileFormat) =>
        downloadReport(api, path, { ...subject, ...period }, format, signal),
      [api, path, subject],
    ),
  );
  const exportAs = async (format: ReportFileFormat) => {
    if (!report) return;
    setAsked(format);
    const download = await exporting.send({ startDate: report.start_date, endDate: report.end_date }, format);
    if (download) saveFile(download.file, download.fileName);
  };
  const buttons = EXPORTS.map(({ format, label }) => (
    <Button
      key={format}
      variant="secondary"
      disabled={!report || exporting.sending}
      busy={exporting.sending && asked === format}
      onClick={() => void exportAs(format)}
    >
      {label}
    </Button>
  ));
  const failure = exporting.failure && (
    <p role="alert" className="max-w-xl rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      The file could not be made: {exporting.failure.message}
    </p>
  );
  return { buttons, failure };
}
