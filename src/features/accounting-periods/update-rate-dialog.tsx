import { useCallback, type FormEvent } from 'react';
import { formatRate, RatePayload, type Currency } from '../../../domain/currencies';
import { todayInLagos } from '../../../domain/today';
import { updateExchangeRate } from '../../api/currencies';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { DateInput } from '../../ui/date-input';
import { FailureNote } from '../../ui/failure-note';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useSending } from '../../ui/use-sending';

/** Records a currency's new rate; transactions already made keep the rate they were made at. */
export function UpdateRateDialog({
  currency,
  onSaved,
  onClose,
}: {
  currency: Currency;
  onSaved: (currency: Currency) => void;
  onClose: () => void;
}) {
  const { api } = useServices();
  const saving = useSending(
    useCallback(
      (signal: AbortSignal, payload: RatePayload) => updateExchangeRate(api, currency.currency_id, payload, signal),
      [api, currency.currency_id],
    ),
  );
  const today = todayInLagos();
  const form = useCheckedForm(RatePayload, { rate: '', rateDate: today }, saving.failure?.fieldErrors);
  const title = `Update ${currency.code} rate`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check(form.values);
    if (!payload) return;
    const saved = await saving.send(payload);
    if (saved) onSaved(saved);
  };

  return (
    <Modal open onClose={() => (saving.sending ? undefined : onClose())} title={title} size="sm">
      <form noValidate aria-label={title} onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FailureNote failure={saving.failure} />
        <p className="text-sm text-slate-600">
          Now {formatRate(currency.rate)} as of {currency.rate_date}. Transactions already recorded keep the rate they were made at.
        </p>
        <TextField
          label="New rate to NGN"
          required
          inputMode="decimal"
          hint="Naira for one unit, up to 6 decimals"
          value={form.values.rate}
          error={form.errorOf('rate')}
          onChange={(event) => form.set('rate', event.target.value)}
        />
        <DateInput
          label="Rate as of"
          min={currency.rate_date}
          max={today}
          value={form.values.rateDate}
          error={form.errorOf('rateDate')}
          onChange={(value) => form.set('rateDate', value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={saving.sending}>
            Cancel
          </Button>
          <Button type="submit" busy={saving.sending}>
            Save rate
          </Button>
        </div>
      </form>
    </Modal>
  );
}
