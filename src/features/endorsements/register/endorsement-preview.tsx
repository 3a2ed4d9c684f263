import { formatNaira } from '../../../../domain/money';
import { describeAdjustment, type EndorsementTerms } from '../../../../domain/policies';
import { Fact } from '../../../ui/fact';
import { FormSection } from '../../../ui/form-section';

/** How the brokerage's part of the change is named: earned on an additional premium, reversed on a returned one. */
function splitLabels(terms: EndorsementTerms) {
  if (terms.adjustment.kind === 'return')
    return { commission: 'Commission reversed', vat: 'VAT reversed', net: 'Insurer’s share to come back' };
  return { commission: 'Commission', vat: 'VAT on commission', net: 'Net to insurer' };
}

/**
 * The pro-rata premium of the change as typed, worked by the domain's own terms (the server works
 * them again): what the client pays or gets back for the days left, and the split of it.
 */
export function EndorsementPreview({ terms, showEndDate }: { terms: EndorsementTerms | null; showEndDate: boolean }) {
  const labels = terms && splitLabels(terms);
  return (
    <FormSection title="Premium adjustment">
      <div role="status" aria-live="polite" className="space-y-3">
        {terms && labels ? (
          <>
            <p className="text-base font-semibold text-slate-900">{describeAdjustment(terms.adjustment)}</p>
            <dl className="grid gap-4 sm:grid-cols-3">
              <Fact term="New premium for the period">{formatNaira(terms.newPremiumKobo)}</Fact>
              <Fact term="New sum insured">{formatNaira(terms.newSumInsuredKobo)}</Fact>
              {showEndDate && <Fact term="New end date">{terms.newEndDate}</Fact>}
              {terms.adjustment.kind !== 'none' && (
                <>
                  <Fact term={labels.commission}>{formatNaira(terms.commissionKobo)}</Fact>
                  <Fact term={labels.vat}>{formatNaira(terms.vatKobo)}</Fact>
                  <Fact term={labels.net}>{formatNaira(terms.netKobo)}</Fact>
                </>
              )}
            </dl>
          </>
        ) : (
          <p className="text-sm text-slate-600">
            The pro-rata premium shows here once the policy, the kind of change, its effective date and its amounts are given.
          </p>
        )}
      </div>
    </FormSection>
  );
}
