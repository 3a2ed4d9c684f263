import type { Insurer } from '../../../domain/underwriters';

const shown = (value: string | null) => value ?? '—';

/** Who the insurer is: the NAICOM list's record, or the one the brokerage keeps itself. */
export function InsurerDetails({ insurer }: { insurer: Insurer }) {
  const facts: [string, string][] = [
    ['Code', insurer.code],
    ['Short name', insurer.short_name],
    ['Licence class', insurer.licence_class],
    ['Email', shown(insurer.email)],
    ['Phone', shown(insurer.phone)],
    ['Address', shown(insurer.address)],
    ['Website', shown(insurer.website)],
  ];
  return (
    <section aria-label="Insurer details" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="mb-4 flex flex-wrap gap-2 text-xs font-medium">
        <span
          className={
            insurer.own ? 'rounded-full bg-amber-50 px-2 py-0.5 text-amber-800' : 'rounded-full bg-slate-100 px-2 py-0.5 text-slate-700'
          }
        >
          {insurer.own ? 'Added by your brokerage' : 'NAICOM list'}
        </span>
        <span
          className={
            insurer.status === 1 ? 'rounded-full bg-green-50 px-2 py-0.5 text-green-800' : 'rounded-full bg-red-50 px-2 py-0.5 text-red-800'
          }
        >
          {insurer.status === 1 ? 'Active' : 'Inactive'}
        </span>
      </p>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
