import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { clientPagePath } from '../../../domain/client-records';
import { fetchCorporateClient } from '../../api/clients';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { LoadedSlot } from '../../ui/loaded-slot';
import { NotAllowed } from '../../ui/not-allowed';
import { PageHeader } from '../../ui/page-header';
import { useLoader } from '../../ui/use-loader';
import { AddDirectorDialog } from './add-director-dialog';
import { DirectorTable } from './director-table';
import { editLinkClass } from './link-styles';

/** /director/{corporateClientId}: the directors of a corporate client, and adding one. */
export function DirectorsPage() {
  const { api } = useServices();
  const grants = useGrants();
  const { corporateClientId = '' } = useParams();
  const [adding, setAdding] = useState(false);
  const { state, reload } = useLoader(
    useCallback((signal: AbortSignal) => fetchCorporateClient(api, corporateClientId, signal), [api, corporateClientId]),
  );
  if (!grants.loading && !grants.has('View Clients')) return <NotAllowed title="Directors" permission="View Clients" />;

  return (
    <LoadedSlot state={state} what="company" onRetry={reload}>
      {(client) => {
        const canAdd = grants.has('Create Client') && client.status !== 'cancelled';
        const addButton = canAdd && <Button onClick={() => setAdding(true)}>Add director</Button>;
        return (
          <div className="space-y-4">
            <PageHeader
              title={`Directors of ${client.corporate_name}`}
              actions={
                <>
                  <Link to={clientPagePath('corporate', client.corporate_client_id)} className={editLinkClass}>
                    Back to company
                  </Link>
                  {client.directors && client.directors.length > 0 && addButton}
                </>
              }
            />
            <DirectorTable directors={client.directors ?? []} emptyAction={addButton || undefined} />
            {canAdd && (
              <AddDirectorDialog
                corporateClientId={client.corporate_client_id}
                open={adding}
                onClose={() => setAdding(false)}
                onAdded={() => {
                  setAdding(false);
                  reload();
                }}
              />
            )}
          </div>
        );
      }}
    </LoadedSlot>
  );
}
