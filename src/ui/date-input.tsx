import { useState, type JSX } from 'react';
import { completeDateText, DATE_FORMAT_HINT, shapeDateText, validateDateInput } from '../../domain/date-input';
import { TextField } from './text-field';
import { useKeptCaret } from './use-kept-caret';

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

const DIGIT = /\d/;

/**
 * A date typed and shown as yyyy-mm-dd, the spec's format. Not a native date input: its text
 * follows the browser's locale (05/03/2026 for one user, 3/5/2026 for another).
 */
export function DateInput({ label, value, onChange, required, min, max, error, name, disabled, hint }: DateInputProps): JSX.Element {
  const [touched, setTouched] = useState(false);
  const ownError = touched ? validateDateInput(completeDateText(value), { required, min, max }) : null;
  const keepCaret = useKeptCaret(value, DIGIT);

  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={DATE_FORMAT_HINT}
      label={label}
      name={name}
      value={value}
      required={required}
      disabled={disabled}
      hint={hint}
      error={error || ownError}
      onChange={(event) => {
        keepCaret(event.target);
        onChange(shapeDateText(event.target.value));
      }}
      onBlur={() => {
        setTouched(true);
        const completed = completeDateText(value);
        if (completed !== value) onChange(completed);
      }}
    />
  );
}
