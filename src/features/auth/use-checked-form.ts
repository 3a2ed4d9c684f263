import { useState, type ChangeEvent, type FormEvent } from 'react';
import { validatePayload } from '../../../domain/validation';
import type { Struct } from 'superstruct';

/**
 * Form state checked with the same struct the server uses. `submit` calls `onValid` only when
 * every field passes; server field errors passed in are shown until the field is edited.
 */
export function useCheckedForm<T, S>(struct: Struct<T, S>, initial: Record<string, string>, serverErrors: Record<string, string> = {}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [edited, setEdited] = useState<Set<string>>(new Set());

  const field = (name: string) => ({
    name,
    value: values[name] ?? '',
    error: errors[name] ?? (edited.has(name) ? undefined : serverErrors[name]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors(({ [name]: _, ...rest }) => rest);
      setEdited((current) => new Set(current).add(name));
    },
  });

  const submit =
    (onValid: (value: T) => void, extra: Record<string, unknown> = {}) =>
    (event: FormEvent) => {
      event.preventDefault();
      const checked = validatePayload(struct, { ...values, ...extra });
      if (!checked.ok) {
        setErrors(Object.fromEntries(checked.errors.map((error) => [error.field, error.message])));
        return;
      }
      setErrors({});
      setEdited(new Set());
      onValid(checked.value);
    };

  return { values, field, submit };
}
