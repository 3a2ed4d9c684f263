import { counted } from '../../../domain/format/counted';
import { PREMIUM_REMITTANCE_MODES } from '../../../domain/invoices';
import { scheduleModeAsks, type RemittanceScheduleForm } from '../../../domain/invoices/schedule';
import { Button } from '../../ui/button';
import { DateInput } from '../../ui/date-input';
import { FailureNote } from '../../ui/failure-note';
import { Modal } from '../../ui/modal';
import { SelectInput } from '../../ui/select-input';
import { TextField } from '../../ui/text-field';
import type { RequestFailure } from '../../../domain/api';
import type { FormEvent } from 'react';

export type ScheduleFormStatus = 'editing' | 'submitting' | 'failed';

export interface ScheduleSummary {
  count: number;
  insurer: string;
  /** Formatted: ₦1,093,750.00. */
  total: string;
}

export interface RemitScheduleFormProps {
  form: RemittanceScheduleForm;
  /** By field: the form's own checks, then the server's. */
  errors: Record<string, string>;
  status: ScheduleFormStatus;
  failure: RequestFailure | null;
  summary: ScheduleSummary;
  onChange: (field: keyof RemittanceScheduleForm, value: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}

const FORM_FIELDS: readonly string[] = [
  'date',
  'remittanceMode',
  'remittanceBankName',
  'remittanceChequeNumber',
  'otherRemitDescription',
  'remark',
];
const MODE_OPTIONS = PREMIUM_REMITTANCE_MODES.map((mode) => ({ value: mode, label: mode }));
export const SCHEDULE_FORM_TITLE = 'Remit selected premium';

/** The server's messages for what the form has no field for (the invoices themselves). */
function OtherProblems({ failure }: { failure: RequestFailure | null }) {
  const others = Object.entries(failure?.fieldErrors ?? {}).filter(([field]) => !FORM_FIELDS.includes(field));
  if (!failure || others.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
      <p>{failure.message}</p>
      <ul className="mt-1 list-disc pl-5">
        {others.map(([field, message]) => (
          <li key={field}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

/** How the whole schedule was remitted: one slot per status (editing, submitting, failed). */
export function RemitScheduleForm({ form, errors, status, failure, summary, onChange, onSubmit, onClose }: RemitScheduleFormProps) {
  const submitting = status === 'submitting';
  const asks = scheduleModeAsks(form.remittanceMode);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal open onClose={() => (submitting ? undefined : onClose())} title={SCHEDULE_FORM_TITLE} size="lg">
      <form noValidate aria-label={SCHEDULE_FORM_TITLE} onSubmit={submit} className="space-y-4">
        <p className="rounded-lg bg-slate-50 p-3 text-slate-700">
          {counted(summary.count, 'invoices')} to {summary.insurer}, remitting {summary.total} in full.
        </p>
        {status === 'failed' && (
          <>
            <FailureNote failure={failure} />
            <OtherProblems failure={failure} />
          </>
        )}
        <fieldset disabled={submitting} className="grid gap-4 sm:grid-cols-2">
          <DateInput label="Remittance date" required value={form.date} error={errors.date} onChange={(value) => onChange('date', value)} />
          <SelectInput
            label="Remittance mode"
            required
            value={form.remittanceMode}
            placeholder="Choose a mode"
            options={MODE_OPTIONS}
            error={errors.remittanceMode}
            onChange={(value) => onChange('remittanceMode', value)}
          />
          {asks.bank && (
            <TextField
              label="Bank name"
              required
              value={form.remittanceBankName}
              error={errors.remittanceBankName}
              onChange={(event) => onChange('remittanceBankName', event.target.value)}
            />
          )}
          {asks.cheque && (
            <TextField
              label="Cheque number"
              required
              value={form.remittanceChequeNumber}
              error={errors.remittanceChequeNumber}
              onChange={(event) => onChange('remittanceChequeNumber', event.target.value)}
            />
          )}
          {asks.description && (
            <TextField
              label="Describe the mode of remittance"
              required
              className="sm:col-span-2"
              value={form.otherRemitDescription}
              error={errors.otherRemitDescription}
              onChange={(event) => onChange('otherRemitDescription', event.target.value)}
            />
          )}
          <TextField
            label="Remark"
            className="sm:col-span-2"
            value={form.remark}
            error={errors.remark}
            onChange={(event) => onChange('remark', event.target.value)}
          />
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" busy={submitting}>
            Remit premium
          </Button>
        </div>
      </form>
    </Modal>
  );
}
