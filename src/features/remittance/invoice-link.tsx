import { Link } from 'react-router';

/** The invoice number, leading to the invoice's details page. */
export function InvoiceLink({ invoiceId, invoiceNo }: { invoiceId: string; invoiceNo: string }) {
  return (
    <Link to={`/account/invoice/${encodeURIComponent(invoiceId)}`} className="font-medium text-brand-700 hover:underline">
      {invoiceNo}
    </Link>
  );
}
