import { TextField } from '../../ui/text-field';
import { DateField, FieldGroup } from './form-parts';
import { PlaceSelects } from './place-selects';
import type { ClientForm } from './use-client-form';

// The fields of a corporate client, by the steps of the setup wizard; the edit page shows both.

export const CORPORATE_STEPS = {
  company: ['corporateName', 'rcNumber', 'tin', 'dateOfIncorporation', 'industry'],
  address: [
    'operatingBusinessAddress',
    'cityOfOperation',
    'stateId',
    'lgaId',
    'email',
    'phone',
    'website',
    'contactPersonName',
    'contactPersonPhone',
    'contactPersonEmail',
  ],
} as const;

export const BLANK_CORPORATE = Object.fromEntries(
  Object.values(CORPORATE_STEPS)
    .flat()
    .map((field) => [field, '']),
);

export function CompanyFields({ form }: { form: ClientForm }) {
  return (
    <FieldGroup title="Company details">
      <TextField label="Company name" required className="sm:col-span-2" {...form.text('corporateName')} />
      <TextField
        label="RC number"
        hint="CAC registration number, e.g. RC 1234567 (BN or IT for business names and trustees)"
        {...form.text('rcNumber')}
      />
      <TextField label="TIN" hint="Tax identification number, e.g. 12345678-0001" {...form.text('tin')} />
      <DateField form={form} name="dateOfIncorporation" label="Date of incorporation" />
      <TextField label="Industry" {...form.text('industry')} />
    </FieldGroup>
  );
}

export function CompanyAddressFields({ form }: { form: ClientForm }) {
  return (
    <>
      <FieldGroup title="Address and contact">
        <TextField label="Operating business address" required className="sm:col-span-2" {...form.text('operatingBusinessAddress')} />
        <TextField label="City of operation" required {...form.text('cityOfOperation')} />
        <PlaceSelects
          stateLabel="State of operation"
          stateId={form.valueOf('stateId')}
          lgaId={form.valueOf('lgaId')}
          onChange={form.set}
          onNamed={form.named}
          stateError={form.errorOf('stateId')}
          lgaError={form.errorOf('lgaId')}
        />
        <TextField label="Company phone" type="tel" {...form.text('phone')} />
        <TextField label="Company email" type="email" {...form.text('email')} />
        <TextField label="Website" {...form.text('website')} />
      </FieldGroup>
      <FieldGroup title="Contact person">
        <TextField label="Contact person’s name" {...form.text('contactPersonName')} />
        <TextField label="Contact person’s phone" type="tel" {...form.text('contactPersonPhone')} />
        <TextField label="Contact person’s email" type="email" {...form.text('contactPersonEmail')} />
      </FieldGroup>
    </>
  );
}
