import { useCallback, useState } from 'react';
import { validatePayload } from '../../../domain/validation';
import type { FieldError } from '../../../domain/validation';
import type { Struct } from 'superstruct';

/**
 * Field messages for a form checked with the struct the server uses, plus the rules the struct
 * cannot see (`more`, given what was entered). A server's message for a field shows until that field is edited.
 */
export function useCheckedForm<T, S>(struct: Struct<T, S>, serverErrors: Record<string, string> = {}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());

  const touch = useCallback((field: string) => {
    setErrors(({ [field]: _, ...rest }) => rest);
    setEdited((current) => new Set(current).add(field));
  }, []);

  const errorOf = (field: string): string | undefined => errors[field] ?? (edited.has(field) ? undefined : serverErrors[field]);

  /** The payload when every field passes; otherwise the messages show and the answer is null. */
  const check = <I>(input: I, more: (input: I) => FieldError[] = () => []): T | null => {
    const checked = validatePayload(struct, input);
    const extra = more(input).filter((error) => checked.ok || !checked.errors.some((one) => one.field === error.field));
    const found = [...(checked.ok ? [] : checked.errors), ...extra];
    if (found.length > 0) {
      setErrors(Object.fromEntries(found.map((error) => [error.field, error.message])));
      return null;
    }
    setErrors({});
    setEdited(new Set());
    return checked.ok ? checked.value : null;
  };

  return { errorOf, touch, check };
}
