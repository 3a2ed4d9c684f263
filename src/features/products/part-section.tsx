import { Button } from '../../ui/button';
import type { ReactNode } from 'react';

export interface PartSectionProps {
  title: string;
  /** Shown in the heading's row: edit, save, remove... */
  actions?: ReactNode;
  children: ReactNode;
}

/** One part of a product (or its main details) as a titled card. */
export function PartSection({ title, actions, children }: PartSectionProps) {
  const id = `part-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

export function RemoveSectionButton({ title, onRemove }: { title: string; onRemove: () => void }) {
  return (
    <Button variant="ghost" onClick={onRemove}>
      Remove {title.toLowerCase()} section
    </Button>
  );
}
