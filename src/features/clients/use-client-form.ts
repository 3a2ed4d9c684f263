import { useCallback, useState, type ChangeEvent } from 'react';
import { useCheckedForm } from '../../ui/use-checked-form';
import type { Struct } from 'superstruct';

export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string>;

const DIRECTOR_FIELD = /^directors\.(\d+)\.(.+)$/;
const everyField = () => true;

/**
 * What a client form holds: its own fields, and for a new company the directors entered with it.
 * Field names are the payload's (`firstName`, `directors.1.bvn`), so the server's field errors land
 * under the fields they name. Everything is text; the domain struct turns it into the payload.
 */
export function useClientForm<T, S>(struct: Struct<T, S>, initial: FormValues, initialDirectors: FormValues[] = []) {
  const form = useCheckedForm(struct, initial);
  const [directors, setDirectors] = useState(initialDirectors);
  const { values, errorOf, touch, show, problems, reset } = form;
  const setValue = form.set;

  const valueOf = (name: string): string => {
    const director = DIRECTOR_FIELD.exec(name);
    return director ? (directors[Number(director[1])]?.[director[2]!] ?? '') : (values[name] ?? '');
  };

  const set = useCallback(
    (name: string, value: string) => {
      const director = DIRECTOR_FIELD.exec(name);
      if (!director) return setValue(name, value);
      const index = Number(director[1]);
      setDirectors((all) => all.map((entry, i) => (i === index ? { ...entry, [director[2]!]: value } : entry)));
      touch(name);
    },
    [setValue, touch],
  );

  /** Props for a text input bound to a field. */
  const text = (name: string) => ({
    name,
    value: valueOf(name),
    error: errorOf(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.value),
  });

  // Keys starting with '_' are for display only (the name of the chosen state), never sent.
  const payload = () => ({
    ...Object.fromEntries(Object.entries(values).filter(([key]) => !key.startsWith('_'))),
    ...(directors.length > 0 ? { directors } : {}),
  });
  const named = (field: string, name: string) => set(`_${field}Name`, name);

  /**
   * Checks the whole payload and shows the messages of the fields `shown` accepts (the current
   * step's); answers the payload when nothing shown is wrong.
   */
  const check = (shown: (field: string) => boolean = everyField): { value: T | null; errors: FieldErrors } => {
    const { value, found } = problems(payload());
    const seen = found.filter((error) => shown(error.field));
    show(seen, shown);
    return { value, errors: Object.fromEntries(seen.map((error) => [error.field, error.message])) };
  };

  /** Shows the server's messages in place of the form's own. */
  const refused = (fieldErrors: FieldErrors) => show(Object.entries(fieldErrors).map(([field, message]) => ({ field, message })));

  const addDirector = (blank: FormValues) => setDirectors((all) => [...all, blank]);
  const removeDirector = (index: number) => {
    setDirectors((all) => all.filter((_, i) => i !== index));
    // The others move up a place: their messages no longer fit.
    show([], (field) => field.startsWith('directors'));
  };

  return { values, directors, errorOf, valueOf, set, named, text, check, refused, addDirector, removeDirector, reset };
}

export type ClientForm = ReturnType<typeof useClientForm>;
