import { Link } from 'react-router';

/** The logo always leads home; the product's and brokerage's names it shows are its name. */
export function BrandLogo({ tenantName }: { tenantName?: string }) {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-brand-600 text-sm font-bold text-white">
        IB
      </span>
      <span className="flex flex-col leading-tight">
        <span className="whitespace-nowrap text-sm font-semibold text-slate-900">IBMS Broker Office</span>
        {tenantName && <span className="max-w-44 truncate text-xs text-slate-500">{tenantName}</span>}
      </span>
    </Link>
  );
}
