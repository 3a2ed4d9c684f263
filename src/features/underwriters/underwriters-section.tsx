import { useCallback, useState } from 'react';
import { deleteUnderwriter } from '../../api/underwriters';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { ConfirmRemoval } from '../../ui/confirm-removal';
import { EmptyState } from '../../ui/empty-state';
import { notify } from '../../ui/toaster';
import { useSending } from '../../ui/use-sending';
import { UnderwriterCard } from './underwriter-card';
import { UnderwriterFormDialog } from './underwriter-form-dialog';
import type { Insurer, Underwriter } from '../../../domain/underwriters';

type UnderwritersSectionProps = {
  insurer: Insurer;
  underwriters: Underwriter[];
  /** Whether the user may keep underwriters ('Manage Underwriters'). */
  may: boolean;
  onSaved: (underwriter: Underwriter) => void;
  onDeleted: (underwriter: Underwriter) => void;
};

type Editing = { underwriter: Underwriter | null; key: number } | null;

/** The brokerage's underwriters at the insurer, with adding, editing and deleting for those who may. */
export function UnderwritersSection({ insurer, underwriters, may, onSaved, onDeleted }: UnderwritersSectionProps) {
  const { api } = useServices();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Underwriter | null>(null);
  const removal = useSending(useCallback((signal: AbortSignal, id: string) => deleteUnderwriter(api, id, signal), [api]));

  const confirmDelete = async () => {
    if (!deleting) return;
    const message = await removal.send(deleting.underwriter_id);
    if (message === undefined) return;
    onDeleted(deleting);
    notify.success(message);
    setDeleting(null);
  };
  const add = may && <Button onClick={() => setEditing({ underwriter: null, key: Date.now() })}>Add underwriter</Button>;

  return (
    <section aria-labelledby="underwriters-heading" className="space-y-2 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between gap-4">
        <h2 id="underwriters-heading" className="text-base font-semibold text-slate-900">
          Your underwriters at {insurer.short_name}
        </h2>
        {underwriters.length > 0 && add}
      </div>
      {underwriters.length === 0 ? (
        <EmptyState
          title="No underwriters yet"
          description={`Add the desks and officers you deal with at ${insurer.short_name}, with their contacts.`}
          action={add}
        />
      ) : (
        <ul aria-label="Underwriters" className="divide-y divide-slate-100">
          {underwriters.map((underwriter) => (
            <UnderwriterCard
              key={underwriter.underwriter_id}
              underwriter={underwriter}
              {...(may
                ? {
                    onEdit: () => setEditing({ underwriter, key: Date.now() }),
                    onDelete: () => (removal.clearFailure(), setDeleting(underwriter)),
                  }
                : {})}
            />
          ))}
        </ul>
      )}
      {editing && (
        <UnderwriterFormDialog
          key={editing.key}
          providerId={insurer.provider_id}
          underwriter={editing.underwriter}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            onSaved(saved);
            notify.success(editing.underwriter ? 'Underwriter updated' : 'Underwriter added');
            setEditing(null);
          }}
        />
      )}
      <ConfirmRemoval
        title="Delete underwriter"
        what={deleting ? `${deleting.name} and its contacts` : null}
        busy={removal.sending}
        failure={removal.failure}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
