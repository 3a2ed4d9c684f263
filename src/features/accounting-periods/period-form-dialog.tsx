import { useCallback, type FormEvent } from 'react';
import { isValidDateString } from '../../../domain/date-input';
import { defaultPeriodName, isCurrentPeriod, PERIOD_NAME_MAX, PeriodPayload, type AccountingPeriod } from '../../../domain/periods';
import { todayInLagos } from '../../../domain/today';
import { createAccountingPeriod } from '../../api/accounting-periods';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { DateInput } from '../../ui/date-input';
import { FailureNote } from '../../ui/failure-note';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useSending } from '../../ui/use-sending';

const TITLE = 'Add accounting period';

/** Opens a new period; the server refuses one that shares a day with another. */
export function PeriodFormDialog({ onSaved, onClose }: { onSaved: (period: AccountingPeriod) => void; onClose: () => void }) {
  const { api } = useServices();
  const saving = useSending(
    useCallback((signal: AbortSignal, payload: PeriodPayload) => createAccountingPeriod(api, payload, signal), [api]),
  );
  const form = useCheckedForm(PeriodPayload, { name: '', periodStart: '', periodEnd: '' }, saving.failure?.fieldErrors);
  const { name, periodStart, periodEnd } = form.values;
  const datesGiven = isValidDateString(periodStart) && isValidDateString(periodEnd) && periodStart <= periodEnd;
  const coversToday = datesGiven && isCurrentPeriod({ period_start: periodStart, period_end: periodEnd }, todayInLagos());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check({ name: name.trim() === '' ? undefined : name, periodStart, periodEnd });
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
        <DateInput
          label="First day"
          required
          value={periodStart}
          error={form.errorOf('periodStart')}
          onChange={(value) => form.set('periodStart', value)}
        />
        <DateInput
          label="Last day"
          required
          min={periodStart || undefined}
          value={periodEnd}
          error={form.errorOf('periodEnd')}
          onChange={(value) => form.set('periodEnd', value)}
        />
        <TextField
          className="sm:col-span-2"
          label="Name"
          maxLength={PERIOD_NAME_MAX}
          value={name}
          placeholder={datesGiven ? defaultPeriodName(periodStart, periodEnd) : 'e.g. FY 2027'}
          hint="Left blank, the period is named from its dates"
          error={form.errorOf('name')}
          onChange={(event) => form.set('name', event.target.value)}
        />
        {coversToday && <p className="text-sm text-slate-600 sm:col-span-2">This period covers today, so it will be the current period.</p>}
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" onClick={onClose} disabled={saving.sending}>
            Cancel
          </Button>
          <Button type="submit" busy={saving.sending}>
            Add period
          </Button>
        </div>
      </form>
    </Modal>
  );
}
