import type { PolicyStatus } from '../../../domain/policies';

// A policy's status as a coloured badge, in lists and on its own page.

const GREY = 'bg-slate-100 text-slate-700 ring-slate-500/20';
const AMBER = 'bg-amber-50 text-amber-800 ring-amber-600/20';
const BLUE = 'bg-sky-50 text-sky-800 ring-sky-600/20';
const GREEN = 'bg-emerald-50 text-emerald-800 ring-emerald-600/20';
const RED = 'bg-red-50 text-red-800 ring-red-600/20';

const TONES: Record<PolicyStatus, string> = {
  proposal: AMBER,
  placed: BLUE,
  active: GREEN,
  expired: GREY,
  renewed: GREEN,
  lapsed: RED,
  cancelled: RED,
};

/** 'placed' as "Placed". */
export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** A policy's status as a coloured badge; `name` makes it the page's own status, found by that name. */
export function PolicyStatusBadge({ status, name }: { status: string; name?: string }) {
  const tone = (TONES as Record<string, string>)[status] ?? GREY;
  return (
    <span
      {...(name ? { role: 'status', 'aria-label': name } : {})}
      className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${tone}`}
    >
      {statusLabel(status)}
    </span>
  );
}
