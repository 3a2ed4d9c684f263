import { useId, type ReactNode } from 'react';

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
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  limit?: number;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  rows?: number;
}) {
  const id = useId();
  const described = [limit ? `${id}-count` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        )}
      </label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
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

export function Checkbox({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
      />
      {label}
    </label>
  );
}

/** A note beside a form: a hint, or a warning the person should read before submitting. */
export function Note({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'warning' }) {
  return (
    <p className={`rounded-lg px-3 py-2 text-sm ${tone === 'warning' ? 'bg-amber-50 text-amber-900' : 'bg-slate-50 text-slate-700'}`}>
      {children}
    </p>
  );
}

/** One fact of a card: a term and what it is. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

export const linkClass = 'font-medium text-brand-700 hover:underline';
export const buttonLinkClass = 'rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700';
