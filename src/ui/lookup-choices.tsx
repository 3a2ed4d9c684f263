import { FailureNote } from './failure-note';
import { Loading } from './loading';
import type { Lookup } from './use-lookup';
import type { KeyboardEvent } from 'react';

/** Enter in a search box searches; it does not send the surrounding form. */
export const keepTyping = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** What a lookup found for the words typed, one to choose with a radio; its progress and failure in its place. */
export function LookupChoices<T>({
  legend,
  lookup,
  typed,
  keyOf,
  labelOf,
  detailOf,
  chosen,
  onChoose,
}: {
  legend: string;
  lookup: Lookup<T>;
  typed: string;
  keyOf: (item: T) => string;
  labelOf: (item: T) => string;
  detailOf: (item: T) => string;
  chosen: string;
  onChoose: (item: T) => void;
}) {
  if (lookup.status === 'searching') return <Loading label={`Looking for ${legend.toLowerCase()}`} />;
  if (lookup.status === 'failed') return <FailureNote failure={lookup.failure} />;
  if (lookup.status !== 'ready') return null;
  if (lookup.found.length === 0) return <p className="text-sm text-slate-600">Nothing matches “{typed.trim()}”.</p>;
  return (
    <fieldset className="max-h-56 space-y-1 overflow-y-auto">
      <legend className="sr-only">{legend}</legend>
      {lookup.found.map((item) => (
        <label
          key={keyOf(item)}
          className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50"
        >
          <input type="radio" name={legend} checked={chosen === keyOf(item)} onChange={() => onChoose(item)} />
          <span>
            <span className="font-medium text-slate-900">{labelOf(item)}</span>
            <span className="block text-xs text-slate-500">{detailOf(item)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
