import { useId, useLayoutEffect, useRef, type InputHTMLAttributes, type JSX } from 'react';
import { truncateMoneyText } from '../../domain/money';
import { FieldLabel } from './field-label';

export type MoneyInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  label: string;
  /** The text as shown, e.g. '1,234.5'; turn it into kobo with nairaToKobo when submitting. */
  value: string;
  onChange: (text: string) => void;
  error?: string | null;
  hint?: string;
};

/** How many digits and dots precede position `end` of `text`: commas come and go, these stay. */
function significantBefore(text: string, end: number): number {
  return text.slice(0, end).replace(/[^\d.]/g, '').length;
}

function positionAfterSignificant(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/[\d.]/.test(text[index] ?? '')) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

export function MoneyInput({ label, value, onChange, error, hint, id, className, ...rest }: MoneyInputProps): JSX.Element {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  // Regrouping thousands moves characters around; keep the caret after the same digit the user typed.
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input === null || pendingCaret.current === null || document.activeElement !== input) return;
    const position = positionAfterSignificant(input.value, pendingCaret.current);
    input.setSelectionRange(position, position);
    pendingCaret.current = null;
  }, [value]);

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
          ref={inputRef}
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            const typed = event.target.value;
            const caret = event.target.selectionStart ?? typed.length;
            pendingCaret.current = significantBefore(typed, caret);
            onChange(truncateMoneyText(typed));
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
