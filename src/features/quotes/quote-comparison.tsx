import { formatNairaText } from '../../../domain/money';
import { Button } from '../../ui/button';
import { bodyCell, CardTable, headCell } from '../../ui/card-table';
import { commissionRate, percent } from './quote-format';
import type { QuoteDetails } from '../../../domain/quotes';

const th = headCell;
const td = `${bodyCell} align-top`;

export interface ComparisonProps {
  quotes: QuoteDetails[];
  /** The quote kept (or, while choosing, the one this page opened). */
  markedId: string | null;
  marker: string;
  /** Where the machine takes a choice; without it the comparison is only shown. */
  onChoose?: (quoteId: string) => void;
  busy?: boolean;
}

const covers = (quote: QuoteDetails) =>
  quote.breakdown.covers.length === 0
    ? 'None'
    : quote.breakdown.covers.map((cover) => (cover.rate === null ? cover.name : `${cover.name} (${percent(cover.rate)})`)).join(', ');

const ROWS: [label: string, value: (quote: QuoteDetails) => string, numeric?: boolean][] = [
  ['Product', (quote) => quote.product_name],
  ['Premium', (quote) => formatNairaText(quote.premium), true],
  ['Rate', (quote) => percent(quote.rate), true],
  ['Covers', covers],
  ['Commission', (quote) => `${formatNairaText(quote.commission)} (${commissionRate(quote.commission_type, quote.commission_rate)})`, true],
];

/** The same risk priced with other insurers, one column a quote, the one kept marked; each may be chosen while the machine allows. */
export function QuoteComparison({ quotes, markedId, marker, onChoose, busy = false }: ComparisonProps) {
  return (
    <CardTable caption="Comparison of insurers">
      <thead>
        <tr>
          <th scope="col" className={th}>
            Insurer
          </th>
          {quotes.map((quote) => (
            <th key={quote.quote_id} scope="col" className={`${th} normal-case`}>
              <span className="text-sm text-slate-900">{quote.insurance_provider_name}</span>
              {quote.quote_id === markedId && marker && ' '}
              {quote.quote_id === markedId && marker && (
                <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-600/20 ring-inset">
                  {marker}
                </span>
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {ROWS.map(([label, value, numeric]) => (
          <tr key={label}>
            <th scope="row" className={`${td} text-left font-medium`}>
              {label}
            </th>
            {quotes.map((quote) => (
              <td key={quote.quote_id} className={`${td} ${numeric ? 'tabular-nums' : ''}`}>
                {value(quote)}
              </td>
            ))}
          </tr>
        ))}
        {onChoose && (
          <tr>
            <td className={td} />
            {quotes.map((quote) => (
              <td key={quote.quote_id} className={td}>
                <Button
                  variant="secondary"
                  aria-label={`Choose this quote from ${quote.insurance_provider_name}`}
                  disabled={busy}
                  onClick={() => onChoose(quote.quote_id)}
                >
                  Choose this quote
                </Button>
              </td>
            ))}
          </tr>
        )}
      </tbody>
    </CardTable>
  );
}
