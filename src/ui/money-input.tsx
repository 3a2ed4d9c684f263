import { useId, type InputHTMLAttributes, type JSX } from 'react';
import { groupMoneyText, truncateMoneyText } from '../../domain/money';
import { FieldLabel } from './field-label';
import { useKeptCaret } from './use-kept-caret';

export type MoneyInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  label: string;
  /** The text as shown, e.g. '1,234.5'; turn it into kobo with nairaToKobo when submitting. */
  value: string;
  onChange: (text: string) => void;
  error?: string | null;
  hint?: string;
};

const MONEY_CHARACTER = /[\d.]/;

export function MoneyInput({ label, value, onChange, error, hint, id, className, ...rest }: MoneyInputProps): JSX.Element {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  // A value given from outside ('425000.00', the outstanding balance) is shown grouped like a typed one.
  const shown = groupMoneyText(value);
  const keepCaret = useKeptCaret(shown, MONEY_CHARACTER);

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={['flex flex-col gap-1', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={inputId} label={label} required={rest.required} />
      <div
        className={[
          'flex items-center rounded-lg border bg-white shadow-sm focus-within:ring-2',
          error ? 'border-red-500 focus-within:ring-red-200' : 'border-slate-300 focus-within:border-brand-500 focus-within:ring-brand-100',
          rest.disabled ? 'bg-slate-100' : '',
        ].join(' ')}
      >
        <span aria-hidden="true" className="pl-3 text-sm text-slate-500">
          ₦
        </span>
        <input
          {...rest}
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={shown}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            keepCaret(event.target);
            onChange(truncateMoneyText(event.target.value));
          }}
          className="block w-full min-w-0 rounded-lg border-0 bg-transparent py-2 pr-3 pl-1.5 text-right text-sm text-slate-900 tabular-nums placeholder:text-slate-400 focus:outline-none disabled:cursor-not-allowed disabled:text-slate-500"
        />
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
