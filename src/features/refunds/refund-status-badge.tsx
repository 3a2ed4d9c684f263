import type { RefundStatus } from '../../../domain/policies';

// Where a refund stands as a coloured badge: the insurer's share first, then the client.

const TONES: Record<RefundStatus, string> = {
  'awaiting insurer': 'bg-amber-50 text-amber-800 ring-amber-600/20',
  'due to client': 'bg-sky-50 text-sky-800 ring-sky-600/20',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
};

const LABELS: Record<RefundStatus, string> = {
  'awaiting insurer': 'Awaiting insurer',
  'due to client': 'Due to client',
  paid: 'Paid',
};

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[status]}`}>
      {LABELS[status]}
    </span>
  );
}
