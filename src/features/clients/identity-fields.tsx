import { IDENTIFICATION_TYPES, isIdentificationExpired } from '../../../domain/clients';
import { isValidDateString } from '../../../domain/date-input';
import { TextField } from '../../ui/text-field';
import { CheckboxField, ChoiceField, DateField, FieldGroup } from './form-parts';
import type { ClientForm } from './use-client-form';

export const EXPIRED_ID_WARNING = 'This identification has expired. The client can still be saved, but ask for a current document.';

/**
 * Means of identification, BVN (and NIN for a person on their own), and politically exposed
 * status, which the regulatory reports need. `prefix` places the fields of one director.
 */
export function IdentityFields({
  form,
  prefix = '',
  withNin = false,
  title = 'Identification and KYC',
}: {
  form: ClientForm;
  prefix?: string;
  withNin?: boolean;
  title?: string;
}) {
  const name = (field: string) => `${prefix}${field}`;
  const expiry = form.valueOf(name('identificationExpiry'));
  const exposed = form.valueOf(name('politicallyExposed')) === 'true';
  return (
    <FieldGroup title={title}>
      <ChoiceField
        form={form}
        name={name('identificationType')}
        label="Means of identification"
        choices={IDENTIFICATION_TYPES}
        none="None given"
      />
      <TextField label="Identification number" {...form.text(name('identificationNumber'))} />
      <div className="flex flex-col gap-1">
        <DateField form={form} name={name('identificationExpiry')} label="Identification expiry date" />
        {isValidDateString(expiry) && isIdentificationExpired(expiry) && (
          <p role="status" className="text-xs font-medium text-amber-700">
            {EXPIRED_ID_WARNING}
          </p>
        )}
      </div>
      <TextField label="BVN" inputMode="numeric" hint="Bank Verification Number, 11 digits" {...form.text(name('bvn'))} />
      {withNin && (
        <TextField label="NIN" inputMode="numeric" hint="National Identification Number, 11 digits" {...form.text(name('nin'))} />
      )}
      <CheckboxField
        form={form}
        name={name('politicallyExposed')}
        label="Politically exposed person"
        hint="Holds or has held a prominent public office, or is close to someone who does"
      />
      {exposed && <TextField label="Political position" required className="sm:col-span-2" {...form.text(name('politicalPosition'))} />}
    </FieldGroup>
  );
}
