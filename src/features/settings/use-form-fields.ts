import { useState, type ChangeEvent } from 'react';
import { validatePayload } from '../../../domain/validation';
import type { Struct } from 'superstruct';

/**
 * Text fields checked with the struct the server uses. `check` answers the payload when every
 * field passes, and shows the messages otherwise; a server's message for a field stays until the
 * field is edited.
 */
export function useFormFields<T, S>(struct: Struct<T, S>, initial: Record<string, string>, serverErrors: Record<string, string> = {}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());

  const set = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
    setEdited((current) => new Set(current).add(name));
  };

  const errorOf = (name: string) => errors[name] ?? (edited.has(name) ? undefined : serverErrors[name]);

  const field = (name: string) => ({
    name,
    value: values[name] ?? '',
    error: errorOf(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.value),
  });

  const check = (): T | null => {
    const checked = validatePayload(struct, values);
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.errors.map((error) => [error.field, error.message])));
      return null;
    }
    setErrors({});
    setEdited(new Set());
    return checked.value;
  };

  return { values, field, set, errorOf, check };
}
