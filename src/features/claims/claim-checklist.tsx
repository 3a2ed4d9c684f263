import { Button } from '../../ui/button';
import { card } from './claim-summary';
import type { ClaimState } from './use-claim';

/** Each document the insurer needs, received or missing (with Upload for a missing one), and what is still missing. */
export function ClaimChecklist({ state }: { state: ClaimState }) {
  const { claim, offers } = state;
  if (!claim) return null;
  const missing = claim.missing_documents;
  return (
    <section aria-labelledby="claim-checklist" className={`space-y-3 p-5 ${card}`}>
      <h2 id="claim-checklist" className="text-base font-semibold text-slate-900">
        Checklist
      </h2>
      <p className="text-sm text-slate-700">
        {missing.length === 0 ? 'Every document of the checklist is in.' : `Still missing: ${missing.join(', ')}.`}
      </p>
      <ul aria-label="Checklist" className="divide-y divide-slate-100">
        {claim.checklist.map((item) => (
          <li key={item.document_name} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
            <span>
              <span aria-hidden="true" className={item.received ? 'text-emerald-600' : 'text-amber-600'}>
                {item.received ? '✓' : '○'}
              </span>{' '}
              {item.document_name}
              <span className="ml-2 text-xs text-slate-500">{item.received ? 'Received' : 'Missing'}</span>
            </span>
            {!item.received && offers.upload && (
              <Button variant="secondary" aria-label={`Upload ${item.document_name}`} onClick={() => state.upload(item.document_name)}>
                Upload
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
