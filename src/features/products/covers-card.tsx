import { useState } from 'react';
import { Button } from '../../ui/button';
import { CoversEditor } from './covers-editor';
import { PartSection } from './part-section';
import type { ProductCover } from '../../../domain/products';
import type { ChosenCover } from './product-form';

export interface CoversCardProps {
  categoryId: string;
  covers: ProductCover[];
  canEdit: boolean;
  busy: string | null;
  onSave: (chosen: ChosenCover[]) => Promise<Record<string, string> | null>;
  onRemove: (cover: ProductCover) => void;
}

/** The product's covers: each removable on its own, or all chosen again from the category's covers. */
export function CoversCard({ categoryId, covers, canEdit, busy, onSave, onRemove }: CoversCardProps) {
  const [draft, setDraft] = useState<ChosenCover[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async () => {
    if (!draft) return;
    const refused = await onSave(draft);
    if (refused) setErrors(refused);
    else {
      setDraft(null);
      setErrors({});
    }
  };
  const actions = draft ? (
    <>
      <Button variant="secondary" onClick={() => setDraft(null)}>
        Cancel
      </Button>
      <Button busy={busy === 'covers'} onClick={() => void save()}>
        Save covers
      </Button>
    </>
  ) : (
    canEdit && (
      <Button variant="secondary" onClick={() => setDraft(covers.map((cover) => ({ coverId: cover.cover_id, rate: cover.rate ?? '' })))}>
        Edit covers
      </Button>
    )
  );

  return (
    <PartSection title="Covers" actions={actions}>
      {draft ? (
        <CoversEditor categoryId={categoryId} chosen={draft} errors={errors} onChange={setDraft} />
      ) : covers.length === 0 ? (
        <p className="text-sm text-slate-500">No covers.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Covers of the product">
          {covers.map((cover) => (
            <li key={cover.cover_id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span className="text-slate-800">
                {cover.cover_name}
                {cover.rate !== null && <span className="ml-2 text-slate-500">{cover.rate}%</span>}
              </span>
              {canEdit && (
                <Button
                  variant="ghost"
                  busy={busy === `cover-${cover.cover_id}`}
                  aria-label={`Remove ${cover.cover_name}`}
                  onClick={() => onRemove(cover)}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </PartSection>
  );
}
