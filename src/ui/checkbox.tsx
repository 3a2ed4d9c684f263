import { useId } from 'react';

/** A checkbox with its label beside it, and a hint under the label where one helps. */
export function Checkbox({
  label,
  checked,
  onChange,
  disabled,
  name,
  hint,
  error,
  className = '',
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  hint?: string;
  /** The field's problem, read with the box. */
  error?: string | null;
  /** Where it sits in the form's grid. */
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`flex items-start gap-2 ${className}`.trim()}>
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined}
        className="mt-0.5 size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="text-xs text-red-600">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
