import { Link } from 'react-router';
import { formatDate } from '../../../domain/format/dates';
import { formatNairaText, nairaToKobo } from '../../../domain/money';
import { detailText, type QuoteDetails } from '../../../domain/quotes';
import { todayInLagos } from '../../../domain/today';
import { bodyCell, CardTable, headCell } from '../../ui/card-table';
import { Fact } from '../../ui/fact';
import { ShareTable } from '../../ui/share-table';
import { commissionRate, isFlat, itemFieldsOf, kindLabel, percent, period } from './quote-format';

const linkClass = 'font-medium text-brand-700 hover:underline';
const card = 'rounded-xl border border-slate-200 bg-white shadow-sm';
const th = headCell;
const td = bodyCell;

/** Past its validity: the day after valid_until in Lagos, or the server already said so. */
const isPastValidity = (quote: QuoteDetails) => quote.status === 'expired' || quote.valid_until < todayInLagos();

/** The quote's terms: kind, insurer and product, period and validity, sums, rates, and what it links to. */
export function QuoteFacts({ quote }: { quote: QuoteDetails }) {
  return (
    <dl aria-label="Quote" className={`grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-4 ${card}`}>
      <Fact term="Kind of quote">{kindLabel(quote.quote_type)}</Fact>
      <Fact term="Insurer">{quote.insurance_provider_name}</Fact>
      <Fact term="Product">{quote.product_name}</Fact>
      <Fact term="Period">{period(quote.start_date, quote.end_date)}</Fact>
      <Fact term="Valid until">
        {formatDate(quote.valid_until)}
        {isPastValidity(quote) && (
          <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-600/20 ring-inset">
            Expired
          </span>
        )}
      </Fact>
      <Fact term="Sum insured">{formatNairaText(quote.sum_insured)}</Fact>
      <Fact term="Rate">{percent(quote.rate)}</Fact>
      <Fact term="Commission type">{quote.commission_type}</Fact>
      <Fact term="Commission rate">{commissionRate(quote.commission_type, quote.commission_rate)}</Fact>
      <Fact term="Invoice">
        {quote.invoice_id ? (
          <Link to={`/account/invoice/${encodeURIComponent(quote.invoice_id)}`} className={linkClass}>
            View invoice
          </Link>
        ) : (
          '—'
        )}
      </Fact>
      {quote.revision_of && (
        <Fact term="Revision of">
          <Link to={`/quotes/${encodeURIComponent(quote.revision_of)}`} className={linkClass}>
            The quote it revises
          </Link>
        </Fact>
      )}
      {quote.request_id && (
        <Fact term="Request">
          <Link to={`/requested-quote/${encodeURIComponent(quote.request_id)}`} className={linkClass}>
            The request it answers
          </Link>
        </Fact>
      )}
      {quote.narration && (
        <Fact className="sm:col-span-2" term="Narration">
          {quote.narration}
        </Fact>
      )}
    </dl>
  );
}

function Line({ label, rate, amount, total = false }: { label: string; rate?: string; amount: string; total?: boolean }) {
  const weight = total ? 'font-semibold text-slate-900' : '';
  return (
    <tr className={total ? 'bg-slate-50' : undefined}>
      <th scope="row" className={`${td} text-left font-normal ${weight}`}>
        {label}
      </th>
      <td className={`${td} text-right tabular-nums`}>{rate ?? ''}</td>
      <td className={`${td} text-right tabular-nums ${weight}`}>{formatNairaText(amount)}</td>
    </tr>
  );
}

/** How the premium is made up, as priceQuote worked it out on the server, then what of it goes where. */
export function PremiumBreakdown({ quote }: { quote: QuoteDetails }) {
  const { breakdown } = quote;
  return (
    <CardTable caption="Premium breakdown">
      <thead>
        <tr>
          <th scope="col" className={th}>
            Line
          </th>
          <th scope="col" className={`${th} text-right`}>
            Rate
          </th>
          <th scope="col" className={`${th} text-right`}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        <Line
          label="Base premium"
          rate={`${percent(quote.rate)} of ${formatNairaText(quote.sum_insured)}`}
          amount={breakdown.base_premium}
        />
        {breakdown.covers.map((cover) => (
          <Line key={cover.cover_id} label={cover.name} rate={cover.rate === null ? '—' : percent(cover.rate)} amount={cover.amount} />
        ))}
        <Line label="Gross premium" amount={breakdown.gross_premium} total />
        {breakdown.adjustments.map((adjustment, index) => (
          <Line
            key={`${adjustment.kind}-${index}`}
            label={`${adjustment.kind === 'discount' ? 'Discount' : 'Loading'}: ${adjustment.description}`}
            rate={percent(adjustment.percent)}
            amount={adjustment.amount}
          />
        ))}
        {nairaToKobo(breakdown.minimum_top_up) !== 0 && <Line label="Minimum premium top-up" amount={breakdown.minimum_top_up} />}
        <Line label="Premium payable" amount={quote.premium} total />
        <Line label="Commission" rate={isFlat(quote.commission_type) ? 'Flat' : percent(quote.commission_rate)} amount={quote.commission} />
        <Line label="VAT on commission" rate="7.5%" amount={quote.vat_on_commission} />
        <Line label="Net to insurer" amount={quote.net_to_insurer} total />
      </tbody>
    </CardTable>
  );
}

/** What is insured: each item's description, the details its kind records (by their labels), and its sum insured. */
export function InsuredItems({ quote }: { quote: QuoteDetails }) {
  const fields = itemFieldsOf(quote.quote_type);
  return (
    <CardTable caption="Insured items">
      <thead>
        <tr>
          <th scope="col" className={th}>
            Description
          </th>
          {fields.map((field) => (
            <th key={field.key} scope="col" className={th}>
              {field.label}
            </th>
          ))}
          <th scope="col" className={`${th} text-right`}>
            Sum insured
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {quote.items.length === 0 ? (
          <tr>
            <td colSpan={fields.length + 2} className={`${td} text-slate-500`}>
              No items are listed on this quote
            </td>
          </tr>
        ) : (
          quote.items.map((item, index) => (
            <tr key={`${item.description}-${index}`}>
              <th scope="row" className={`${td} text-left font-normal`}>
                {item.description}
              </th>
              {fields.map((field) => (
                <td key={field.key} className={td}>
                  {detailText(item.details, field) || '—'}
                </td>
              ))}
              <td className={`${td} text-right tabular-nums`}>{item.sum_insured === null ? '—' : formatNairaText(item.sum_insured)}</td>
            </tr>
          ))
        )}
      </tbody>
    </CardTable>
  );
}

/** The co-brokers and co-insurers with their share of the premium. */
export function QuoteShares({ quote }: { quote: QuoteDetails }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ShareTable
        caption="Co-brokers"
        empty="No co-brokers share this quote"
        shares={quote.co_brokers.map((share) => ({ name: share.name, percentage: share.percentage_of_premium }))}
      />
      <ShareTable
        caption="Co-insurers"
        empty="No co-insurers share this quote"
        shares={quote.co_insurers.map((share) => ({ name: share.name, percentage: share.percentage_of_premium }))}
      />
    </div>
  );
}
