import { Link } from 'react-router';
import { formatNairaText } from '../../../domain/money';
import { policyPath } from '../../app/record-paths';
import { ClaimStatusBadge } from '../../ui/claims-status-badge';
import { linkClass } from '../../ui/link-styles';
import { claimPath, day, days } from './claims-format';
import type { Claim } from '../../../domain/claims';
import type { PagedTableColumn } from '../../ui/paged-table';

/** Its age in days; past the brokerage's limit, flagged in red and said in words. */
function ClaimAge({ claim }: { claim: Claim }) {
  return (
    <span className="flex flex-col items-start gap-1">
      {days(claim.age_days)}{' '}
      {claim.overdue && (
        <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-600/20 ring-inset">
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-3.5">
            <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm.75 4.5v4a.75.75 0 0 1-1.5 0v-4a.75.75 0 0 1 1.5 0ZM10 14.5a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z" />
          </svg>
          Overdue
          <span className="sr-only">, past the limit of {days(claim.age_limit_days)}</span>
        </span>
      )}
    </span>
  );
}

/** How many documents of the checklist are still to come, and which. */
function MissingDocuments({ missing }: { missing: readonly string[] }) {
  if (missing.length === 0) return <span className="text-slate-500">None</span>;
  return (
    <span title={missing.join(', ')} className="font-medium text-amber-800">
      {missing.length} missing<span className="sr-only">: {missing.join(', ')}</span>
    </span>
  );
}

export const CLAIM_COLUMNS: PagedTableColumn<Claim>[] = [
  {
    key: 'number',
    sortable: 'claim_no',
    header: 'Claim no',
    render: (claim) => (
      <Link to={claimPath(claim.claim_id)} className={linkClass}>
        {claim.claim_number}
      </Link>
    ),
  },
  {
    key: 'client',
    header: 'Client / item',
    wrap: true,
    render: (claim) => (
      <>
        {claim.client_name}
        {claim.insured_item && <span className="block text-xs text-slate-500">{claim.insured_item}</span>}
      </>
    ),
  },
  {
    key: 'policy',
    header: 'Policy no / class',
    render: (claim) => (
      <>
        <Link to={policyPath(claim.policy_id)} className={linkClass}>
          {claim.policy_number}
        </Link>
        {claim.category_name && <span className="block text-xs text-slate-500">{claim.category_name}</span>}
      </>
    ),
  },
  { key: 'loss', sortable: 'loss_date', header: 'Date of loss', render: (claim) => day(claim.loss_date) },
  {
    key: 'estimate',
    sortable: 'amount',
    header: 'Estimated loss',
    align: 'right',
    render: (claim) => formatNairaText(claim.estimated_loss),
  },
  { key: 'status', sortable: 'status', header: 'Status', render: (claim) => <ClaimStatusBadge status={claim.status} /> },
  { key: 'age', header: 'Age', render: (claim) => <ClaimAge claim={claim} /> },
  { key: 'missing', header: 'Missing', render: (claim) => <MissingDocuments missing={claim.missing_documents} /> },
];
