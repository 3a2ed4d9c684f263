import { isValidDateString } from '../date-input';

// The kinds of quote (POST /quotes/{type}) and what each insured item of that kind records. The
// form draws its fields from these definitions and the server checks the same ones.

export type ItemFieldKind = 'text' | 'year' | 'date' | 'count' | 'vehicleType' | 'propertyCategory';

export interface ItemField {
  key: string;
  label: string;
  kind: ItemFieldKind;
  required: boolean;
}

const field = (key: string, label: string, kind: ItemFieldKind = 'text', required = true): ItemField => ({ key, label, kind, required });

export const QUOTE_KINDS = {
  motor: {
    label: 'Motor',
    fields: [
      field('vehicleTypeId', 'Vehicle type', 'vehicleType'),
      field('make', 'Make'),
      field('model', 'Model'),
      field('year', 'Year of manufacture', 'year'),
      field('registrationNumber', 'Registration number'),
      field('chassisNumber', 'Chassis number', 'text', false),
    ],
  },
  fire: {
    label: 'Fire and property',
    fields: [
      field('propertyCategoryId', 'Property category', 'propertyCategory'),
      field('address', 'Address of the property'),
      field('construction', 'Construction (walls and roof)'),
    ],
  },
  marine: {
    label: 'Marine',
    fields: [
      field('goods', 'Goods carried'),
      field('conveyance', 'Vessel or conveyance'),
      field('voyageFrom', 'Voyage from'),
      field('voyageTo', 'Voyage to'),
    ],
  },
  'general-accident': {
    label: 'General accident',
    fields: [field('location', 'Location of the risk', 'text', false)],
  },
  travel: {
    label: 'Travel',
    fields: [
      field('destination', 'Destination'),
      field('departureDate', 'Departure date', 'date'),
      field('returnDate', 'Return date', 'date'),
      field('travellers', 'Number of travellers', 'count'),
    ],
  },
  life: {
    label: 'Life',
    fields: [
      field('lifeAssured', 'Life assured'),
      field('dateOfBirth', 'Date of birth', 'date'),
      field('occupation', 'Occupation', 'text', false),
    ],
  },
  general: { label: 'Any other class', fields: [] },
} as const satisfies Record<string, { label: string; fields: readonly ItemField[] }>;

/** Where an item keeps the name of what a list field chose (the vehicle type's, the property category's), beside its id. */
export const nameKeyOf = (field: Pick<ItemField, 'key'>): string => `${field.key}Name`;
export const isListField = (field: ItemField): boolean => field.kind === 'vehicleType' || field.kind === 'propertyCategory';

/** What an item's detail reads as: a list field's name where the item keeps it, else the value as entered. */
export const detailText = (details: Record<string, string>, field: Pick<ItemField, 'key'>): string | undefined =>
  details[nameKeyOf(field)] ?? details[field.key];

export type QuoteKind = keyof typeof QUOTE_KINDS;
export const QUOTE_KIND_NAMES = Object.keys(QUOTE_KINDS) as QuoteKind[];
export const isQuoteKind = (value: string): value is QuoteKind => Object.hasOwn(QUOTE_KINDS, value);

export const CHOOSE_QUOTE_KIND = `Choose a kind of quote: ${QUOTE_KIND_NAMES.join(', ')}`;
export const YEAR_RULE = 'Enter a year from 1950 to next year';
export const COUNT_RULE = 'Enter a whole number from 1 to 500';
export const DATE_RULE = 'Enter a date as yyyy-MM-dd';
export const LIST_CHOICE_RULE = 'Choose one from the list';
export const RETURN_BEFORE_DEPARTURE = 'The return date can not be before the departure date';

/** What is wrong with one detail of an insured item, or null. `thisYear` comes from the caller's clock. */
export function itemDetailProblem(definition: ItemField, value: unknown, thisYear: number): string | null {
  const text = value === undefined || value === null ? '' : String(value).trim();
  if (text === '') return definition.required ? 'This field is required' : null;
  switch (definition.kind) {
    case 'year':
      return /^\d{4}$/.test(text) && Number(text) >= 1950 && Number(text) <= thisYear + 1 ? null : YEAR_RULE;
    case 'count':
      return /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 500 ? null : COUNT_RULE;
    case 'date':
      return isValidDateString(text) ? null : DATE_RULE;
    case 'vehicleType':
    case 'propertyCategory':
      return /^\d+$/.test(text) && Number(text) > 0 && Number(text) <= 2_147_483_647 ? null : LIST_CHOICE_RULE;
    case 'text':
      return text.length <= 200 ? null : 'Must be at most 200 characters';
  }
}
