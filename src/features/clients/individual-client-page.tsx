import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { clientEditPath, type IndividualClient } from '../../../domain/client-records';
import { fetchIndividualClient } from '../../api/clients';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { LoadedSlot } from '../../ui/loaded-slot';
import { NotAllowed } from '../../ui/not-allowed';
import { PageHeader } from '../../ui/page-header';
import { useLoader } from '../../ui/use-loader';
import { ClientAccountSection } from './client-account-section';
import { ClientStatusActions } from './client-status-actions';
import { ClientStatusBadge } from './client-status-badge';
import { addressLine, DetailList, exposure, joined } from './detail-list';
import { EXPIRED_ID_WARNING } from './identity-fields';
import { editLinkClass } from './link-styles';

function IndividualDetails({ client, onChanged }: { client: IndividualClient; onChanged: () => void }) {
  const grants = useGrants();
  const name = joined(client.title, client.firstname, client.middle_name, client.lastname);
  return (
    <div className="space-y-4">
      <PageHeader
        title={name}
        actions={
          <>
            <ClientStatusBadge status={client.status} />
            {grants.has('Update Client') && client.status !== 'cancelled' && (
              <Link to={clientEditPath('individual', client.client_id)} className={editLinkClass}>
                Edit
              </Link>
            )}
            <ClientStatusActions kind="individual" clientId={client.client_id} status={client.status} name={name} onChanged={onChanged} />
          </>
        }
      />
      {client.identification_expired && (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-800 ring-1 ring-amber-600/20">
          {EXPIRED_ID_WARNING}
        </p>
      )}
      <DetailList
        title="Personal details"
        details={[
          ['Gender', client.gender],
          ['Date of birth', client.date_of_birth],
          ['Occupation', client.occupation],
          ['Employer', client.employer],
          ['Policyholder type', client.policyholder_type],
        ]}
      />
      <DetailList
        title="Contact and address"
        details={[
          ['Phone number', client.phone],
          ['Alternate phone number', client.alternate_phone],
          ['Email', client.email],
          ['Address', addressLine(client.address, client.city)],
          ['State', client.state_name],
          ['Local government area', client.lga_name],
        ]}
      />
      <DetailList
        title="Identification and KYC"
        details={[
          ['Means of identification', joined(client.identification_type, client.identification_number)],
          ['Identification expiry', client.identification_expiry],
          ['BVN', client.bvn],
          ['NIN', client.nin],
          ['Politically exposed', exposure(client.politically_exposed, client.political_position)],
        ]}
      />
      {grants.has('View Client Reports') && <ClientAccountSection clientType="INDIVIDUAL" clientId={client.client_id} name={name} />}
    </div>
  );
}

/** /clients/individual/{clientId}: an individual client, with the status changes allowed from here. */
export function IndividualClientPage() {
  const { api } = useServices();
  const grants = useGrants();
  const { clientId = '' } = useParams();
  const { state, reload } = useLoader(useCallback((signal: AbortSignal) => fetchIndividualClient(api, clientId, signal), [api, clientId]));
  if (!grants.loading && !grants.has('View Clients')) return <NotAllowed title="Individual Client" permission="View Clients" />;
  return (
    <LoadedSlot state={state} what="client" onRetry={reload}>
      {(client) => <IndividualDetails client={client} onChanged={reload} />}
    </LoadedSlot>
  );
}
