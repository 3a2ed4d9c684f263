import { counted } from '../../../domain/format/counted';
import { ONE_INSURER_PER_SCHEDULE, scheduleTotalKobo, selectionProblem, type PaidPremiumInvoice } from '../../../domain/invoices/schedule';
import { formatNaira } from '../../../domain/money';
import { Button } from '../../ui/button';

/** How many invoices are chosen, what they remit together, and the Remit button when they make a schedule. */
export function SelectionBar({
  invoices,
  onRemit,
  onClear,
}: {
  invoices: readonly PaidPremiumInvoice[];
  onRemit: () => void;
  onClear: () => void;
}) {
  const problem = selectionProblem(invoices);
  const mixed = problem === ONE_INSURER_PER_SCHEDULE;
  return (
    <section
      aria-label="Selected invoices"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="space-y-1 text-sm">
        <p className="text-slate-700">
          {counted(invoices.length, 'invoices')} selected · Total to remit{' '}
          <strong className="font-semibold text-slate-900">{formatNaira(scheduleTotalKobo(invoices))}</strong>
        </p>
        {mixed && (
          <p role="alert" className="text-red-700">
            {ONE_INSURER_PER_SCHEDULE}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        {invoices.length > 0 && (
          <Button variant="secondary" onClick={onClear}>
            Clear selection
          </Button>
        )}
        <Button onClick={onRemit} disabled={problem !== null}>
          Remit selected
        </Button>
      </div>
    </section>
  );
}
