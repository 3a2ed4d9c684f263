import { useCallback } from 'react';
import { DirectorPayload, type DirectorPayload as DirectorPayloadType } from '../../../domain/clients';
import { addDirector } from '../../api/clients';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { notify } from '../../ui/toaster';
import { useSending } from '../../ui/use-sending';
import { blankDirector, DirectorFields } from './director-fields';
import { FormProblem } from './form-parts';
import { useClientForm } from './use-client-form';

/** Adds one director to a company (POST /client/corporate/{id}/director); the server checks the shares again. */
export function AddDirectorDialog({
  corporateClientId,
  open,
  onClose,
  onAdded,
}: {
  corporateClientId: string;
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { api } = useServices();
  const form = useClientForm(DirectorPayload, blankDirector());
  const { sending, failure, send } = useSending(
    useCallback(
      (signal: AbortSignal, payload: DirectorPayloadType) => addDirector(api, corporateClientId, payload, signal),
      [api, corporateClientId],
    ),
    (refusal) => form.refused(refusal.fieldErrors),
  );

  const submit = async () => {
    const { value } = form.check();
    if (!value) return;
    if ((await send(value)) === undefined) return;
    notify.success('Director added');
    form.reset(blankDirector());
    onAdded();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Add director"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="add-director" busy={sending}>
            Save director
          </Button>
        </>
      }
    >
      <form
        id="add-director"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="space-y-4"
      >
        <FormProblem message={failure && Object.keys(failure.fieldErrors).length === 0 ? failure.message : null} />
        <DirectorFields form={form} />
      </form>
    </Modal>
  );
}
