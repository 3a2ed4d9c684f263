import { FormSection } from './form-section';
import { ShareListEditor, type Party, type ShareRow } from './share-list-editor';
import type { Loaded } from './use-loader';

/** Who may share a premium: co-brokers and insurers, as loaded for the form. */
export type ShareParties = Loaded<{ coBrokers: Party[]; coInsurers: Party[] }>;

/** The co-brokers and co-insurers sharing a premium, side by side, as the invoice and quote forms ask for them. */
export function PremiumSharesSection({
  parties,
  coBrokers,
  coInsurers,
  errors,
  nextKey,
  onCoBrokers,
  onCoInsurers,
}: {
  parties: ShareParties;
  coBrokers: ShareRow[];
  coInsurers: ShareRow[];
  errors: Record<string, string>;
  nextKey: () => number;
  onCoBrokers: (rows: ShareRow[]) => void;
  onCoInsurers: (rows: ShareRow[]) => void;
}) {
  return (
    <FormSection title="Shares of the premium">
      {parties.status === 'failed' && (
        <p role="alert" className="text-sm text-red-700">
          The co-brokers and insurers could not be loaded: {parties.failure.message}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <ShareListEditor
          title="Co-brokers"
          who="co-brokers"
          list="coBrokers"
          partyField="coBrokerId"
          parties={parties.status === 'ready' ? parties.data.coBrokers : []}
          rows={coBrokers}
          errors={errors}
          nextKey={nextKey}
          onChange={onCoBrokers}
        />
        <ShareListEditor
          title="Co-insurers"
          who="co-insurers"
          list="coInsurers"
          partyField="insurerId"
          parties={parties.status === 'ready' ? parties.data.coInsurers : []}
          rows={coInsurers}
          errors={errors}
          nextKey={nextKey}
          onChange={onCoInsurers}
        />
      </div>
    </FormSection>
  );
}
