import { useCallback, useEffect, useState } from 'react';
import { fetchPolicyPrint, type PolicyPrint } from '../../api/policies';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { FilePreview } from '../../ui/file-preview';
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

/** The PDF fetched with the session, shown through an object URL revoked when the preview closes. */
function PrintPreview({ policyId, policyNumber, print }: { policyId: string; policyNumber: string; print: PolicyPrint }) {
  const { api } = useServices();
  const { state, reload } = useLoader(
    useCallback((signal: AbortSignal) => fetchPolicyPrint(api, policyId, print, signal), [api, policyId, print]),
  );
  const blob = state.status === 'ready' ? state.data : null;
  const [url, setUrl] = useState<{ of: Blob; url: string } | null>(null);
  useEffect(() => {
    // jsdom has no object URLs; a browser always does.
    if (!blob || typeof URL.createObjectURL !== 'function') return;
    const address = URL.createObjectURL(blob);
    setUrl({ of: blob, url: address });
    return () => URL.revokeObjectURL(address);
  }, [blob]);
  if (state.status === 'failed') return <LoadFailure message={state.failure.message} onRetry={reload} />;
  if (!url || url.of !== blob) return <Loading label={`Preparing the ${PRINTS[print].toLowerCase()}`} />;
  return <FilePreview url={url.url} fileName={fileNameOf(print, policyNumber)} mimeType="application/pdf" />;
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
