import type { ReactNode } from 'react';

export type Detail = [label: string, value: ReactNode];

const shown = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

/** Labelled values under a heading, as a description list. */
export function DetailList({ title, details, actions }: { title: string; details: Detail[]; actions?: ReactNode }) {
  const id = `details-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={id} className="text-sm font-semibold text-slate-800">
          {title}
        </h2>
        {actions}
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
            <dd className="mt-0.5 text-sm text-slate-900">{shown(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A PEP's office after the yes, for the regulatory reports' readers. */
export const exposure = (exposed: boolean, position: string | null) => (exposed ? `Yes — ${position ?? 'position not recorded'}` : 'No');

export const joined = (...parts: (string | null | undefined)[]) => parts.filter((part) => part && part.trim()).join(' ');

/** An address and its city, as one line. */
export const addressLine = (...parts: (string | null | undefined)[]) => parts.filter((part) => part && part.trim()).join(', ');
