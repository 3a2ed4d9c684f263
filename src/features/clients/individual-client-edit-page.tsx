import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { clientPagePath, type IndividualClient } from '../../../domain/client-records';
import { IndividualClientPayload, type IndividualClientPayload as Payload } from '../../../domain/clients';
import { fetchIndividualClient, updateIndividualClient } from '../../api/clients';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { LoadedSlot } from '../../ui/loaded-slot';
import { NotAllowed } from '../../ui/not-allowed';
import { notify } from '../../ui/toaster';
import { useLoader } from '../../ui/use-loader';
import { useSending } from '../../ui/use-sending';
import { individualFormValues } from './client-form-values';
import { joined } from './detail-list';
import { EditFrame } from './edit-frame';
import { ContactFields, IndividualIdentityFields, PersonalFields } from './individual-fields';
import { useClientForm } from './use-client-form';

function IndividualEditForm({ client }: { client: IndividualClient }) {
  const { api } = useServices();
  const navigate = useNavigate();
  const form = useClientForm(IndividualClientPayload, individualFormValues(client));
  const { sending, failure, send } = useSending(
    useCallback(
      (signal: AbortSignal, payload: Payload) => updateIndividualClient(api, client.client_id, payload, signal),
      [api, client.client_id],
    ),
    (refusal) => form.refused(refusal.fieldErrors),
  );
  const backTo = clientPagePath('individual', client.client_id);

  const submit = async () => {
    const { value } = form.check();
    if (!value) return;
    if ((await send(value)) === undefined) return;
    notify.success('Client updated');
    navigate(backTo);
  };

  return (
    <EditFrame
      title={`Edit ${joined(client.firstname, client.lastname)}`}
      status={client.status}
      backTo={backTo}
      problem={failure && Object.keys(failure.fieldErrors).length === 0 ? failure.message : null}
      saving={sending}
      onSave={() => void submit()}
    >
      <PersonalFields form={form} />
      <ContactFields form={form} />
      <IndividualIdentityFields form={form} />
    </EditFrame>
  );
}

/** /clients/{clientId}/individual: the edit form of an individual client. */
export function IndividualClientEditPage() {
  const { api } = useServices();
  const grants = useGrants();
  const { clientId = '' } = useParams();
  const { state, reload } = useLoader(useCallback((signal: AbortSignal) => fetchIndividualClient(api, clientId, signal), [api, clientId]));
  if (!grants.loading && !grants.has('Update Client')) return <NotAllowed title="Edit Client" permission="Update Client" />;
  return (
    <LoadedSlot state={state} what="client" onRetry={reload}>
      {(client) => <IndividualEditForm client={client} />}
    </LoadedSlot>
  );
}
