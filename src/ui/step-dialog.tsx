import { Button } from './button';
import { Modal, type ModalSize } from './modal';
import type { RequestFailure } from '../../domain/api';
import type { ReactNode } from 'react';

/** Where a dialog of a record's page is: asking (a question or a form), busy with its call, or showing why it failed. */
export type DialogStep = 'asking' | 'busy' | 'failed';

export interface StepDialogProps {
  title: string;
  step: DialogStep;
  failure: RequestFailure | null;
  /** A network failure: the same call may be tried again. */
  canRetry: boolean;
  onRetry: () => void;
  onClose: () => void;
  /** The button that says yes (or sends the form); without it the dialog only tells. */
  confirm?: string;
  onConfirm?: () => void;
  size?: ModalSize;
  children: ReactNode;
}

/**
 * One dialog of a record's page (a policy's, an endorsement's): its question or form, Not now and
 * the yes button, busy while its call runs, and why it failed in the server's words (a 409 as it
 * is), with Try again after a network failure.
 */
export function StepDialog({
  title,
  step,
  failure,
  canRetry,
  onRetry,
  onClose,
  confirm,
  onConfirm,
  size = 'sm',
  children,
}: StepDialogProps) {
  const busy = step === 'busy';
  return (
    <Modal
      open
      onClose={busy ? () => {} : onClose}
      title={title}
      size={size}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Not now
          </Button>
          {confirm && onConfirm && (
            <Button busy={busy} onClick={onConfirm}>
              {confirm}
            </Button>
          )}
        </>
      }
    >
      <div className="space-y-3">
        {children}
        {step === 'failed' && failure && (
          <div role="alert" className="space-y-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            <p>{failure.message}</p>
            {canRetry && (
              <Button variant="secondary" onClick={onRetry}>
                Try again
              </Button>
            )}
          </div>
        )}
      </div>
    </Modal>
  );
}
