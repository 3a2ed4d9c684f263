import { useCallback, useState } from 'react';
import { formatDate } from '../../../domain/format/dates';
import {
  newRemittanceScheduleForm,
  RemittanceSchedulePayload,
  scheduleToSend,
  scheduleTotalKobo,
  type PaidPremiumInvoice,
  type RemittanceScheduleForm,
} from '../../../domain/invoices/schedule';
import { PREMIUM_REMITTANCE_FAILED, PREMIUM_REMITTED } from '../../../domain/messages';
import { formatNaira } from '../../../domain/money';
import { validatePayload } from '../../../domain/validation';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { createRemittanceSchedule } from '../../api/remittance-schedules';
import { useServices } from '../../app/session/session-context';
import { notify } from '../../ui/toaster';
import { useSending } from '../../ui/use-sending';
import { RemitScheduleForm, type ScheduleFormStatus } from './remit-schedule-form';

type Props = {
  invoices: readonly PaidPremiumInvoice[];
  onRemitted: () => void;
  onClose: () => void;
};

/**
 * The schedule's remittance details for the invoices selected. One Idempotency-Key per opened
 * dialog, kept across retries: a double click or a retry after a lost answer remits once.
 */
export function RemitScheduleDialog({ invoices, onRemitted, onClose }: Props) {
  const { api } = useServices();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [form, setForm] = useState<RemittanceScheduleForm>(() => newRemittanceScheduleForm(formatDate(new Date())));
  const [ownErrors, setOwnErrors] = useState<Record<string, string>>({});
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const sending = useSending(
    useCallback(
      async (signal: AbortSignal, payload: RemittanceSchedulePayload) => {
        try {
          return await createRemittanceSchedule(api, payload, idempotencyKey, signal);
        } catch (error) {
          // Not when the user left: the schedule may well have been remitted.
          if (!signal.aborted) notify.error(PREMIUM_REMITTANCE_FAILED);
          throw error;
        }
      },
      [api, idempotencyKey],
    ),
  );

  // The server's message for a field shows until that field is edited again.
  const serverErrors = Object.fromEntries(Object.entries(sending.failure?.fieldErrors ?? {}).filter(([field]) => !edited.has(field)));
  const errors = { ...serverErrors, ...ownErrors };
  const status: ScheduleFormStatus = sending.sending ? 'submitting' : sending.failure ? 'failed' : 'editing';

  const change = (field: keyof RemittanceScheduleForm, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setOwnErrors(({ [field]: _, ...rest }) => rest);
    setEdited((current) => new Set(current).add(field));
  };

  const submit = async () => {
    const ids = invoices.map((invoice) => invoice.invoice_id);
    const checked = validatePayload(RemittanceSchedulePayload, scheduleToSend(form, ids));
    if (!checked.ok) {
      setOwnErrors(Object.fromEntries(checked.errors.map((error) => [error.field, error.message])));
      return;
    }
    setEdited(new Set());
    const remitted = await sending.send(checked.value);
    if (remitted) {
      notify.success(PREMIUM_REMITTED);
      onRemitted();
    }
  };

  return (
    <RemitScheduleForm
      form={form}
      errors={errors}
      status={status}
      failure={sending.failure}
      summary={{
        count: invoices.length,
        insurer: invoices[0]?.InsuranceProduct.InsuranceProvider.name ?? '',
        total: formatNaira(scheduleTotalKobo(invoices)),
      }}
      onChange={change}
      onSubmit={() => void submit()}
      onClose={onClose}
    />
  );
}
