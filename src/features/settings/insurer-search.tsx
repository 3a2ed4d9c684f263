import { useCallback, useState, type FormEvent } from 'react';
import { addInsurer, searchInsurers } from '../../api/insurers';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { notify } from '../../ui/toaster';
import { useSending } from '../../ui/use-sending';
import type { InsurerMatch, UserInsurer } from '../../../domain/insurers';

type InsurerSearchProps = { mine: readonly UserInsurer[]; onAdded: (added: UserInsurer[]) => void };

/** Finds active insurers by name and adds them to the user's list. */
export function InsurerSearch({ mine, onAdded }: InsurerSearchProps) {
  const { api } = useServices();
  const [words, setWords] = useState('');
  const [matches, setMatches] = useState<InsurerMatch[] | null>(null);
  const searching = useSending(useCallback((signal: AbortSignal, query: string) => searchInsurers(api, query, signal), [api]));
  const adding = useSending(useCallback((signal: AbortSignal, providerId: number) => addInsurer(api, providerId, signal), [api]));
  const added = new Set(mine.map((insurer) => insurer.provider_id));

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const found = await searching.send(words);
    if (found) setMatches(found);
  };

  const add = async (match: InsurerMatch) => {
    const answer = await adding.send(match.provider_id);
    if (!answer) return;
    onAdded(answer);
    notify.success(`${match.name} added to your insurers`);
  };

  const failure = searching.failure ?? adding.failure;
  return (
    <div className="space-y-3">
      <form role="search" aria-label="Find an insurer" onSubmit={(event) => void search(event)} className="flex flex-wrap items-end gap-2">
        <TextField
          label="Insurer name"
          value={words}
          onChange={(event) => setWords(event.target.value)}
          className="min-w-64"
          placeholder="e.g. Leadway"
        />
        <Button type="submit" variant="secondary" busy={searching.sending}>
          Search
        </Button>
      </form>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure.message}
        </p>
      )}
      {matches && matches.length === 0 && <p className="text-sm text-slate-600">No active insurer matches “{words.trim()}”.</p>}
      {matches && matches.length > 0 && (
        <ul aria-label="Insurers found" className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
          {matches.map((match) => (
            <li key={match.provider_id} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="text-sm text-slate-800">
                {match.name} <span className="text-xs text-slate-500">({match.licence_class})</span>
              </span>
              {added.has(match.provider_id) ? (
                <span className="text-xs font-medium text-emerald-700">In your insurers</span>
              ) : (
                <Button variant="secondary" onClick={() => void add(match)} disabled={adding.sending} aria-label={`Add ${match.name}`}>
                  Add
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
