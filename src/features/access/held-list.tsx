import { Button } from '../../ui/button';
import { Loading } from '../../ui/loading';
import { FailureNote } from './failure-note';
import type { Loaded } from '../../ui/use-loader';
import type { ReactNode } from 'react';

export interface HeldItem {
  id: string;
  label: string;
  detail?: ReactNode;
  /** An accessible name for its remove button, e.g. "Remove role accountant"; no button without it. */
  removeLabel?: string;
}

/** What someone or something holds, one row each, with a remove button where removing is allowed. */
export function HeldList({
  loaded,
  items,
  empty,
  busyId,
  onRemove,
}: {
  loaded: Loaded<unknown>;
  items: HeldItem[];
  empty: string;
  busyId?: string | null;
  onRemove: (id: string) => void;
}) {
  if (loaded.status === 'loading') return <Loading />;
  if (loaded.status === 'failed') return <FailureNote failure={loaded.failure} />;
  if (items.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.id} className="flex items-center justify-between gap-3 py-2">
          <div>
            <p className="text-sm font-medium text-slate-900">{item.label}</p>
            {item.detail && <div className="text-xs text-slate-500">{item.detail}</div>}
          </div>
          {item.removeLabel && (
            <Button
              variant="ghost"
              className="text-red-700"
              aria-label={item.removeLabel}
              busy={busyId === item.id}
              onClick={() => onRemove(item.id)}
            >
              Remove
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
