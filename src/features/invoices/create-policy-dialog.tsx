import { useSelector } from '@xstate/react';
import { selectCreatePolicyPrompt } from '../../../machines/invoice-lifecycle/invoice-lifecycle.selectors';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { useInvoiceCommands, type InvoiceActor } from './use-invoice';

/** After a payment that is not for an endorsement: "Create Policy Proposal" / "You wish to create policy proposal?". */
export function CreatePolicyDialog({ actor }: { actor: InvoiceActor }) {
  const prompt = useSelector(actor, selectCreatePolicyPrompt);
  const { createPolicy, skipPolicy } = useInvoiceCommands(actor);
  if (!prompt) return null;
  return (
    <Modal
      open
      onClose={skipPolicy}
      title={prompt.title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={skipPolicy}>
            Cancel
          </Button>
          <Button onClick={createPolicy}>Yes</Button>
        </>
      }
    >
      <p>{prompt.question}</p>
    </Modal>
  );
}
