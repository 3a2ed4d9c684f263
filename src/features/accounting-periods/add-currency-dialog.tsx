import { useCallback, type FormEvent } from 'react';
import { CurrencyPayload, KNOWN_CURRENCIES, knownCurrency, type Currency } from '../../../domain/currencies';
import { todayInLagos } from '../../../domain/today';
import { addCurrency } from '../../api/currencies';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { DateInput } from '../../ui/date-input';
import { FailureNote } from '../../ui/failure-note';
import { Modal } from '../../ui/modal';
import { SelectInput } from '../../ui/select-input';
import { TextField } from '../../ui/text-field';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useSending } from '../../ui/use-sending';

const TITLE = 'Add currency';
const OTHER = 'other';

/** Adds a currency from the usual ones, or any other by its code, with its rate to the naira. */
export function AddCurrencyDialog({
  existing,
  onSaved,
  onClose,
}: {
  existing: readonly string[];
  onSaved: (currency: Currency) => void;
  onClose: () => void;
}) {
  const { api } = useServices();
  const saving = useSending(useCallback((signal: AbortSignal, payload: CurrencyPayload) => addCurrency(api, payload, signal), [api]));
  const today = todayInLagos();
  const form = useCheckedForm(
    CurrencyPayload,
    { choice: '', code: '', name: '', symbol: '', rate: '', rateDate: today },
    saving.failure?.fieldErrors,
  );
  const { choice, code, name, symbol, rate, rateDate } = form.values;
  const offered = KNOWN_CURRENCIES.filter((currency) => !existing.includes(currency.code));
  const typing = choice === OTHER;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const known = knownCurrency(choice);
    const payload = form.check(
      typing ? { code, name: name || undefined, symbol: symbol || undefined, rate, rateDate } : { code: known?.code ?? '', rate, rateDate },
    );
    if (!payload) return;
    const saved = await saving.send(payload);
    if (saved) onSaved(saved);
  };

  return (
    <Modal open onClose={() => (saving.sending ? undefined : onClose())} title={TITLE}>
      <form noValidate aria-label={TITLE} onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FailureNote failure={saving.failure} />
        </div>
        <div className="sm:col-span-2">
          <SelectInput
            label="Currency"
            required
            value={choice}
            placeholder="Choose a currency"
            options={[
              ...offered.map((currency) => ({ value: currency.code, label: `${currency.code} · ${currency.name}` })),
              { value: OTHER, label: 'Another currency…' },
            ]}
            error={typing ? undefined : form.errorOf('code')}
            onChange={(value) => form.set('choice', value)}
          />
        </div>
        {typing && (
          <>
            <TextField
              label="Code"
              required
              maxLength={3}
              hint="Three letters, e.g. KES"
              value={code}
              error={form.errorOf('code')}
              onChange={(event) => form.set('code', event.target.value.toUpperCase())}
            />
            <TextField
              label="Symbol"
              maxLength={5}
              value={symbol}
              error={form.errorOf('symbol')}
              onChange={(event) => form.set('symbol', event.target.value)}
            />
            <TextField
              className="sm:col-span-2"
              label="Name"
              value={name}
              error={form.errorOf('name')}
              onChange={(event) => form.set('name', event.target.value)}
            />
          </>
        )}
        <TextField
          label="Rate to NGN"
          required
          inputMode="decimal"
          hint="Naira for one unit, up to 6 decimals"
          value={rate}
          error={form.errorOf('rate')}
          onChange={(event) => form.set('rate', event.target.value)}
        />
        <DateInput
          label="Rate as of"
          max={today}
          value={rateDate}
          error={form.errorOf('rateDate')}
          onChange={(value) => form.set('rateDate', value)}
        />
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" onClick={onClose} disabled={saving.sending}>
            Cancel
          </Button>
          <Button type="submit" busy={saving.sending}>
            Add currency
          </Button>
        </div>
      </form>
    </Modal>
  );
}
