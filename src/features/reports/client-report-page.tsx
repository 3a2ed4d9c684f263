import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CLIENT_TYPES, type ClientType } from '../../../domain/clients';
import { CLIENT_REPORT_INTRO, CLIENT_REPORT_PATH, CLIENT_REPORT_TITLE } from '../../../domain/reports/client-report';
import { searchClients } from '../../api/clients';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { ClientPicker } from '../../ui/client-picker';
import { NotAllowed } from '../../ui/not-allowed';
import { ReportPage } from './report-page';
import type { ClientSummary } from '../../../domain/client-records';

const isClientType = (value: string | null): value is ClientType => CLIENT_TYPES.some((type) => type === value);

/** /reports/client-report: one client whole over a period; the client is kept in the address, so the client's page links here. */
export function ClientReportPage() {
  const { api } = useServices();
  const grants = useGrants();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('clientType');
  const clientId = search.get('clientId') ?? '';
  const clientType: ClientType | '' = isClientType(asked) ? asked : '';
  const [typeChosen, setTypeChosen] = useState<ClientType | ''>(clientType);
  const [name, setName] = useState(search.get('clientName') ?? '');
  const subject = useMemo(() => (clientType && clientId ? { clientType, clientId } : null), [clientType, clientId]);
  const find = useCallback(
    (query: { searchQuery: string; clientType?: ClientType }, signal: AbortSignal) => searchClients(api, query, signal),
    [api],
  );
  const choose = (client: ClientSummary) => {
    setName(client.name);
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('clientType', typeChosen || client.client_type);
        next.set('clientId', client.client_id);
        next.set('clientName', client.name);
        return next;
      },
      { replace: true },
    );
  };
  if (!grants.loading && !grants.has('View Client Reports'))
    return <NotAllowed title={CLIENT_REPORT_TITLE} permission="View Client Reports" />;
  return (
    <ReportPage
      path={CLIENT_REPORT_PATH}
      title={CLIENT_REPORT_TITLE}
      intro={CLIENT_REPORT_INTRO}
      period="quarter"
      subject={subject}
      waiting={{ title: 'Choose a client', description: 'Find the client by name, email or RC number to see their report.' }}
      subjectControls={
        <section aria-label="Client" className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
          <ClientPicker
            search={find}
            clientType={typeChosen}
            chosen={subject ? { client_id: subject.clientId, name } : null}
            errors={{}}
            onTypeChange={setTypeChosen}
            onChoose={choose}
          />
        </section>
      }
    />
  );
}
