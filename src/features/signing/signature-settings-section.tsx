import { useCallback } from 'react';
import {
  MAIL_TEXT_MAX,
  settingsPayloadOf,
  SignatureSettingsPayload,
  SIGNING_SENDER_PERMISSIONS,
  type SignatureSettings,
  type SigningSenderPermission,
} from '../../../domain/signing';
import { fetchSignatureSettings, saveSignatureSettings } from '../../api/signing';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { FailureNote } from '../../ui/failure-note';
import { FormSection } from '../../ui/form-section';
import { LoadedSlot } from '../../ui/loaded-slot';
import { SelectInput } from '../../ui/select-input';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { notify } from '../../ui/toaster';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useLoader } from '../../ui/use-loader';
import { useSending } from '../../ui/use-sending';

type SettingsField = 'senderPermission' | 'linkLifetimeHours' | 'reminderIntervalHours' | 'mailText';

const SENDER_CHOICES = SIGNING_SENDER_PERMISSIONS.map((permission) => ({ value: permission, label: `Holders of '${permission}'` }));

const formOf = (settings: SignatureSettings): Record<SettingsField, string> => {
  const payload = settingsPayloadOf(settings);
  return {
    senderPermission: payload.senderPermission,
    linkLifetimeHours: String(payload.linkLifetimeHours),
    reminderIntervalHours: String(payload.reminderIntervalHours),
    mailText: payload.mailText,
  };
};

/** Who may send documents for signature, how long a link lives, how often the client is reminded, the mail's words. */
export function SignatureSettingsSection() {
  const { api } = useServices();
  const { state, reload, replace } = useLoader(useCallback((signal: AbortSignal) => fetchSignatureSettings(api, signal), [api]));
  return (
    <FormSection title="Signing settings">
      <LoadedSlot state={state} what="signing settings" onRetry={reload}>
        {(settings) => <SettingsForm saved={settings} onSaved={(answer) => replace(() => answer)} />}
      </LoadedSlot>
    </FormSection>
  );
}

function SettingsForm({ saved, onSaved }: { saved: SignatureSettings; onSaved: (settings: SignatureSettings) => void }) {
  const { api } = useServices();
  const saving = useSending(
    useCallback((signal: AbortSignal, payload: SignatureSettingsPayload) => saveSignatureSettings(api, payload, signal), [api]),
  );
  const form = useCheckedForm<SignatureSettingsPayload, unknown, SettingsField>(
    SignatureSettingsPayload,
    formOf(saved),
    saving.failure?.fieldErrors,
  );
  const save = async (payload: SignatureSettingsPayload) => {
    const answer = await saving.send(payload);
    if (!answer) return;
    notify.success('Signature settings saved');
    onSaved(answer);
  };
  return (
    <form noValidate aria-label="Signing settings" onSubmit={form.submit((payload) => void save(payload))} className="space-y-4">
      <SelectInput
        label="Who may send documents for signature"
        required
        value={form.values.senderPermission as SigningSenderPermission}
        options={SENDER_CHOICES}
        onChange={(value) => form.set('senderPermission', value)}
        error={form.errorOf('senderPermission')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Link lifetime (hours)"
          inputMode="numeric"
          required
          hint="How long a signing link works after it is sent: 1 to 720 hours"
          {...form.field('linkLifetimeHours')}
        />
        <TextField
          label="Reminder interval (hours)"
          inputMode="numeric"
          required
          hint="How often an unsigned request is mailed again; 0 sends no reminders"
          {...form.field('reminderIntervalHours')}
        />
      </div>
      <TextArea
        label="Message of the signing mail"
        required
        rows={4}
        limit={MAIL_TEXT_MAX}
        value={form.values.mailText}
        onChange={(value) => form.set('mailText', value)}
        error={form.errorOf('mailText')}
      />
      <FailureNote failure={saving.failure} />
      <Button type="submit" busy={saving.sending}>
        Save
      </Button>
    </form>
  );
}
