import { CLIENT_TITLES, GENDERS } from '../../../domain/clients';
import { TextField } from '../../ui/text-field';
import { ChoiceField, DateField, FieldGroup } from './form-parts';
import { IdentityFields } from './identity-fields';
import { PlaceSelects } from './place-selects';
import type { ClientForm } from './use-client-form';

// The fields of an individual client, by the steps of the setup wizard; the edit page shows all three.

export const INDIVIDUAL_STEPS = {
  personal: ['title', 'firstName', 'middleName', 'lastName', 'gender', 'dateOfBirth', 'occupation', 'employer'],
  contact: ['email', 'phone', 'alternatePhone', 'address', 'city', 'stateId', 'lgaId'],
  identification: [
    'identificationType',
    'identificationNumber',
    'identificationExpiry',
    'bvn',
    'nin',
    'politicallyExposed',
    'politicalPosition',
  ],
} as const;

export const BLANK_INDIVIDUAL = Object.fromEntries(
  Object.values(INDIVIDUAL_STEPS)
    .flat()
    .map((field) => [field, field === 'politicallyExposed' ? 'false' : '']),
);

export function PersonalFields({ form }: { form: ClientForm }) {
  return (
    <FieldGroup title="Personal details">
      <ChoiceField form={form} name="title" label="Title" choices={CLIENT_TITLES} none="No title" />
      <ChoiceField form={form} name="gender" label="Gender" choices={GENDERS} none="Not given" />
      <TextField label="First name" required autoComplete="off" {...form.text('firstName')} />
      <TextField label="Middle name" autoComplete="off" {...form.text('middleName')} />
      <TextField label="Last name" required autoComplete="off" {...form.text('lastName')} />
      <DateField form={form} name="dateOfBirth" label="Date of birth" />
      <TextField label="Occupation" {...form.text('occupation')} />
      <TextField label="Employer" {...form.text('employer')} />
    </FieldGroup>
  );
}

export function ContactFields({ form }: { form: ClientForm }) {
  return (
    <FieldGroup title="Contact and address">
      <TextField label="Phone number" type="tel" required hint="A Nigerian mobile number, e.g. 0803 123 4567" {...form.text('phone')} />
      <TextField label="Alternate phone number" type="tel" {...form.text('alternatePhone')} />
      <TextField label="Email" type="email" className="sm:col-span-2" {...form.text('email')} />
      <TextField label="Address" required className="sm:col-span-2" {...form.text('address')} />
      <TextField label="City" {...form.text('city')} />
      <PlaceSelects
        stateId={form.valueOf('stateId')}
        lgaId={form.valueOf('lgaId')}
        onChange={form.set}
        onNamed={form.named}
        stateError={form.errorOf('stateId')}
        lgaError={form.errorOf('lgaId')}
      />
    </FieldGroup>
  );
}

export function IndividualIdentityFields({ form }: { form: ClientForm }) {
  return <IdentityFields form={form} withNin />;
}
