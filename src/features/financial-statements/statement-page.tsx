import { useCallback, type ReactNode } from 'react';
import { downloadStatement, type AsOf, type Period } from '../../api/financial-statements';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { saveFile } from '../../ui/save-file';
import { useSending } from '../../ui/use-sending';
import type { StatementKind } from '../../../domain/financial-statements';
import type { Loaded } from '../../ui/use-loader';

type ExportQuery = AsOf & Period & { search?: string };

export interface StatementPageProps<T> {
  title: string;
  kind: StatementKind;
  /** One sentence on what the statement shows. */
  intro: string;
  state: Loaded<T>;
  controls: ReactNode;
  /** The dates (and search) the statement on screen was worked out for: the downloads ask the same. */
  exportQuery: (data: T) => ExportQuery;
  isEmpty: (data: T) => boolean;
  empty: { title: string; description?: string };
  children: (data: T) => ReactNode;
}

/** A statement's screen: its dates, its exports, and one slot per state (loading, failed, empty, ready). */
export function StatementPage<T>({ title, kind, intro, state, controls, exportQuery, isEmpty, empty, children }: StatementPageProps<T>) {
  const { api } = useServices();
  const exporting = useSending(
    useCallback(
      (signal: AbortSignal, query: ExportQuery, format: 'csv' | 'pdf') => downloadStatement(api, kind, query, format, signal),
      [api, kind],
    ),
  );
  const ready = state.status === 'ready' ? state.data : null;
  const exportAs = async (format: 'csv' | 'pdf') => {
    if (!ready) return;
    const download = await exporting.send(exportQuery(ready), format);
    if (download) saveFile(download.file, download.fileName);
  };
  const actions = (
    <>
      <Button variant="secondary" disabled={!ready} busy={exporting.sending} onClick={() => void exportAs('csv')}>
        Export CSV
      </Button>
      <Button variant="secondary" disabled={!ready} busy={exporting.sending} onClick={() => void exportAs('pdf')}>
        Export PDF
      </Button>
    </>
  );

  let body: ReactNode;
  if (state.status === 'loading') body = <Loading label={`Loading the ${title.toLowerCase()}`} />;
  else if (state.status === 'failed')
    body = (
      <p role="alert" className="max-w-xl rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
        {state.failure.message}
      </p>
    );
  else if (isEmpty(state.data)) body = <EmptyState title={empty.title} description={empty.description} />;
  else body = children(state.data);

  return (
    <div className="space-y-4">
      <PageHeader title={title} actions={actions} />
      <p className="text-sm text-slate-600">{intro}</p>
      {controls}
      {exporting.failure && (
        <p role="alert" className="max-w-xl rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          The file could not be made: {exporting.failure.message}
        </p>
      )}
      <section aria-label={title} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        {body}
      </section>
    </div>
  );
}
