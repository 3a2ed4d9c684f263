import { useCallback, useState, type FormEvent } from 'react';
import { MAX_TRANSACTION_DESCRIPTION } from '../../../domain/invoices/vocabulary';
import { formatNairaText } from '../../../domain/money';
import { REFUND_PAYMENT_MODES, RefundPaymentPayload, refundPaymentProblems, type Refund } from '../../../domain/policies';
import { todayInLagos } from '../../../domain/today';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { payRefund } from '../../api/refunds';
import { CashAndBankSelect } from '../../app/accounts/cash-and-bank-select';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { DateInput } from '../../ui/date-input';
import { FailureNote } from '../../ui/failure-note';
import { Modal } from '../../ui/modal';
import { SelectInput } from '../../ui/select-input';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useSending } from '../../ui/use-sending';

const MODE_OPTIONS = REFUND_PAYMENT_MODES.map((mode) => ({ value: mode, label: mode }));

type Field = 'modeOfPayment' | 'dateOfPayment' | 'creditAccount' | 'chequeNumber' | 'description';

/**
 * Pay client: the returned premium paid from a cash or bank account, by cash, transfer or cheque,
 * on a day not after today in Lagos. The server refuses it until the insurer's share is back; its
 * refusal shows here, and what was typed stays.
 */
export function PayRefundDialog({ refund, onPaid, onClose }: { refund: Refund; onPaid: (paid: Refund) => void; onClose: () => void }) {
  const { api } = useServices();
  const today = todayInLagos();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const paying = useSending(
    useCallback(
      (signal: AbortSignal, payment: RefundPaymentPayload) => payRefund(api, refund.refund_id, payment, idempotencyKey, signal),
      [api, refund, idempotencyKey],
    ),
  );
  const form = useCheckedForm<RefundPaymentPayload, unknown, Field>(
    RefundPaymentPayload,
    { modeOfPayment: '', dateOfPayment: today, creditAccount: '', chequeNumber: '', description: '' },
    paying.failure?.fieldErrors,
  );
  const { values } = form;
  const title = `Pay ${refund.client_name} · ${refund.refund_number}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (paying.sending) return;
    const payment = form.check({ ...values, chequeNumber: values.modeOfPayment === 'Cheque' ? values.chequeNumber : '' }, (input) =>
      refundPaymentProblems(input, today),
    );
    if (!payment) return;
    const paid = await paying.send(payment);
    if (paid) onPaid(paid);
  };

  return (
    <Modal open onClose={() => (paying.sending ? undefined : onClose())} title={title}>
      <form noValidate aria-label={title} onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        <p className="sm:col-span-2">
          The premium returned on {refund.policy_number} ({refund.endorsement_number}):{' '}
          <span className="font-semibold text-slate-900">{formatNairaText(refund.amount)}</span>.
        </p>
        <FailureNote failure={paying.failure} className="sm:col-span-2" />
        <SelectInput
          label="Mode of payment"
          required
          value={values.modeOfPayment as (typeof REFUND_PAYMENT_MODES)[number] | ''}
          options={MODE_OPTIONS}
          placeholder="Choose a mode"
          error={form.errorOf('modeOfPayment')}
          onChange={(mode) => form.set('modeOfPayment', mode)}
        />
        <DateInput
          label="Date of payment"
          required
          max={today}
          value={values.dateOfPayment}
          error={form.errorOf('dateOfPayment')}
          onChange={(date) => form.set('dateOfPayment', date)}
        />
        <CashAndBankSelect
          label="Paid from"
          value={values.creditAccount}
          error={form.errorOf('creditAccount')}
          whenUnread={(theDefault) => `it is paid from ${theDefault}`}
          onChange={(account) => form.set('creditAccount', account)}
        />
        {values.modeOfPayment === 'Cheque' && (
          <TextField label="Cheque number" required {...form.field('chequeNumber')} error={form.errorOf('chequeNumber')} />
        )}
        <div className="sm:col-span-2">
          <TextArea
            label="Description"
            value={values.description}
            limit={MAX_TRANSACTION_DESCRIPTION}
            error={form.errorOf('description')}
            onChange={(description) => form.set('description', description)}
          />
        </div>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" onClick={onClose} disabled={paying.sending}>
            Cancel
          </Button>
          <Button type="submit" busy={paying.sending}>
            Pay client
          </Button>
        </div>
      </form>
    </Modal>
  );
}
