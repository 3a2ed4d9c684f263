import { useState } from 'react';
import { TextField } from '../../ui/text-field';
import { useCovers } from './use-product-reference';
import type { ChosenCover } from './product-form';

export interface CoversEditorProps {
  categoryId: string;
  chosen: ChosenCover[];
  /** Messages by the payload's path, e.g. `covers.1.rate`. */
  errors: Record<string, string>;
  onChange: (chosen: ChosenCover[]) => void;
}

/** The covers the category offers, searched by name, each chosen with an optional rate of its own. */
export function CoversEditor({ categoryId, chosen, errors, onChange }: CoversEditorProps) {
  const covers = useCovers(categoryId);
  const [words, setWords] = useState('');
  if (!categoryId) return <p className="text-sm text-slate-500">Choose the category first: covers belong to a category.</p>;
  if (covers.status === 'loading')
    return (
      <p role="status" className="text-sm text-slate-500">
        Loading the category’s covers…
      </p>
    );
  if (covers.status === 'failed')
    return (
      <p role="alert" className="text-sm text-red-700">
        The covers could not be loaded: {covers.failure.message}
      </p>
    );

  const term = words.trim().toLowerCase();
  const shown = covers.data.filter(
    (cover) => !term || cover.name.toLowerCase().includes(term) || cover.description.toLowerCase().includes(term),
  );
  const indexOf = (coverId: number) => chosen.findIndex((entry) => entry.coverId === coverId);
  const toggle = (coverId: number) =>
    onChange(indexOf(coverId) === -1 ? [...chosen, { coverId, rate: '' }] : chosen.filter((entry) => entry.coverId !== coverId));
  const setRate = (coverId: number, rate: string) =>
    onChange(chosen.map((entry) => (entry.coverId === coverId ? { ...entry, rate } : entry)));

  return (
    <div className="space-y-3">
      {errors.covers && (
        <p role="alert" className="text-sm text-red-700">
          {errors.covers}
        </p>
      )}
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Search covers
        <input
          type="search"
          value={words}
          onChange={(event) => setWords(event.target.value)}
          placeholder="e.g. flood"
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm font-normal focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
        />
      </label>
      <p className="text-xs text-slate-500">
        {chosen.length} of {covers.data.length} covers chosen
      </p>
      {shown.length === 0 && <p className="text-sm text-slate-500">No cover of this category matches.</p>}
      <ul
        aria-label="Covers of the category"
        className="max-h-96 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
      >
        {shown.map((cover) => {
          const index = indexOf(cover.cover_id);
          const error = index === -1 ? undefined : (errors[`covers.${index}.coverId`] ?? errors[`covers.${index}.rate`]);
          return (
            <li key={cover.cover_id} className="flex flex-col gap-2 px-3 py-2 sm:flex-row sm:items-center sm:justify-between">
              <label className="flex items-start gap-2 text-sm text-slate-800">
                <input type="checkbox" className="mt-0.5" checked={index !== -1} onChange={() => toggle(cover.cover_id)} />
                <span>
                  <span className="font-medium">{cover.name}</span>
                  <span className="block text-xs text-slate-500">{cover.description}</span>
                </span>
              </label>
              {index !== -1 && (
                <TextField
                  label={`Rate for ${cover.name} (%)`}
                  inputMode="decimal"
                  autoComplete="off"
                  className="sm:w-48"
                  value={chosen[index]!.rate}
                  error={error}
                  onChange={(event) => setRate(cover.cover_id, event.target.value)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
