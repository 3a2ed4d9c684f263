import { Checkbox } from './checkbox';

/** One cover a product offers. */
export interface CoverOption {
  id: string;
  name: string;
}

/**
 * The covers a product offers, each chosen or not (a proposal's terms, an endorsement's covers as
 * they stand after the change); `error` is the list's message, the form's own or the server's.
 */
export function CoverChoices({
  covers,
  chosen,
  error,
  onChange,
}: {
  covers: readonly CoverOption[];
  /** The ids chosen, in the order they were. */
  chosen: readonly string[];
  error?: string;
  onChange: (chosen: string[]) => void;
}) {
  if (covers.length === 0) return <p className="text-sm text-slate-600">The product offers no separate covers.</p>;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">Covers</legend>
      {covers.map((cover) => (
        <Checkbox
          key={cover.id}
          label={cover.name}
          checked={chosen.includes(cover.id)}
          onChange={(on) => onChange(on ? [...chosen, cover.id] : chosen.filter((other) => other !== cover.id))}
        />
      ))}
      {error && <p className="text-xs text-red-600">{error}</p>}
    </fieldset>
  );
}

/** The first message of a cover list by field path (`covers.0.coverId`), else the list's own (`covers`). */
export const coverListError = (chosen: readonly string[], errors: Record<string, string | undefined>): string | undefined =>
  chosen.map((_, index) => errors[`covers.${index}.coverId`]).find(Boolean) ?? errors.covers;
