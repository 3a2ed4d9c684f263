import { CLAIM_PAYMENT_MODES, MAX_STATUS_REASON } from '../../../domain/claims';
import { moveFields } from '../../../machines/claims/move-form';
import { CashAndBankSelect } from '../../app/accounts/cash-and-bank-select';
import { DateInput } from '../../ui/date-input';
import { MoneyInput } from '../../ui/money-input';
import { SelectInput } from '../../ui/select-input';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import type { ClaimStatus, MoveForm } from '../../../machines/claims/claims.types';

const MODES = CLAIM_PAYMENT_MODES.map((mode) => ({ value: mode, label: mode }));
type Mode = (typeof CLAIM_PAYMENT_MODES)[number];

const REASONS: Partial<Record<ClaimStatus, string>> = {
  declined: 'Why the insurer declined it',
  withdrawn: 'Why the client withdrew it',
  offer_disputed: 'Why the offer is disputed',
};

export interface MoveFieldsProps {
  from: ClaimStatus;
  to: ClaimStatus;
  form: MoveForm;
  errors: Record<string, string>;
  today: string;
  disabled: boolean;
  onChange: (field: keyof MoveForm, value: string) => void;
}

/** The labelled fields a move records, and nothing else. */
export function MoveFields({ from, to, form, errors, today, disabled, onChange }: MoveFieldsProps) {
  const fields = moveFields(from, to);
  const has = (field: keyof MoveForm) => fields.includes(field);
  const text = (field: keyof MoveForm) => ({
    value: form[field],
    error: errors[field],
    disabled,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  const intoBrokerage = to === 'payment_received';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {has('reason') && (
        <div className="sm:col-span-2">
          <TextArea
            label={REASONS[to] ?? 'Reason'}
            required
            value={form.reason}
            onChange={(reason) => onChange('reason', reason)}
            limit={MAX_STATUS_REASON}
            error={errors.reason}
            disabled={disabled}
          />
        </div>
      )}
      {has('adjusterName') && <TextField label="Loss adjuster" required {...text('adjusterName')} />}
      {has('adjusterFirm') && <TextField label="Adjuster’s firm" {...text('adjusterFirm')} />}
      {has('adjusterEmail') && <TextField label="Adjuster’s email" type="email" {...text('adjusterEmail')} />}
      {has('offerAmount') && <MoneyInput label="Offer" required {...text('offerAmount')} onChange={(v) => onChange('offerAmount', v)} />}
      {has('excess') && <MoneyInput label="Excess" {...text('excess')} onChange={(v) => onChange('excess', v)} />}
      {has('paymentDate') && (
        <DateInput
          label={intoBrokerage ? 'Date received' : 'Date paid'}
          required
          max={today}
          value={form.paymentDate}
          error={errors.paymentDate}
          disabled={disabled}
          onChange={(date) => onChange('paymentDate', date)}
        />
      )}
      {has('modeOfPayment') && (
        <SelectInput
          label="Mode of payment"
          required={from === 'payment_received'}
          value={form.modeOfPayment as Mode | ''}
          options={MODES}
          placeholder="Choose a mode"
          error={errors.modeOfPayment}
          disabled={disabled}
          onChange={(mode) => onChange('modeOfPayment', mode)}
        />
      )}
      {has('accountId') && (
        <CashAndBankSelect
          label={intoBrokerage ? 'Received into' : 'Paid from'}
          value={form.accountId}
          error={errors.accountId}
          disabled={disabled}
          onChange={(account) => onChange('accountId', account)}
        />
      )}
      {has('reference') && (
        <TextField
          label={intoBrokerage || from === 'discharge_signed' ? 'Insurer’s cheque or transfer reference' : 'Cheque or transfer reference'}
          required={form.modeOfPayment === 'Cheque'}
          {...text('reference')}
        />
      )}
    </div>
  );
}
