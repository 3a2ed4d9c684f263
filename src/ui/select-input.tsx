import { useId, type JSX } from 'react';
import { FieldLabel } from './field-label';

export type SelectOption<T extends string> = { value: T; label: string };

export type SelectInputProps<T extends string> = {
  label: string;
  /** '' when nothing is chosen yet */
  value: T | '';
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  placeholder?: string;
  error?: string | null;
  disabled?: boolean;
  required?: boolean;
  name?: string;
};

// A native select: the phone's own picker on small screens and full keyboard support everywhere.
export function SelectInput<T extends string>({
  label,
  value,
  options,
  onChange,
  placeholder,
  error,
  disabled,
  required,
  name,
}: SelectInputProps<T>): JSX.Element {
  const id = useId();
  const errorId = `${id}-error`;

  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className="relative">
        <select
          id={id}
          name={name}
          value={value}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value as T)}
          className={[
            'block w-full appearance-none rounded-lg border bg-white py-2 pr-9 pl-3 text-sm text-slate-900 shadow-sm',
            'focus:outline-none focus:ring-2 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
            value === '' ? 'text-slate-400' : '',
            error
              ? 'border-red-500 focus:border-red-500 focus:ring-red-200'
              : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100',
          ].join(' ')}
        >
          {/* A list that offers '' as a choice of its own (such as "None given") needs no placeholder. */}
          {(placeholder || value === '') && !options.some((option) => option.value === '') && (
            <option value="" disabled>
              {placeholder ?? ''}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} className="text-slate-900">
              {option.label}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        >
          <path d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </div>
      {error && (
        <p id={errorId} className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
