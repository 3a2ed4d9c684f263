import type { QuoteStatus } from '../../../domain/quotes';

// A quote's status (QUOTE_STATUSES) or a request's (open, quoted, closed), as a coloured badge.

const GREY = 'bg-slate-100 text-slate-700 ring-slate-500/20';
const AMBER = 'bg-amber-50 text-amber-800 ring-amber-600/20';
const BLUE = 'bg-sky-50 text-sky-800 ring-sky-600/20';
const GREEN = 'bg-emerald-50 text-emerald-800 ring-emerald-600/20';
const RED = 'bg-red-50 text-red-800 ring-red-600/20';

const TONES: Record<QuoteStatus | 'open' | 'quoted' | 'closed', string> = {
  draft: GREY,
  'pending approval': AMBER,
  approved: BLUE,
  rejected: RED,
  sent: BLUE,
  accepted: GREEN,
  declined: RED,
  expired: GREY,
  converted: GREEN,
  'not taken': GREY,
  open: AMBER,
  quoted: BLUE,
  closed: GREY,
};

/** 'pending approval' as "Pending approval". */
export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** `name` makes the badge the page's own status (a page header's), found by that name; in a list it is plain text. */
export function QuoteStatusBadge({ status, name }: { status: string; name?: string }) {
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
