import { useCallback, type FormEvent } from 'react';
import { RelationshipManagerPayload, type UserInsurer } from '../../../domain/insurers';
import { setRelationshipManager } from '../../api/insurers';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { notify } from '../../ui/toaster';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useSending } from '../../ui/use-sending';

type InsurerRowProps = { insurer: UserInsurer; onSaved: (insurer: UserInsurer) => void; onRemove: () => void };

/** One of the user's insurers, with its relationship manager's email editable in place. */
export function InsurerRow({ insurer, onSaved, onRemove }: InsurerRowProps) {
  const { api } = useServices();
  const saving = useSending(
    useCallback(
      (signal: AbortSignal, email: string) => setRelationshipManager(api, insurer.provider_id, email, signal),
      [api, insurer.provider_id],
    ),
  );
  const form = useCheckedForm(
    RelationshipManagerPayload,
    { providerId: String(insurer.provider_id), relationshipManagerEmail: insurer.relationship_manager_email ?? '' },
    saving.failure?.fieldErrors,
  );
  const unchanged = form.values.relationshipManagerEmail?.trim().toLowerCase() === (insurer.relationship_manager_email ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check();
    if (!payload) return;
    const saved = await saving.send(payload.relationshipManagerEmail.trim());
    if (!saved) return;
    onSaved(saved);
    notify.success(`Relationship manager at ${saved.name} saved`);
  };

  const failure = saving.failure;
  return (
    <li aria-label={insurer.name} className="flex flex-col gap-3 py-4 lg:flex-row lg:items-start lg:justify-between">
      <div>
        <p className="text-sm font-medium text-slate-900">{insurer.name}</p>
        <p className="text-xs text-slate-500">{insurer.licence_class}</p>
      </div>
      <form
        noValidate
        aria-label={`Relationship manager at ${insurer.name}`}
        onSubmit={(event) => void submit(event)}
        className="flex flex-wrap items-start gap-2"
      >
        <TextField
          label="Relationship manager email"
          type="email"
          autoComplete="off"
          className="min-w-64"
          {...form.field('relationshipManagerEmail')}
        />
        <div className="flex gap-2 pt-6">
          <Button type="submit" variant="secondary" busy={saving.sending} disabled={unchanged}>
            Save
          </Button>
          <Button variant="ghost" onClick={onRemove} aria-label={`Remove ${insurer.name}`}>
            Remove
          </Button>
        </div>
        {failure && !failure.fieldErrors.relationshipManagerEmail && (
          <p role="alert" className="w-full text-sm text-red-700">
            {failure.message}
          </p>
        )}
      </form>
    </li>
  );
}
