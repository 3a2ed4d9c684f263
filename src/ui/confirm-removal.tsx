import { Button } from './button';
import { Modal } from './modal';
import type { RequestFailure } from '../../domain/api';

export type ConfirmRemovalProps = {
  /** What is about to go, e.g. "the Ikeja branch"; null when nothing is. */
  what: string | null;
  title: string;
  busy: boolean;
  failure: RequestFailure | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before something is deleted; the server's refusal (e.g. a branch still in use) shows inside. */
export function ConfirmRemoval({ what, title, busy, failure, onConfirm, onCancel }: ConfirmRemovalProps) {
  return (
    <Modal
      open={what !== null}
      onClose={() => (busy ? undefined : onCancel())}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy}>
            Delete
          </Button>
        </>
      }
    >
      <p>Delete {what}? This cannot be undone.</p>
      {failure && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {failure.message}
        </p>
      )}
    </Modal>
  );
}
