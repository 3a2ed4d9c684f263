import { useCallback } from 'react';
import { ClaimSettingsPayload, type ClaimSettings } from '../../../../domain/claims';
import { fetchClaimSettings, saveClaimSettings } from '../../../api/claims';
import { useServices } from '../../../app/session/session-context';
import { Button } from '../../../ui/button';
import { FailureNote } from '../../../ui/failure-note';
import { FormSection } from '../../../ui/form-section';
import { LoadedSlot } from '../../../ui/loaded-slot';
import { TextField } from '../../../ui/text-field';
import { notify } from '../../../ui/toaster';
import { useCheckedForm } from '../../../ui/use-checked-form';
import { useLoader } from '../../../ui/use-loader';
import { useSending } from '../../../ui/use-sending';

/** The days a claim may stay open before it is flagged overdue, in the lists and by mail. */
export function AgeLimitSection() {
  const { api } = useServices();
  const { state, reload, replace } = useLoader(useCallback((signal: AbortSignal) => fetchClaimSettings(api, signal), [api]));
  return (
    <FormSection title="Age limit">
      <LoadedSlot state={state} what="claim settings" onRetry={reload}>
        {(settings) => <AgeLimitForm key={settings.age_limit_days} saved={settings} onSaved={(answer) => replace(() => answer)} />}
      </LoadedSlot>
    </FormSection>
  );
}

function AgeLimitForm({ saved, onSaved }: { saved: ClaimSettings; onSaved: (settings: ClaimSettings) => void }) {
  const { api } = useServices();
  const saving = useSending(useCallback((signal: AbortSignal, days: number) => saveClaimSettings(api, days, signal), [api]));
  const form = useCheckedForm(ClaimSettingsPayload, { ageLimitDays: String(saved.age_limit_days) }, saving.failure?.fieldErrors);
  const save = async (payload: ClaimSettingsPayload) => {
    const answer = await saving.send(Number(payload.ageLimitDays));
    if (!answer) return;
    notify.success(`A claim open more than ${answer.age_limit_days} days is now flagged overdue`);
    onSaved(answer);
  };
  return (
    <form noValidate aria-label="Age limit" onSubmit={form.submit((payload) => void save(payload))} className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Days a claim may stay open"
          inputMode="numeric"
          required
          hint="Past it, an open claim is flagged overdue"
          {...form.field('ageLimitDays')}
        />
        <Button type="submit" busy={saving.sending}>
          Save age limit
        </Button>
      </div>
      <FailureNote failure={saving.failure} />
    </form>
  );
}
