import { Link } from 'react-router';
import { clientNameOf, type Invoice } from '../../../domain/invoices';
import { trimRate } from '../../../domain/products';
import { ShareTable } from '../../ui/share-table';
import { day, naira, orDash } from './amounts';
import { Fact } from './form-parts';

function addressOf(invoice: Invoice): string {
  const company = invoice.CorporateClient?.CorporateClientAddress;
  const person = invoice.Client?.ClientAddress;
  const parts = company
    ? [company.operating_business_addre, company.city_of_operation, company.state_of_operation]
    : [person?.address, person?.state];
  return orDash(parts.filter(Boolean).join(', '));
}

const isFlat = (invoice: Invoice) => invoice.commission_type.trim().toLowerCase() === 'flat';

/** The cards of spec section 2, in its order. */
export function InvoiceFacts({ invoice }: { invoice: Invoice }) {
  return (
    <dl aria-label="Invoice" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
      <Fact term={invoice.CorporateClient ? 'Company name' : 'Client name'}>{orDash(clientNameOf(invoice))}</Fact>
      <Fact term="Insurer">{invoice.InsuranceProduct.InsuranceProvider.name}</Fact>
      <Fact term="Issue date">{day(invoice.invoice_issue_date)}</Fact>
      <Fact term="Amount due">{naira(invoice.amount)}</Fact>
      <Fact term="Amount paid">{naira(invoice.amount_paid)}</Fact>
      <Fact term="Product">{invoice.InsuranceProduct.product_name}</Fact>
      <Fact term="Address">{addressOf(invoice)}</Fact>
      <Fact term="Quote number">
        {invoice.Quote && invoice.quote_id ? (
          <>
            <Link to={`/quotes/${invoice.quote_id}`} className="text-brand-700 hover:underline">
              {invoice.Quote.quote_number}
            </Link>
            {invoice.Quote.name_of_insured && (
              <span className="block text-xs text-slate-500">Insured: {invoice.Quote.name_of_insured}</span>
            )}
          </>
        ) : (
          orDash(invoice.Quote?.quote_number)
        )}
      </Fact>
      <Fact term="Period">
        {day(invoice.start_date)} to {day(invoice.end_date)}
      </Fact>
      <Fact term="Commission type">{invoice.commission_type}</Fact>
      <Fact term="Commission rate">{isFlat(invoice) ? naira(invoice.commission_rate) : `${trimRate(invoice.commission_rate)}%`}</Fact>
      <Fact term="Commission">{naira(invoice.commission)}</Fact>
      <Fact term="Insured">{invoice.insured}</Fact>
      <Fact term="Sum insured">{naira(invoice.sum_insured)}</Fact>
      <Fact className="sm:col-span-2" term="Narration">
        {orDash(invoice.narration)}
      </Fact>
    </dl>
  );
}

/** The co-brokers and co-insurers with their percentage of the premium. */
export function InvoiceShares({ invoice }: { invoice: Invoice }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ShareTable
        caption="Co-brokers"
        empty="No co-brokers share this invoice"
        shares={invoice.CoBrokers.map((share) => ({
          name: share.name_of_co_broker,
          percentage: share.InvoiceCoBroker.percentage_of_premium,
        }))}
      />
      <ShareTable
        caption="Co-insurers"
        empty="No co-insurers share this invoice"
        shares={invoice.CoInsurers.map((share) => ({
          name: share.name_of_co_insurer,
          percentage: share.InvoiceCoInsurer.percentage_of_premium,
        }))}
      />
    </div>
  );
}
