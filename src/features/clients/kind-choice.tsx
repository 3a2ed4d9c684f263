import { useState } from 'react';
import { Button } from '../../ui/button';
import type { ClientKind } from '../../../domain/clients';

const KINDS: { kind: ClientKind; label: string; description: string }[] = [
  { kind: 'individual', label: 'Individual client', description: 'A person: personal details, contact, identification, BVN or NIN.' },
  { kind: 'corporate', label: 'Corporate client', description: 'A company: CAC registration, address, contact person and its directors.' },
];

/** The wizard's first step: the kind of client decides the steps that follow. */
export function KindChoice({ onChosen }: { onChosen: (kind: ClientKind) => void }) {
  const [kind, setKind] = useState<ClientKind | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (kind) onChosen(kind);
      }}
      className="space-y-4"
    >
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Kind of client</legend>
        {KINDS.map((option) => (
          <label
            key={option.kind}
            className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm has-checked:border-brand-500 has-checked:ring-2 has-checked:ring-brand-100"
          >
            <input
              type="radio"
              name="kind"
              value={option.kind}
              checked={kind === option.kind}
              onChange={() => setKind(option.kind)}
              className="mt-1 size-4 text-brand-600 focus:ring-brand-500"
            />
            <span>
              <span className="block text-sm font-semibold text-slate-900">{option.label}</span>
              <span className="block text-sm text-slate-500">{option.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={!kind}>
          Continue
        </Button>
      </div>
    </form>
  );
}
