import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { clientEditPath, directorsPath, type CorporateClient } from '../../../domain/client-records';
import { fetchCorporateClient } from '../../api/clients';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { LoadedSlot } from '../../ui/loaded-slot';
import { NotAllowed } from '../../ui/not-allowed';
import { PageHeader } from '../../ui/page-header';
import { useLoader } from '../../ui/use-loader';
import { ClientAccountSection } from './client-account-section';
import { ClientStatusActions } from './client-status-actions';
import { ClientStatusBadge } from './client-status-badge';
import { DetailList, joined } from './detail-list';
import { DirectorTable } from './director-table';
import { editLinkClass } from './link-styles';

function CorporateDetails({ client, onChanged }: { client: CorporateClient; onChanged: () => void }) {
  const grants = useGrants();
  return (
    <div className="space-y-4">
      <PageHeader
        title={client.corporate_name}
        actions={
          <>
            <ClientStatusBadge status={client.status} />
            {grants.has('Update Client') && client.status !== 'cancelled' && (
              <Link to={clientEditPath('corporate', client.corporate_client_id)} className={editLinkClass}>
                Edit
              </Link>
            )}
            <ClientStatusActions
              kind="corporate"
              clientId={client.corporate_client_id}
              status={client.status}
              name={client.corporate_name}
              onChanged={onChanged}
            />
          </>
        }
      />
      <DetailList
        title="Company details"
        details={[
          ['RC number', client.rc_number],
          ['TIN', client.tin],
          ['Date of incorporation', client.date_of_incorporation],
          ['Industry', client.industry],
        ]}
      />
      <DetailList
        title="Address and contact"
        details={[
          ['Operating business address', client.operating_business_address],
          ['City of operation', client.city_of_operation],
          ['State of operation', client.state_of_operation],
          ['Local government area', client.lga_name],
          ['Company phone', client.phone],
          ['Company email', client.email],
          ['Website', client.website],
          ['Contact person', joined(client.contact_person_name, client.contact_person_phone, client.contact_person_email)],
        ]}
      />
      <section aria-labelledby="directors-heading" className="space-y-2">
        <div className="flex items-center justify-between">
          <h2 id="directors-heading" className="text-sm font-semibold text-slate-800">
            Directors ({client.director_count})
          </h2>
          <Link to={directorsPath(client.corporate_client_id)} className="text-sm font-medium text-brand-700 hover:underline">
            Manage directors
          </Link>
        </div>
        <DirectorTable directors={client.directors ?? []} />
      </section>
      {grants.has('View Client Reports') && (
        <ClientAccountSection clientType="CORPORATE" clientId={client.corporate_client_id} name={client.corporate_name} />
      )}
    </div>
  );
}

/** /clients/corporate/{clientId}: a corporate client and its directors. */
export function CorporateClientPage() {
  const { api } = useServices();
  const grants = useGrants();
  const { clientId = '' } = useParams();
  const { state, reload } = useLoader(useCallback((signal: AbortSignal) => fetchCorporateClient(api, clientId, signal), [api, clientId]));
  if (!grants.loading && !grants.has('View Clients')) return <NotAllowed title="Corporate Client" permission="View Clients" />;
  return (
    <LoadedSlot state={state} what="client" onRetry={reload}>
      {(client) => <CorporateDetails client={client} onChanged={reload} />}
    </LoadedSlot>
  );
}
