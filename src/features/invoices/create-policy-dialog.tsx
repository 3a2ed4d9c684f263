import { shallowEqual } from '@xstate/react';
import { selectCreatePolicyPrompt } from '../../../machines/invoice-lifecycle/invoice-lifecycle.selectors';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { useInvoiceSelector } from './invoice-context';
import { useInvoiceCommands } from './use-invoice';

/** After a payment that is not for an endorsement: "Create Policy Proposal" / "You wish to create policy proposal?". */
export function CreatePolicyDialog() {
  const prompt = useInvoiceSelector(selectCreatePolicyPrompt, shallowEqual);
  const { createPolicy, skipPolicy } = useInvoiceCommands();
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
