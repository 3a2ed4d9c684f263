import { useCallback, useRef, useState, type FormEvent } from 'react';
import { ClaimChecklistPayload, MAX_CHECKLIST_ITEMS, type ClaimChecklist } from '../../../../domain/claims';
import { validatePayload } from '../../../../domain/validation';
import { resetClaimChecklist, saveClaimChecklist } from '../../../api/claims';
import { useServices } from '../../../app/session/session-context';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FailureNote } from '../../../ui/failure-note';
import { StatusBadge } from '../../../ui/status-badge';
import { notify } from '../../../ui/toaster';
import { useSending } from '../../../ui/use-sending';
import { ChecklistRows, type ChecklistRow } from './checklist-rows';

/** One class of business's documents: edited, saved as the brokerage's own list, or put back to the default. */
export function ChecklistEditor({ checklist, onSaved }: { checklist: ClaimChecklist; onSaved: (all: ClaimChecklist[]) => void }) {
  const { api } = useServices();
  const { category_code: code, category_name: name } = checklist;
  const nextKey = useRef(checklist.documents.length);
  const [rows, setRows] = useState<ChecklistRow[]>(() => checklist.documents.map((document, key) => ({ key, name: document })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const saving = useSending(
    useCallback((signal: AbortSignal, documents: string[]) => saveClaimChecklist(api, code, documents, signal), [api, code]),
  );
  const resetting = useSending(useCallback((signal: AbortSignal) => resetClaimChecklist(api, code, signal), [api, code]));

  const add = () => setRows((current) => [...current, { key: nextKey.current++, name: '' }]);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validatePayload(ClaimChecklistPayload, { documents: rows.map((row) => row.name) });
    setErrors(checked.ok ? {} : Object.fromEntries(checked.errors.map((error) => [error.field, error.message])));
    if (!checked.ok) return;
    const all = await saving.send((checked.value.documents ?? []).map((document) => document ?? ''));
    if (!all) return;
    notify.success(`The ${name} checklist is saved`);
    onSaved(all);
  };
  const reset = async () => {
    const all = await resetting.send();
    setConfirming(false);
    if (!all) return;
    notify.success(`The ${name} checklist is back to the default`);
    onSaved(all);
  };
  const shown = { ...(saving.failure?.fieldErrors ?? {}), ...errors };

  return (
    <form noValidate aria-label={`${name} checklist`} onSubmit={(event) => void save(event)} className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{name}</h3>
        <StatusBadge status={checklist.customised ? 'Customised' : 'Default list'} tone={checklist.customised ? 'blue' : 'grey'} />
      </div>
      <fieldset disabled={saving.sending || resetting.sending} className="space-y-3">
        <legend className="sr-only">Documents the insurer needs for a {name} claim</legend>
        <ChecklistRows rows={rows} errors={shown} onChange={setRows} />
        {shown.documents && (
          <p role="alert" className="text-sm text-red-700">
            {shown.documents}
          </p>
        )}
        <Button variant="secondary" disabled={rows.length >= MAX_CHECKLIST_ITEMS} onClick={add}>
          Add document
        </Button>
      </fieldset>
      <FailureNote failure={saving.failure ?? resetting.failure} />
      <div className="flex flex-wrap justify-end gap-2">
        {checklist.customised && (
          <Button variant="secondary" disabled={saving.sending} onClick={() => setConfirming(true)}>
            Reset to default
          </Button>
        )}
        <Button type="submit" busy={saving.sending} disabled={resetting.sending}>
          Save checklist
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Reset the ${name} checklist?`}
        question="The brokerage's own list is replaced by the default documents for this class of business."
        confirmLabel="Reset to default"
        busy={resetting.sending}
        onConfirm={() => void reset()}
        onClose={() => setConfirming(false)}
      />
    </form>
  );
}
