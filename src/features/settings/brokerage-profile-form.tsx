import { useCallback, type FormEvent } from 'react';
import { BrokerProfilePayload, type BrokerProfile } from '../../../domain/brokerage';
import { saveBrokerProfile } from '../../api/broker';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { notify } from '../../ui/toaster';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useSending } from '../../ui/use-sending';
import { PlaceFields } from './place-fields';

export const PROFILE_SAVED = 'Brokerage profile updated';

const initialValues = (profile: BrokerProfile) => ({
  name: profile.name,
  email: profile.email ?? '',
  phone: profile.phone ?? '',
  rcNumber: profile.rc_number ?? '',
  naicomLicenseNumber: profile.naicom_license_number ?? '',
  address: profile.address ?? '',
  city: profile.city ?? '',
  stateId: profile.state_id === null ? '' : String(profile.state_id),
  lgaId: profile.lga_id === null ? '' : String(profile.lga_id),
  website: profile.website ?? '',
  tin: profile.tin ?? '',
  quoteValidityDays: String(profile.quote_validity_days),
  renewalReminderDays: profile.renewal_reminder_days.join(', '),
});

/** The brokerage's details, checked with the server's own struct. */
export function BrokerageProfileForm({ profile, onSaved }: { profile: BrokerProfile; onSaved: (profile: BrokerProfile) => void }) {
  const { api } = useServices();
  const saving = useSending(
    useCallback((signal: AbortSignal, payload: BrokerProfilePayload) => saveBrokerProfile(api, payload, signal), [api]),
  );
  const form = useCheckedForm(BrokerProfilePayload, initialValues(profile), saving.failure?.fieldErrors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check();
    if (!payload) return;
    const saved = await saving.send(payload);
    if (!saved) return;
    onSaved(saved);
    notify.success(PROFILE_SAVED);
  };

  const failure = saving.failure;
  return (
    <form noValidate aria-label="Brokerage details" onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
      {failure && Object.keys(failure.fieldErrors).length === 0 && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
          {failure.message}
        </p>
      )}
      <TextField label="Brokerage name" required className="sm:col-span-2" {...form.field('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...form.field('phone')} />
      <TextField label="RC number" hint="CAC registration, e.g. RC 1234567" {...form.field('rcNumber')} />
      <TextField label="NAICOM licence number" {...form.field('naicomLicenseNumber')} />
      <TextField label="Address" autoComplete="street-address" className="sm:col-span-2" {...form.field('address')} />
      <TextField label="City" autoComplete="address-level2" {...form.field('city')} />
      <TextField label="Website" type="url" inputMode="url" {...form.field('website')} />
      <PlaceFields
        stateId={form.values.stateId ?? ''}
        lgaId={form.values.lgaId ?? ''}
        onChange={form.set}
        stateError={form.errorOf('stateId')}
        lgaError={form.errorOf('lgaId')}
        saved={profile}
      />
      <TextField label="TIN" hint="Tax identification number" {...form.field('tin')} />
      <TextField
        label="Quotes stand for (days)"
        hint="From the day a quote is drafted; 30 unless you change it"
        inputMode="numeric"
        {...form.field('quoteValidityDays')}
      />
      <TextField
        label="Renewal reminders (days before expiry)"
        hint="The client is sent a renewal notice, and the policy's owner reminded, this many days before cover ends"
        {...form.field('renewalReminderDays')}
      />
      <div className="flex items-end sm:col-span-2">
        <Button type="submit" busy={saving.sending}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
