import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import { validatePayload, type FieldError } from '../../domain/validation';
import type { Struct } from 'superstruct';

const everyField = () => true;
const noMoreRules = () => [];

/**
 * A form checked with the struct the server uses, by field path ('contacts.0.name'). A field's
 * message (the form's own or the server's) shows until that field is edited. Forms that keep their
 * values elsewhere pass them to `check` and call `touch` on each edit.
 */
export function useCheckedForm<T, S, K extends string = string>(
  struct: Struct<T, S>,
  initial = {} as Record<K, string>,
  serverErrors: Record<string, string> = {},
) {
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());

  const touch = useCallback((field: string) => {
    setErrors(({ [field]: _, ...rest }) => rest);
    setEdited((current) => new Set(current).add(field));
  }, []);
  const set = useCallback(
    (field: K, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      touch(field);
    },
    [touch],
  );
  const errorOf = (field: string): string | undefined => errors[field] ?? (edited.has(field) ? undefined : serverErrors[field]);

  /** Props for a text input bound to a field. */
  const field = (name: K) => ({
    name,
    value: values[name] ?? '',
    error: errorOf(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.value),
  });

  /** Shows these messages in place of those of the fields `only` accepts (every field by default). */
  const show = useCallback((found: FieldError[], only: (field: string) => boolean = everyField) => {
    setErrors((current) => ({
      ...Object.fromEntries(Object.entries(current).filter(([one]) => !only(one))),
      ...Object.fromEntries(found.map((error) => [error.field, error.message])),
    }));
  }, []);

  /** What is wrong with an input: the struct's messages, then the rules it cannot see (`more`). */
  const problems = <I>(input: I, more: (input: I) => FieldError[] = noMoreRules): { value: T | null; found: FieldError[] } => {
    const checked = validatePayload(struct, input);
    const extra = more(input).filter((error) => checked.ok || !checked.errors.some((one) => one.field === error.field));
    const found = [...(checked.ok ? [] : checked.errors), ...extra];
    return { value: checked.ok && found.length === 0 ? checked.value : null, found };
  };

  /** The payload when every field passes; otherwise the messages show and the answer is null. */
  const check = <I>(input: I = values as I, more?: (input: I) => FieldError[]): T | null => {
    const { value, found } = problems(input, more);
    show(found);
    if (value !== null) setEdited(new Set());
    return value;
  };

  /** A submit handler that calls `onValid` with the payload only when every field passes. */
  const submit =
    (onValid: (value: T) => void, extra: Record<string, unknown> = {}) =>
    (event: FormEvent) => {
      event.preventDefault();
      const value = check({ ...values, ...extra });
      if (value !== null) onValid(value);
    };

  return { values, set, touch, errorOf, field, show, problems, check, submit, reset: setValues };
}
