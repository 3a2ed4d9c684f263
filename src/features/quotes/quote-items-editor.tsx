import { useCallback } from 'react';
import { isListField, nameKeyOf, QUOTE_KINDS, type ItemField, type QuoteKind, type QuotePayload } from '../../../domain/quotes';
import { fetchPropertyCategories, fetchVehicleTypes } from '../../api/insurance-reference';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { DateInput } from '../../ui/date-input';
import { FailureNote } from '../../ui/failure-note';
import { FormSection } from '../../ui/form-section';
import { MoneyInput } from '../../ui/money-input';
import { SelectInput } from '../../ui/select-input';
import { TextField } from '../../ui/text-field';
import { useLoader } from '../../ui/use-loader';

type Item = NonNullable<QuotePayload['items']>[number];
type Options = { value: string; label: string }[];

/** The vehicle types and property categories a kind's items choose from; only the lists the kind uses are asked for. */
function useItemLists(kind: QuoteKind) {
  const { api } = useServices();
  const fields: readonly ItemField[] = QUOTE_KINDS[kind].fields;
  const needs = (list: ItemField['kind']) => fields.some((field) => field.kind === list);
  const vehicles = needs('vehicleType');
  const properties = needs('propertyCategory');
  const { state } = useLoader(
    useCallback(
      async (signal: AbortSignal) => ({
        vehicleType: vehicles
          ? (await fetchVehicleTypes(api, signal)).map((type) => ({ value: String(type.vehicle_type_id), label: type.name }))
          : [],
        propertyCategory: properties
          ? (await fetchPropertyCategories(api, signal)).map((category) => ({
              value: String(category.property_category_id),
              label: category.name,
            }))
          : [],
      }),
      [api, vehicles, properties],
    ),
  );
  return state;
}

function DetailInput({
  field,
  label,
  value,
  error,
  options,
  onChange,
}: {
  field: ItemField;
  label: string;
  value: string;
  error?: string;
  options: Options;
  onChange: (value: string) => void;
}) {
  if (isListField(field))
    return (
      <SelectInput label={label} required value={value} options={options} placeholder="Choose one" error={error} onChange={onChange} />
    );
  if (field.kind === 'date') return <DateInput label={label} required={field.required} value={value} error={error} onChange={onChange} />;
  return (
    <TextField
      label={label}
      required={field.required}
      inputMode={field.kind === 'year' || field.kind === 'count' ? 'numeric' : undefined}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * What is insured, item by item: a description, its own sum insured where it has one, and the
 * details its kind of quote records (a vehicle's make and registration, a building's address).
 */
export function QuoteItemsEditor({
  kind,
  items,
  errors,
  onChange,
}: {
  kind: QuoteKind;
  items: Item[];
  errors: Record<string, string>;
  onChange: (items: Item[]) => void;
}) {
  const lists = useItemLists(kind);
  const fields: readonly ItemField[] = QUOTE_KINDS[kind].fields;
  const change = (index: number, changes: Partial<Item>) =>
    onChange(items.map((item, at) => (at === index ? { ...item, ...changes } : item)));
  const setDetail = (index: number, field: ItemField, value: string) => {
    // A list's chosen name is the server's to fill in again from the id.
    const { [nameKeyOf(field)]: _name, ...details } = { ...(items[index]?.details ?? {}), [field.key]: value };
    change(index, { details });
  };
  return (
    <FormSection title="Insured items">
      {lists.status === 'failed' && <FailureNote failure={lists.failure} />}
      {items.length === 0 && <p className="text-sm text-slate-600">No item yet: add what is to be insured.</p>}
      {items.map((item, index) => {
        const number = index + 1;
        const at = (key: string) => errors[`items.${index}.${key}`];
        return (
          <fieldset key={index} className="space-y-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">Item {number}</legend>
            <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
              <TextField
                label={`Description, item ${number}`}
                required
                value={item.description ?? ''}
                error={at('description')}
                onChange={(event) => change(index, { description: event.target.value })}
              />
              <MoneyInput
                label={`Sum insured, item ${number}`}
                value={item.sumInsured ?? ''}
                error={at('sumInsured')}
                onChange={(sumInsured) => change(index, { sumInsured })}
              />
            </div>
            {fields.length > 0 && (
              <div className="grid gap-3 sm:grid-cols-3">
                {fields.map((field) => (
                  <DetailInput
                    key={field.key}
                    field={field}
                    label={`${field.label}, item ${number}`}
                    value={String(item.details?.[field.key] ?? '')}
                    error={at(`details.${field.key}`)}
                    options={lists.status === 'ready' ? (lists.data[field.kind as 'vehicleType' | 'propertyCategory'] ?? []) : []}
                    onChange={(value) => setDetail(index, field, value)}
                  />
                ))}
              </div>
            )}
            <Button
              variant="ghost"
              aria-label={`Remove item ${number}`}
              onClick={() => onChange(items.filter((_, other) => other !== index))}
            >
              Remove
            </Button>
          </fieldset>
        );
      })}
      <Button variant="secondary" onClick={() => onChange([...items, { description: '', sumInsured: '', details: {} }])}>
        Add item
      </Button>
    </FormSection>
  );
}
