import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { clientPagePath, type CorporateClient } from '../../../domain/client-records';
import { CorporateClientPayload, type CorporateClientPayload as Payload } from '../../../domain/clients';
import { fetchCorporateClient, updateCorporateClient } from '../../api/clients';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { LoadedSlot } from '../../ui/loaded-slot';
import { NotAllowed } from '../../ui/not-allowed';
import { notify } from '../../ui/toaster';
import { useLoader } from '../../ui/use-loader';
import { useSending } from '../../ui/use-sending';
import { corporateFormValues } from './client-form-values';
import { CompanyAddressFields, CompanyFields } from './corporate-fields';
import { EditFrame } from './edit-frame';
import { useClientForm } from './use-client-form';

function CorporateEditForm({ client }: { client: CorporateClient }) {
  const { api } = useServices();
  const navigate = useNavigate();
  const form = useClientForm(CorporateClientPayload, corporateFormValues(client));
  const { sending, failure, send } = useSending(
    useCallback(
      (signal: AbortSignal, payload: Payload) => updateCorporateClient(api, client.corporate_client_id, payload, signal),
      [api, client.corporate_client_id],
    ),
    (refusal) => form.refused(refusal.fieldErrors),
  );
  const backTo = clientPagePath('corporate', client.corporate_client_id);

  const submit = async () => {
    const { value } = form.check();
    if (!value) return;
    if ((await send(value)) === undefined) return;
    notify.success('Client updated');
    navigate(backTo);
  };

  return (
    <EditFrame
      title={`Edit ${client.corporate_name}`}
      status={client.status}
      backTo={backTo}
      problem={failure && Object.keys(failure.fieldErrors).length === 0 ? failure.message : null}
      saving={sending}
      onSave={() => void submit()}
    >
      <CompanyFields form={form} />
      <CompanyAddressFields form={form} />
    </EditFrame>
  );
}

/** /clients/{clientId}/corporate: the edit form of a corporate client (directors have their own page). */
export function CorporateClientEditPage() {
  const { api } = useServices();
  const grants = useGrants();
  const { clientId = '' } = useParams();
  const { state, reload } = useLoader(useCallback((signal: AbortSignal) => fetchCorporateClient(api, clientId, signal), [api, clientId]));
  if (!grants.loading && !grants.has('Update Client')) return <NotAllowed title="Edit Client" permission="Update Client" />;
  return (
    <LoadedSlot state={state} what="client" onRetry={reload}>
      {(client) => <CorporateEditForm client={client} />}
    </LoadedSlot>
  );
}
