import { useCallback } from 'react';
import { MAX_REQUEST_NOTES, MAX_SUBJECT_MATTER } from '../../../domain/quotes/request';
import { todayInLagos } from '../../../domain/today';
import { fetchCategoriesOf, fetchLinesOfBusiness } from '../../api/insurance-reference';
import { useServices } from '../../app/session/session-context';
import { DateInput } from '../../ui/date-input';
import { LoadFailure } from '../../ui/load-failure';
import { MoneyInput } from '../../ui/money-input';
import { SelectInput } from '../../ui/select-input';
import { TextArea } from '../../ui/text-area';
import { useLoader } from '../../ui/use-loader';
import { QUOTE_KIND_OPTIONS, type RequestFormFields } from './request-quote-form';

type Option = { value: string; label: string };

type ListSelectProps = {
  label: string;
  /** "lines of business": what the placeholder and the failure name. */
  what: string;
  /** The placeholder once the list is there: "Choose a line". */
  choose: string;
  load: (signal: AbortSignal) => Promise<Option[]>;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

/** A choice from a list read from the server: a placeholder while it loads, the reason and Try again if it cannot be read. */
function ListSelect({ label, what, choose, load, value, error, onChange }: ListSelectProps) {
  const { state, reload } = useLoader(load);
  const options = state.status === 'ready' ? state.data : [];
  const placeholder = state.status === 'loading' ? `Loading ${what}…` : options.length === 0 ? `No ${what}` : choose;
  return (
    <div className="space-y-2">
      <SelectInput
        label={label}
        value={value}
        options={options}
        placeholder={placeholder}
        disabled={options.length === 0}
        error={error}
        onChange={onChange}
      />
      {state.status === 'failed' && <LoadFailure message={`The ${what} could not be loaded: ${state.failure.message}`} onRetry={reload} />}
    </div>
  );
}

/** The line of business, and its categories once a line is chosen (both optional). */
function LineAndCategory({ fields }: { fields: RequestFormFields }) {
  const { api } = useServices();
  const lineId = fields.values.lineOfBusinessId;
  const loadLines = useCallback(
    async (signal: AbortSignal) =>
      (await fetchLinesOfBusiness(api, signal)).map((line) => ({ value: String(line.line_of_business_id), label: line.name })),
    [api],
  );
  const loadCategories = useCallback(
    async (signal: AbortSignal) =>
      (await fetchCategoriesOf(api, Number(lineId), signal)).map((category) => ({
        value: String(category.category_id),
        label: category.name,
      })),
    [api, lineId],
  );
  const category = {
    label: 'Category',
    value: fields.values.insuranceCategoryId,
    error: fields.errorOf('insuranceCategoryId'),
    onChange: (value: string) => fields.set('insuranceCategoryId', value),
  };
  return (
    <>
      <ListSelect
        label="Line of business"
        what="lines of business"
        choose="Choose a line"
        load={loadLines}
        value={lineId}
        error={fields.errorOf('lineOfBusinessId')}
        onChange={(value) => {
          fields.set('lineOfBusinessId', value);
          fields.set('insuranceCategoryId', '');
        }}
      />
      {lineId ? (
        <ListSelect key={lineId} what="categories" choose="Choose a category" load={loadCategories} {...category} />
      ) : (
        <SelectInput {...category} options={[]} placeholder="Choose a line of business first" disabled />
      )}
    </>
  );
}

/** What cover is asked for: its kind, line and category, what is to be insured, for how much, from when. */
export function RequestCoverFields({ fields }: { fields: RequestFormFields }) {
  const { values, errorOf, set } = fields;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectInput
        label="Kind of quote"
        required
        value={values.quoteType}
        options={QUOTE_KIND_OPTIONS}
        placeholder="Choose a kind"
        error={errorOf('quoteType')}
        onChange={(value) => set('quoteType', value)}
      />
      <div className="hidden sm:block" />
      <LineAndCategory fields={fields} />
      <div className="sm:col-span-2">
        <TextArea
          label="What is to be insured"
          required
          limit={MAX_SUBJECT_MATTER}
          value={values.subjectMatter}
          error={errorOf('subjectMatter')}
          onChange={(value) => set('subjectMatter', value)}
        />
      </div>
      <MoneyInput
        label="Sum insured"
        value={values.sumInsured}
        error={errorOf('sumInsured')}
        onChange={(value) => set('sumInsured', value)}
      />
      <DateInput
        label="Desired start date"
        min={todayInLagos()}
        value={values.desiredStartDate}
        error={errorOf('desiredStartDate')}
        onChange={(value) => set('desiredStartDate', value)}
      />
      <div className="sm:col-span-2">
        <TextArea
          label="Notes"
          limit={MAX_REQUEST_NOTES}
          rows={4}
          value={values.notes}
          error={errorOf('notes')}
          onChange={(value) => set('notes', value)}
        />
      </div>
    </div>
  );
}
