// A record's status as a coloured badge, in lists and on the record's own page.

const TONES = {
  grey: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  blue: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  red: 'bg-red-50 text-red-800 ring-red-600/20',
};

export type BadgeTone = keyof typeof TONES;

/** 'placed' as "Placed". */
export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** The status, labelled, in its tone; `name` makes it the page's own status, found by that name. */
export function StatusBadge({ status, tone, name }: { status: string; tone: BadgeTone; name?: string }) {
  return (
    <span
      {...(name ? { role: 'status', 'aria-label': name } : {})}
      className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}
    >
      {statusLabel(status)}
    </span>
  );
}
