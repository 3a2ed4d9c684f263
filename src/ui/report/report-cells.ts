import { formatNaira, nairaToKobo } from '../../../domain/money';
import type { ReportCell, ReportColumnKind } from '../../../domain/reports/report';

const COUNT = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

/** Naira text ('-1500.00') as the office reads it (-₦1,500.00); anything that is not an amount as it came. */
function amountText(value: string | number): string {
  try {
    return formatNaira(nairaToKobo(value));
  } catch {
    return String(value);
  }
}

/** A cell as the screen shows it: amounts in naira, counts grouped, dates as yyyy-MM-dd, nothing for null. */
export function cellText(kind: ReportColumnKind, value: ReportCell | undefined): string {
  if (value === null || value === undefined) return '';
  if (kind === 'amount') return amountText(value);
  if (kind === 'count') return typeof value === 'number' ? COUNT.format(value) : value;
  if (kind === 'date') return String(value).slice(0, 10);
  return String(value);
}

/** Figures line up on the right, words on the left. */
export const alignRight = (kind: ReportColumnKind) => kind === 'amount' || kind === 'count';

/** Only the app's own pages are followed from a line: `/policies/…`, not another site. */
export const appLink = (link: string | undefined) => (link && link.startsWith('/') && !link.startsWith('//') ? link : undefined);
