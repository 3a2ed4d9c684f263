import { useCallback, useState } from 'react';
import { validatePayload } from '../../../domain/validation';
import type { Struct } from 'superstruct';

/**
 * Field messages for a form checked with the struct the server uses, by field path
 * ('contacts.0.name'). A server's message for a field shows until that field is edited.
 */
export function useCheckedForm<T, S>(struct: Struct<T, S>, serverErrors: Record<string, string> = {}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());

  const touch = useCallback((path: string) => {
    setErrors(({ [path]: _, ...rest }) => rest);
    setEdited((current) => new Set(current).add(path));
  }, []);

  const errorOf = (path: string): string | undefined => errors[path] ?? (edited.has(path) ? undefined : serverErrors[path]);

  /** The payload when every field passes; otherwise the messages show and the answer is null. */
  const check = (input: unknown): T | null => {
    const checked = validatePayload(struct, input);
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.errors.map((error) => [error.field, error.message])));
      return null;
    }
    setErrors({});
    setEdited(new Set());
    return checked.value;
  };

  return { errorOf, touch, check };
}
