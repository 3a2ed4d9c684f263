import { TRANSACTION_STATUS_LABELS } from '../../../domain/transactions';
import type { EntryStatus } from '../../../domain/accounting';

const TONES: Record<EntryStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  rejected: 'bg-red-50 text-red-800 ring-red-600/20',
};

export function TransactionStatusBadge({ status }: { status: EntryStatus }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[status]}`}>
      {TRANSACTION_STATUS_LABELS[status]}
    </span>
  );
}
