import type { ClientStatus } from '../../../domain/clients';

const LOOKS: Record<ClientStatus, { label: string; tone: string }> = {
  active: { label: 'Active', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20' },
  pending: { label: 'Pending', tone: 'bg-amber-50 text-amber-800 ring-amber-600/20' },
  inactive: { label: 'Inactive', tone: 'bg-slate-100 text-slate-700 ring-slate-500/20' },
  cancelled: { label: 'Cancelled', tone: 'bg-red-50 text-red-800 ring-red-600/20' },
};

export const clientStatusLabel = (status: ClientStatus) => LOOKS[status].label;

export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${LOOKS[status].tone}`}>{LOOKS[status].label}</span>
  );
}
