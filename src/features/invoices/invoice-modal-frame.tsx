import { shallowEqual } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import {
  selectClientAccountBanner,
  selectFailure,
  selectIsBusy,
  selectModalStep,
} from '../../../machines/invoice-lifecycle/invoice-lifecycle.selectors';
import { Button } from '../../ui/button';
import { Modal, type ModalSize } from '../../ui/modal';
import { useInvoiceSelector } from './invoice-context';
import { useInvoiceCommands } from './use-invoice';

const stay = () => {};

export interface InvoiceModalFrameProps {
  title: string;
  submitLabel: string;
  /** What the modal says once its call went through (the toast says the spec's words). */
  doneText: string;
  size?: ModalSize;
  children: ReactNode;
}

/**
 * The frame every invoice modal shares: its form while editing, submitting or failed (with why it
 * failed), and a closing word once done. Nothing can be changed while the call is on its way.
 */
export function InvoiceModalFrame({ title, submitLabel, doneText, size = 'md', children }: InvoiceModalFrameProps) {
  const formId = useId();
  const step = useInvoiceSelector(selectModalStep);
  const busy = useInvoiceSelector(selectIsBusy);
  const failure = useInvoiceSelector(selectFailure);
  const banner = useInvoiceSelector(selectClientAccountBanner, shallowEqual);
  const { submit, close } = useInvoiceCommands();
  const done = step === 'done';
  const footer = done ? (
    <Button onClick={close}>Close</Button>
  ) : (
    <>
      <Button variant="secondary" disabled={busy} onClick={close}>
        Cancel
      </Button>
      <Button type="submit" form={formId} busy={busy}>
        {submitLabel}
      </Button>
    </>
  );
  return (
    <Modal open onClose={busy ? stay : close} title={title} size={size} footer={footer}>
      {done ? (
        <p role="status" className="text-sm text-emerald-800">
          {doneText}
        </p>
      ) : (
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset disabled={busy} className="space-y-4">
            {failure && failure.message !== banner?.message && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {failure.message}
              </p>
            )}
            {children}
          </fieldset>
        </form>
      )}
    </Modal>
  );
}
