import { useId, type FocusEventHandler } from 'react';
import { FieldLabel } from './field-label';

/** A free-text field with its count against the limit; the rule's message shows under it. */
export function TextArea({
  label,
  value,
  onChange,
  limit,
  error,
  required,
  disabled,
  rows = 3,
  stopAtLimit = false,
  onFocus,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  limit?: number;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  rows?: number;
  /** Typing stops at the limit, rather than the count turning red past it. */
  stopAtLimit?: boolean;
  onFocus?: FocusEventHandler<HTMLTextAreaElement>;
}) {
  const id = useId();
  const described = [limit ? `${id}-count` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        value={value}
        rows={rows}
        disabled={disabled}
        maxLength={stopAtLimit ? limit : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        className={[
          'block w-full rounded-lg border px-3 py-2 text-sm shadow-sm focus:ring-2 focus:outline-none disabled:bg-slate-100',
          error ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100',
        ].join(' ')}
      />
      {limit !== undefined && (
        <span id={`${id}-count`} className={`self-end text-xs ${value.length > limit ? 'text-red-600' : 'text-slate-500'}`}>
          {value.length}/{limit} characters
        </span>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
