import { CLIENT_TITLES } from '../../../domain/clients';
import { TextField } from '../../ui/text-field';
import { ChoiceField, DateField, FieldGroup } from './form-parts';
import { IdentityFields } from './identity-fields';
import type { ClientForm } from './use-client-form';

export const DIRECTOR_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'email',
  'phone',
  'dateOfBirth',
  'nationality',
  'address',
  'shareholding',
  'identificationType',
  'identificationNumber',
  'identificationExpiry',
  'bvn',
  'politicallyExposed',
  'politicalPosition',
] as const;

export const blankDirector = () =>
  Object.fromEntries(
    DIRECTOR_FIELDS.map((field) => [field, field === 'politicallyExposed' ? 'false' : field === 'nationality' ? 'Nigerian' : '']),
  );

/** One director's fields; `prefix` is where they sit in the form (`directors.0.` in the wizard). */
export function DirectorFields({ form, prefix = '', label = 'Director' }: { form: ClientForm; prefix?: string; label?: string }) {
  const name = (field: string) => `${prefix}${field}`;
  return (
    <div className="space-y-4">
      <FieldGroup title={`${label}: personal details`}>
        <ChoiceField form={form} name={name('title')} label="Title" choices={CLIENT_TITLES} none="No title" />
        <TextField
          label="Shareholding (%)"
          inputMode="decimal"
          hint="Percent of the shares held, e.g. 25 or 12.5"
          {...form.text(name('shareholding'))}
        />
        <TextField label="First name" required {...form.text(name('firstName'))} />
        <TextField label="Last name" required {...form.text(name('lastName'))} />
        <TextField label="Phone number" type="tel" {...form.text(name('phone'))} />
        <TextField label="Email" type="email" {...form.text(name('email'))} />
        <DateField form={form} name={name('dateOfBirth')} label="Date of birth" />
        <TextField label="Nationality" {...form.text(name('nationality'))} />
        <TextField label="Residential address" className="sm:col-span-2" {...form.text(name('address'))} />
      </FieldGroup>
      <IdentityFields form={form} prefix={prefix} title={`${label}: identification and KYC`} />
    </div>
  );
}
