import { counted } from '../../../domain/format/counted';
import { Button } from '../button';
import type { ListMeta } from '../../../domain/api/envelope';

/** Where a long report table stands, and the buttons to the page before and after. */
export function ReportPager({
  page,
  name,
  onPageChange,
  withTotals = true,
}: {
  page: ListMeta;
  name: string;
  onPageChange: (page: number) => void;
  /** Whether the table's totals count every page, not only the one shown. */
  withTotals?: boolean;
}) {
  const lastPage = Math.max(page.pages, 1);
  const lines = `${counted(page.total, 'lines')}${withTotals ? ', totals over every page' : ''}`;
  return (
    <nav aria-label={`${name} pages`} className="flex items-center justify-between gap-2 text-sm text-slate-600">
      <p>
        Page {Math.min(page.page, lastPage)} of {lastPage} <span className="text-slate-500">· {lines}</span>
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" disabled={page.page <= 1} onClick={() => onPageChange(Math.min(page.page, lastPage) - 1)}>
          Previous
        </Button>
        <Button variant="secondary" disabled={page.page >= lastPage} onClick={() => onPageChange(page.page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
