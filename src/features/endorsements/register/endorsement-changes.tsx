import { DateTime } from 'luxon';
import { formatNairaText } from '../../../../domain/money';
import { useProductDetails } from '../../../app/use-product-details';
import { CoverChoices, coverListError } from '../../../ui/cover-choices';
import { DateInput } from '../../../ui/date-input';
import { FailureNote } from '../../../ui/failure-note';
import { FormSection } from '../../../ui/form-section';
import { InsuredItemsEditor } from '../../../ui/insured-items-editor';
import { Loading } from '../../../ui/loading';
import { MoneyInput } from '../../../ui/money-input';
import { LISTS_ITEMS, NEW_SUM_INSURED, TYPED_PREMIUM, type EndorsementForm, type EndorsementItem } from './endorsement-form';
import type { Policy } from '../../../../domain/policies';

type Errors = Record<string, string | undefined>;
type Edit = (changes: Partial<EndorsementForm>) => void;

const dayAfter = (date: string) => DateTime.fromISO(date).plus({ days: 1 }).toISODate() ?? undefined;
const blankItem = (): EndorsementItem => ({ description: '', sumInsured: '' });

/** The new terms the kind of change asks for: the premium for the whole period, the sum insured, or the new end date. */
export function EndorsementChanges({ policy, form, errors, edit }: { policy: Policy; form: EndorsementForm; errors: Errors; edit: Edit }) {
  const { kind } = form;
  if (kind === '') return null;
  if (kind === 'cancellation')
    return (
      <FormSection title="New terms">
        <p className="text-sm text-slate-700">
          The cover ends on the effective date. The premium of the days left comes back to the client once the insurer’s share of it is
          received.
        </p>
      </FormSection>
    );
  if (kind === 'extension')
    return (
      <FormSection title="New terms">
        <DateInput
          label="New end date"
          required
          value={form.endDate}
          min={dayAfter(policy.end_date)}
          hint={`Now ends on ${policy.end_date}; the days added are charged at the policy’s daily rate`}
          error={errors.endDate}
          onChange={(endDate) => edit({ endDate })}
        />
      </FormSection>
    );
  return (
    <FormSection title="New terms">
      <div className="grid gap-4 sm:grid-cols-2">
        {TYPED_PREMIUM.includes(kind) && (
          <MoneyInput
            label="Premium for the whole period"
            value={form.premium}
            hint={`With the change; blank, unchanged (now ${formatNairaText(policy.premium)})`}
            error={errors.premium}
            onChange={(premium) => edit({ premium })}
          />
        )}
        {NEW_SUM_INSURED.includes(kind) && (
          <MoneyInput
            label="New sum insured"
            required={kind === 'sum insured'}
            value={form.sumInsured}
            hint={
              kind === 'sum insured'
                ? `Now ${formatNairaText(policy.sum_insured)}`
                : `Blank, unchanged (now ${formatNairaText(policy.sum_insured)})`
            }
            error={errors.sumInsured}
            onChange={(sumInsured) => edit({ sumInsured })}
          />
        )}
      </div>
    </FormSection>
  );
}

/** The covers the policy's product offers, as they stand after the change. */
function CoversAfter({ policy, form, errors, edit }: { policy: Policy; form: EndorsementForm; errors: Errors; edit: Edit }) {
  const product = useProductDetails(policy.product_id);
  return (
    <FormSection title="Covers after the change">
      {product.status === 'loading' && <Loading label="Loading the product’s covers" />}
      {product.status === 'failed' && <FailureNote failure={product.failure} />}
      {product.status === 'ready' && product.data && (
        <CoverChoices
          covers={product.data.covers.map((cover) => ({ id: String(cover.cover_id), name: cover.cover_name }))}
          chosen={form.coverIds}
          error={coverListError(form.coverIds, errors)}
          onChange={(coverIds) => edit({ coverIds })}
        />
      )}
    </FormSection>
  );
}

/** Additions and deletions: the items and covers as they stand after the change, starting from the policy's own. */
export function EndorsementLists({ policy, form, errors, edit }: { policy: Policy; form: EndorsementForm; errors: Errors; edit: Edit }) {
  if (form.kind === '' || !LISTS_ITEMS.includes(form.kind)) return null;
  return (
    <>
      <InsuredItemsEditor
        items={form.items}
        errors={errors}
        blank={blankItem}
        notice={
          <p className="text-sm text-slate-600">
            The items as they stand after the change: {form.kind === 'addition' ? 'add the new ones' : 'remove those that go'}.
          </p>
        }
        onChange={(items) => edit({ items })}
      />
      {errors.items && (
        <p role="alert" className="text-sm text-red-700">
          {errors.items}
        </p>
      )}
      <CoversAfter policy={policy} form={form} errors={errors} edit={edit} />
    </>
  );
}
