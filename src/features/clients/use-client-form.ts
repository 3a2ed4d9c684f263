import { useCallback, useState, type ChangeEvent } from 'react';
import { validatePayload } from '../../../domain/validation';
import type { Struct } from 'superstruct';

export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string>;

const DIRECTOR_FIELD = /^directors\.(\d+)\.(.+)$/;

/**
 * What a client form holds: its own fields, and for a new company the directors entered with it.
 * Field names are the payload's (`firstName`, `directors.1.bvn`), so the server's field errors land
 * under the fields they name. Everything is text; the domain structs turn it into the payload.
 */
export function useClientForm(initial: FormValues, initialDirectors: FormValues[] = []) {
  const [values, setValues] = useState(initial);
  const [directors, setDirectors] = useState(initialDirectors);
  const [errors, setErrors] = useState<FieldErrors>({});

  const valueOf = (name: string): string => {
    const director = DIRECTOR_FIELD.exec(name);
    return director ? (directors[Number(director[1])]?.[director[2]!] ?? '') : (values[name] ?? '');
  };

  const set = useCallback((name: string, value: string) => {
    const director = DIRECTOR_FIELD.exec(name);
    if (director) {
      const index = Number(director[1]);
      setDirectors((all) => all.map((entry, i) => (i === index ? { ...entry, [director[2]!]: value } : entry)));
    } else {
      setValues((all) => ({ ...all, [name]: value }));
    }
    setErrors(({ [name]: _, ...rest }) => rest);
  }, []);

  /** Props for a text input bound to a field. */
  const text = (name: string) => ({
    name,
    value: valueOf(name),
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.value),
  });

  // Keys starting with '_' are for display only (the name of the chosen state), never sent.
  const payload = () => ({
    ...Object.fromEntries(Object.entries(values).filter(([key]) => !key.startsWith('_'))),
    ...(directors.length > 0 ? { directors } : {}),
  });
  const named = (field: string, name: string) => set(`_${field}Name`, name);

  /**
   * Checks the whole payload with the server's struct and shows the messages of the fields `shown`
   * accepts (the current step's); answers the payload when nothing shown is wrong.
   */
  function check<T, S>(struct: Struct<T, S>, shown: (field: string) => boolean = () => true): { value: T | null; errors: FieldErrors } {
    const result = validatePayload(struct, payload());
    const found: FieldErrors = result.ok
      ? {}
      : Object.fromEntries(result.errors.filter((e) => shown(e.field)).map((e) => [e.field, e.message]));
    setErrors((current) => ({ ...Object.fromEntries(Object.entries(current).filter(([field]) => !shown(field))), ...found }));
    return { value: result.ok ? result.value : null, errors: found };
  }

  const addDirector = (blank: FormValues) => setDirectors((all) => [...all, blank]);
  const removeDirector = (index: number) => {
    setDirectors((all) => all.filter((_, i) => i !== index));
    // The others move up a place: their messages no longer fit.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith('directors'))));
  };

  return { values, directors, errors, setErrors, valueOf, set, named, text, check, addDirector, removeDirector, reset: setValues };
}

export type ClientForm = ReturnType<typeof useClientForm>;
