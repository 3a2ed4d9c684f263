import { useId, useMemo, useState } from 'react';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Loading } from '../../ui/loading';
import { Modal } from '../../ui/modal';

export interface PickOption<V extends string | number> {
  value: V;
  label: string;
  detail?: string;
  /** Why it cannot be picked (shown under it); it stays in the list, unchecked and disabled. */
  unavailable?: string;
}

export interface PickDialogProps<V extends string | number> {
  open: boolean;
  title: string;
  /** What the list holds, e.g. "users": used in the filter's label and the empty message. */
  noun: string;
  /** Undefined while they load. */
  options: readonly PickOption<V>[] | undefined;
  submitLabel: string;
  /** Checked when the dialog opens; for lists that replace the whole set (branches). */
  initial?: readonly V[];
  /** Lets the person submit an empty choice, emptying the set. */
  allowEmpty?: boolean;
  busy?: boolean;
  onPick: (values: V[]) => void;
  onClose: () => void;
}

/** Chooses several items from a list, with a filter; the caller leaves out what is already held, or passes it as `initial`. */
export function PickDialog<V extends string | number>({
  open,
  title,
  noun,
  options,
  submitLabel,
  initial,
  allowEmpty,
  busy,
  onPick,
  onClose,
}: PickDialogProps<V>) {
  const [chosen, setChosen] = useState<V[]>([...(initial ?? [])]);
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setChosen([...(initial ?? [])]);
    setFilter('');
  }
  const shown = useMemo(() => {
    const term = filter.trim().toLowerCase();
    if (!options) return [];
    return term ? options.filter((option) => `${option.label} ${option.detail ?? ''}`.toLowerCase().includes(term)) : options;
  }, [filter, options]);
  const toggle = (value: V) => setChosen((now) => (now.includes(value) ? now.filter((v) => v !== value) : [...now, value]));
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button busy={busy} disabled={chosen.length === 0 && !allowEmpty} onClick={() => onPick(chosen)}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {!options ? (
        <Loading label={`Loading ${noun}`} />
      ) : options.length === 0 ? (
        <EmptyState title={`No ${noun} left to add`} />
      ) : (
        <div className="space-y-3">
          <label htmlFor={filterId} className="sr-only">
            Filter {noun}
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={`Filter ${noun}`}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
          <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto">
            {shown.map((option) => {
              const reasonId = `${filterId}-${option.value}-unavailable`;
              return (
                <li key={option.value}>
                  <label className={`flex items-start gap-3 px-1 py-2 ${option.unavailable ? 'cursor-not-allowed' : 'cursor-pointer'}`}>
                    <input
                      type="checkbox"
                      className="mt-0.5"
                      checked={chosen.includes(option.value)}
                      disabled={option.unavailable !== undefined}
                      aria-describedby={option.unavailable ? reasonId : undefined}
                      onChange={() => toggle(option.value)}
                    />
                    <span>
                      <span className={`block font-medium ${option.unavailable ? 'text-slate-500' : 'text-slate-900'}`}>
                        {option.label}
                      </span>
                      {option.detail && <span className="block text-xs text-slate-500">{option.detail}</span>}
                    </span>
                  </label>
                  {option.unavailable && (
                    <p id={reasonId} className="pb-2 pl-8 text-xs text-amber-700">
                      {option.unavailable}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </Modal>
  );
}
