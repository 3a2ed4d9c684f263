import type { UserStatus } from '../../../domain/access';

const LOOKS: Record<UserStatus, { label: string; tone: string }> = {
  active: { label: 'Active', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20' },
  suspended: { label: 'Suspended', tone: 'bg-red-50 text-red-800 ring-red-600/20' },
  invited: { label: 'Invited', tone: 'bg-amber-50 text-amber-800 ring-amber-600/20' },
};

export const statusLabel = (status: UserStatus) => LOOKS[status].label;

export function StatusBadge({ status }: { status: UserStatus }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${LOOKS[status].tone}`}>{LOOKS[status].label}</span>
  );
}
