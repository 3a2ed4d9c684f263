import { useCallback, useMemo, type FormEvent } from 'react';
import { agentProfileForm, type AgentProfile, type AgentProfilePayload } from '../../../domain/profile';
import { saveAgentProfile } from '../../api/agent-profile';
import { fetchBanks } from '../../api/banks';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { SelectInput } from '../../ui/select-input';
import { TextField } from '../../ui/text-field';
import { notify } from '../../ui/toaster';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useLoader } from '../../ui/use-loader';
import { useSending } from '../../ui/use-sending';
import { PlaceFields } from './place-fields';

const initialValues = (profile: AgentProfile) => ({
  businessName: profile.business_name ?? '',
  licenseNumber: profile.license_number ?? '',
  address: profile.address ?? '',
  city: profile.city ?? '',
  stateId: profile.state_id === null ? '' : String(profile.state_id),
  lgaId: profile.lga_id === null ? '' : String(profile.lga_id),
  bankId: profile.bank_id === null ? '' : String(profile.bank_id),
  accountNumber: profile.account_number ?? '',
  accountName: profile.account_name ?? '',
});

/** The agent's practice, its place, and the commission account. */
export function AgentProfileForm({ profile, onSaved }: { profile: AgentProfile; onSaved: (profile: AgentProfile) => void }) {
  const { api } = useServices();
  const banks = useLoader(useCallback((signal: AbortSignal) => fetchBanks(api, signal), [api])).state;
  const bankList = useMemo(() => (banks.status === 'ready' ? banks.data : []), [banks]);
  const struct = useMemo(() => agentProfileForm((id) => bankList.find((bank) => bank.bank_id === id)?.code), [bankList]);
  const saving = useSending(
    useCallback((signal: AbortSignal, payload: AgentProfilePayload) => saveAgentProfile(api, payload, signal), [api]),
  );
  const form = useCheckedForm(struct, initialValues(profile), saving.failure?.fieldErrors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check();
    if (!payload) return;
    const saved = await saving.send(payload);
    if (!saved) return;
    onSaved(saved);
    notify.success('Your profile has been updated');
  };

  const bankOptions = bankList.length
    ? bankList.map((bank) => ({ value: String(bank.bank_id), label: bank.name }))
    : profile.bank_id === null
      ? []
      : [{ value: String(profile.bank_id), label: profile.bank_name ?? 'Your bank' }];
  const failure = saving.failure;
  return (
    <form noValidate aria-label="Agent profile" onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
      {failure && Object.keys(failure.fieldErrors).length === 0 && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
          {failure.message}
        </p>
      )}
      <TextField label="Business name" {...form.field('businessName')} />
      <TextField label="Licence number" hint="Your NAICOM agent licence" {...form.field('licenseNumber')} />
      <TextField label="Address" autoComplete="street-address" className="sm:col-span-2" {...form.field('address')} />
      <TextField label="City" autoComplete="address-level2" {...form.field('city')} />
      <PlaceFields
        stateId={form.values.stateId ?? ''}
        lgaId={form.values.lgaId ?? ''}
        onChange={form.set}
        stateError={form.errorOf('stateId')}
        lgaError={form.errorOf('lgaId')}
        saved={profile}
      />
      <SelectInput
        label="Bank"
        value={form.values.bankId ?? ''}
        options={bankOptions}
        onChange={(value) => form.set('bankId', value)}
        placeholder="Choose a bank"
        disabled={banks.status !== 'ready'}
        error={
          form.errorOf('bankId') ??
          (banks.status === 'failed' ? `The list of banks could not be loaded: ${banks.failure.message}` : undefined)
        }
      />
      <TextField label="Account number" inputMode="numeric" autoComplete="off" {...form.field('accountNumber')} />
      <TextField label="Account name" autoComplete="off" {...form.field('accountName')} />
      <div className="flex items-end sm:col-span-2">
        <Button type="submit" busy={saving.sending}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
