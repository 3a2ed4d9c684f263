import { Checkbox } from '../../ui/checkbox';
import { DateInput } from '../../ui/date-input';
import { SelectInput } from '../../ui/select-input';
import type { ClientForm } from './use-client-form';
import type { ReactNode } from 'react';

/** A titled group of fields; the title names the group for assistive technology. */
export function FieldGroup({ title, children, description }: { title: string; children: ReactNode; description?: string }) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <legend className="px-1 text-sm font-semibold text-slate-800">{title}</legend>
      {description && <p className="text-sm text-slate-500">{description}</p>}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** A select bound to a form field; `none` offers a way back to no value. */
export function ChoiceField({
  form,
  name,
  label,
  choices,
  required,
  none,
}: {
  form: ClientForm;
  name: string;
  label: string;
  choices: readonly string[];
  required?: boolean;
  none?: string;
}) {
  const value = form.valueOf(name);
  const options = [
    // Offered from the start: "None given" is an answer, not the absence of one.
    ...(none ? [{ value: '', label: none }] : []),
    ...choices.map((choice) => ({ value: choice, label: choice })),
  ];
  return (
    <SelectInput
      label={label}
      name={name}
      required={required}
      value={value}
      options={options}
      placeholder="Choose…"
      error={form.errorOf(name)}
      onChange={(next) => form.set(name, next)}
    />
  );
}

export function DateField({
  form,
  name,
  label,
  max,
  hint,
}: {
  form: ClientForm;
  name: string;
  label: string;
  max?: string;
  hint?: string;
}) {
  return (
    <DateInput
      label={label}
      name={name}
      value={form.valueOf(name)}
      max={max}
      hint={hint}
      error={form.errorOf(name)}
      onChange={(value) => form.set(name, value)}
    />
  );
}

export function CheckboxField({ form, name, label, hint }: { form: ClientForm; name: string; label: string; hint?: string }) {
  return (
    <Checkbox
      name={name}
      label={label}
      hint={hint}
      checked={form.valueOf(name) === 'true'}
      onChange={(checked) => form.set(name, checked ? 'true' : 'false')}
      className="sm:col-span-2"
    />
  );
}

/** The form's own message when the server refused it for a reason no field carries. */
export function FormProblem({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-600/20">
      {message}
    </p>
  );
}
