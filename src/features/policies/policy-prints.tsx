import { useCallback, useState } from 'react';
import { fetchPolicyPrint, type PolicyPrint } from '../../api/policies';
import { useServices } from '../../app/session/session-context';
import { BlobPreview } from '../../ui/blob-preview';
import { Button } from '../../ui/button';
import { LoadFailure } from '../../ui/load-failure';
import { Loading } from '../../ui/loading';
import { Modal } from '../../ui/modal';
import { useLoader } from '../../ui/use-loader';

const PRINTS: Record<PolicyPrint, string> = {
  schedule: 'Policy schedule',
  proposalForm: 'Proposal form',
  placementSlip: 'Placement slip',
};

const fileNameOf = (print: PolicyPrint, policyNumber: string) =>
  `${PRINTS[print].toLowerCase().replace(/\s+/g, '-')}-${policyNumber.replace(/\W+/g, '-')}.pdf`;

/** The PDF fetched with the session, previewed once it has come. */
function PrintPreview({ policyId, policyNumber, print }: { policyId: string; policyNumber: string; print: PolicyPrint }) {
  const { api } = useServices();
  const { state, reload } = useLoader(
    useCallback((signal: AbortSignal) => fetchPolicyPrint(api, policyId, print, signal), [api, policyId, print]),
  );
  const preparing = `Preparing the ${PRINTS[print].toLowerCase()}`;
  if (state.status === 'failed') return <LoadFailure message={state.failure.message} onRetry={reload} />;
  if (state.status === 'loading') return <Loading label={preparing} />;
  return <BlobPreview blob={state.data} fileName={fileNameOf(print, policyNumber)} preparing={preparing} />;
}

/** The policy's printable documents: the schedule, the proposal form and the placement slip, each previewed. */
export function PolicyPrints({ policyId, policyNumber }: { policyId: string; policyNumber: string }) {
  const [open, setOpen] = useState<PolicyPrint | null>(null);
  return (
    <section aria-labelledby="policy-prints" className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="policy-prints" className="text-base font-semibold text-slate-900">
        Prints
      </h2>
      <div className="flex flex-wrap gap-2">
        {(Object.keys(PRINTS) as PolicyPrint[]).map((print) => (
          <Button key={print} variant="secondary" onClick={() => setOpen(print)}>
            {PRINTS[print]}
          </Button>
        ))}
      </div>
      {open && (
        <Modal open onClose={() => setOpen(null)} title={PRINTS[open]} size="full">
          <PrintPreview policyId={policyId} policyNumber={policyNumber} print={open} />
        </Modal>
      )}
    </section>
  );
}
