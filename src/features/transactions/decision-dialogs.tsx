import { useId, useState } from 'react';
import { todayInLagos } from '../../../domain/clients';
import { REJECTION_REASON_MAX } from '../../../domain/transactions';
import { Button } from '../../ui/button';
import { DateInput } from '../../ui/date-input';
import { Modal } from '../../ui/modal';

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
  const id = useId();
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
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          Reason
        </label>
        <textarea
          id={id}
          value={reason}
          rows={3}
          maxLength={REJECTION_REASON_MAX}
          aria-describedby={`${id}-count`}
          onChange={(event) => setReason(event.target.value)}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
        />
        <span id={`${id}-count`} className="self-end text-xs text-slate-500">
          {reason.length}/{REJECTION_REASON_MAX} characters
        </span>
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
