import { useCallback, useState } from 'react';
import { fetchClaimChecklists } from '../../../api/claims';
import { useServices } from '../../../app/session/session-context';
import { FormSection } from '../../../ui/form-section';
import { LoadedSlot } from '../../../ui/loaded-slot';
import { SelectInput } from '../../../ui/select-input';
import { useLoader } from '../../../ui/use-loader';
import { ChecklistEditor } from './checklist-editor';
import type { ClaimChecklist } from '../../../../domain/claims';

const optionOf = (checklist: ClaimChecklist) => ({
  value: checklist.category_code,
  label: checklist.customised ? `${checklist.category_name} (customised)` : checklist.category_name,
});

/** The documents each class of business needs before the insurer looks at a claim, one class at a time. */
export function ChecklistSection() {
  const { api } = useServices();
  const { state, reload, replace } = useLoader(useCallback((signal: AbortSignal) => fetchClaimChecklists(api, signal), [api]));
  const [chosen, setChosen] = useState('');
  return (
    <FormSection title="Document checklists">
      <LoadedSlot state={state} what="checklists" onRetry={reload}>
        {(checklists) => {
          const current = checklists.find((checklist) => checklist.category_code === chosen) ?? checklists[0];
          if (!current) return <p className="text-sm text-slate-600">No class of business is set up yet.</p>;
          return (
            <div className="space-y-4">
              <SelectInput
                label="Class of business"
                value={current.category_code}
                options={checklists.map(optionOf)}
                onChange={setChosen}
              />
              <ChecklistEditor
                // A saved or reset list starts the editor again from what the server kept.
                key={`${current.category_code}:${current.customised}:${current.documents.join('\n')}`}
                checklist={current}
                onSaved={(all) => replace(() => all)}
              />
            </div>
          );
        }}
      </LoadedSlot>
    </FormSection>
  );
}
