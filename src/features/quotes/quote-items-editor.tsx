import { useCallback } from 'react';
import { isListField, nameKeyOf, QUOTE_KINDS, type ItemField, type QuoteKind, type QuotePayload } from '../../../domain/quotes';
import { fetchPropertyCategories, fetchVehicleTypes } from '../../api/insurance-reference';
import { useServices } from '../../app/session/session-context';
import { DateInput } from '../../ui/date-input';
import { FailureNote } from '../../ui/failure-note';
import { InsuredItemsEditor } from '../../ui/insured-items-editor';
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

/** The quote's insured items, each with the details its kind of quote records (a vehicle's make and registration, a building's address). */
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
  return (
    <InsuredItemsEditor
      items={items}
      errors={errors}
      onChange={onChange}
      blank={() => ({ description: '', sumInsured: '', details: {} })}
      notice={lists.status === 'failed' && <FailureNote failure={lists.failure} />}
      details={(item, index, change) =>
        fields.length > 0 && (
          <div className="grid gap-3 sm:grid-cols-3">
            {fields.map((field) => (
              <DetailInput
                key={field.key}
                field={field}
                label={`${field.label}, item ${index + 1}`}
                value={String(item.details?.[field.key] ?? '')}
                error={errors[`items.${index}.details.${field.key}`]}
                options={lists.status === 'ready' ? (lists.data[field.kind as 'vehicleType' | 'propertyCategory'] ?? []) : []}
                onChange={(value) => {
                  // A list's chosen name is the server's to fill in again from the id.
                  const { [nameKeyOf(field)]: _name, ...details } = { ...(item.details ?? {}), [field.key]: value };
                  change({ details });
                }}
              />
            ))}
          </div>
        )
      }
    />
  );
}
