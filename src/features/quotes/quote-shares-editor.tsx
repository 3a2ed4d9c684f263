import { useShareParties } from '../../app/use-share-parties';
import { PremiumSharesSection } from '../../ui/premium-shares-section';
import type { QuotePayload } from '../../../domain/quotes';
import type { ShareRow } from '../../ui/share-list-editor';

/** A list's shares as the editor's rows; the position is the row's key (rows are only added at the end or removed). */
const rowsOf = (shares: { partyId: string; percentageOfPremium: string }[]): ShareRow[] => shares.map((share, key) => ({ key, ...share }));

/** The co-brokers and co-insurers sharing the quote's premium, edited as on the invoice form. */
export function QuoteSharesEditor({
  form,
  errors,
  edit,
}: {
  form: QuotePayload;
  errors: Record<string, string>;
  edit: (changes: Partial<QuotePayload>) => void;
}) {
  const coBrokers = rowsOf(
    (form.coBrokers ?? []).map((share) => ({ partyId: share.coBrokerId, percentageOfPremium: share.percentageOfPremium })),
  );
  const coInsurers = rowsOf(
    (form.coInsurers ?? []).map((share) => ({
      partyId: share.insurerId ? String(share.insurerId) : '',
      percentageOfPremium: share.percentageOfPremium,
    })),
  );
  const parties = useShareParties();
  return (
    <PremiumSharesSection
      parties={parties}
      coBrokers={coBrokers}
      coInsurers={coInsurers}
      errors={errors}
      nextKey={() => Math.max(coBrokers.length, coInsurers.length)}
      onCoBrokers={(rows) =>
        edit({ coBrokers: rows.map((row) => ({ coBrokerId: row.partyId, percentageOfPremium: row.percentageOfPremium })) })
      }
      onCoInsurers={(rows) =>
        edit({ coInsurers: rows.map((row) => ({ insurerId: Number(row.partyId), percentageOfPremium: row.percentageOfPremium })) })
      }
    />
  );
}
