import { useState, type JSX } from 'react';
import { validateDateInput } from '../../domain/date-input';
import { TextField } from './text-field';

export type DateInputProps = {
  label: string;
  /** yyyy-mm-dd, or '' when empty */
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  min?: string;
  max?: string;
  /** An error from outside (server, form) shown at once and in place of the input's own check. */
  error?: string | null;
  name?: string;
  disabled?: boolean;
  hint?: string;
};

export function DateInput({ label, value, onChange, required, min, max, error, name, disabled, hint }: DateInputProps): JSX.Element {
  const [touched, setTouched] = useState(false);
  const ownError = touched ? validateDateInput(value, { required, min, max }) : null;

  return (
    <TextField
      type="date"
      label={label}
      name={name}
      value={value}
      min={min}
      max={max}
      required={required}
      disabled={disabled}
      hint={hint}
      error={error || ownError}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => setTouched(true)}
    />
  );
}
