import { useState } from 'react';
import { validatePayload } from '../../../domain/validation';
import type { RequestFailure } from '../../../domain/api';
import type { Struct } from 'superstruct';

/**
 * A form's values checked with the struct the server uses. A field's message (the form's own or
 * the server's) shows until that field is edited.
 */
export function useCheckedForm<T, S, K extends string>(struct: Struct<T, S>, initial: Record<K, string>, failure: RequestFailure | null) {
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());

  const set = (field: K, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
    setEdited((current) => new Set(current).add(field));
  };
  const errorOf = (field: string): string | undefined => errors[field] ?? (edited.has(field) ? undefined : failure?.fieldErrors[field]);

  /** The payload when every field passes; otherwise the messages show and the answer is null. */
  const check = (input: unknown): T | null => {
    const checked = validatePayload(struct, input);
    setEdited(new Set());
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.errors.map((error) => [error.field, error.message])));
      return null;
    }
    setErrors({});
    return checked.value;
  };

  return { values, set, errorOf, check };
}
