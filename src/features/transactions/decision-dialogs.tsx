import { useState } from 'react';
import { todayInLagos } from '../../../domain/today';
import { REJECTION_REASON_MAX } from '../../../domain/transactions';
import { Button } from '../../ui/button';
import { DateInput } from '../../ui/date-input';
import { Modal } from '../../ui/modal';
import { TextArea } from '../../ui/text-area';

/** Asks the checker why; a rejection needs a reason the maker will read. */
export function RejectDialog({
  open,
  refNo,
  busy,
  onReject,
  onClose,
}: {
  open: boolean;
  refNo: string;
  busy: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const blank = reason.trim() === '';
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Reject transaction"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} disabled={blank} onClick={() => onReject(reason)}>
            Reject transaction
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-1">
        <p className="mb-2">{refNo} will not reach the ledger. Tell its maker why.</p>
        <TextArea label="Reason" value={reason} onChange={setReason} limit={REJECTION_REASON_MAX} stopAtLimit />
      </div>
    </Modal>
  );
}

/** A reversal posts the same lines with the sides swapped, on a date the person chooses; it waits for approval too. */
export function ReverseDialog({
  open,
  refNo,
  busy,
  onReverse,
  onClose,
}: {
  open: boolean;
  refNo: string;
  busy: boolean;
  onReverse: (transactionDate: string) => void;
  onClose: () => void;
}) {
  const [date, setDate] = useState(todayInLagos);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Reverse transaction"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button busy={busy} disabled={date === ''} onClick={() => onReverse(date)}>
            Reverse transaction
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <p>
          A new transaction with the lines of {refNo} on the opposite sides will be submitted for approval. {refNo} itself stays as it is.
        </p>
        <DateInput label="Reversal date" required value={date} onChange={setDate} />
      </div>
    </Modal>
  );
}
