import { useCallback } from 'react';
import { closeAccountingPeriod } from '../../api/accounting-periods';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { useSending } from '../../ui/use-sending';
import type { AccountingPeriod } from '../../../domain/periods';

/** Asks before closing a period, saying that closing is final; the server's refusal shows inside. */
export function ClosePeriodDialog({
  period,
  onClosed,
  onCancel,
}: {
  period: AccountingPeriod;
  onClosed: (period: AccountingPeriod) => void;
  onCancel: () => void;
}) {
  const { api } = useServices();
  const closing = useSending(useCallback((signal: AbortSignal, id: string) => closeAccountingPeriod(api, id, signal), [api]));
  const confirm = async () => {
    const closed = await closing.send(period.period_id);
    if (closed) onClosed(closed);
  };
  return (
    <Modal
      open
      onClose={() => (closing.sending ? undefined : onCancel())}
      title={`Close ${period.name}`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={closing.sending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void confirm()} busy={closing.sending}>
            Close period
          </Button>
        </>
      }
    >
      <p>
        Close {period.name} ({period.period_start} to {period.period_end})? Closing is final: the period cannot be reopened, and nothing can
        be posted into it afterwards.
      </p>
      {period.is_current && (
        <p className="mt-2">It is the current period: transactions dated today will be refused until the next period is opened.</p>
      )}
      {closing.failure && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {closing.failure.message}
        </p>
      )}
    </Modal>
  );
}
