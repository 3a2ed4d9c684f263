import { useNavigate, useParams } from 'react-router';
import { InvoiceProvider } from './invoice-context';
import { InvoiceDetailsView } from './invoice-details-view';
import { useInvoiceActor } from './use-invoice';

/** /account/invoice/:id: one invoice through its lifecycle. */
export function InvoiceDetailsPage() {
  const { id = '' } = useParams();
  // Another invoice is another machine: nothing of this one's state carries over.
  return <InvoiceDetails key={id} invoiceId={id} />;
}

function InvoiceDetails({ invoiceId }: { invoiceId: string }) {
  const navigate = useNavigate();
  const actor = useInvoiceActor(invoiceId, { createPolicy: (route) => void navigate(route) });
  return (
    <InvoiceProvider actor={actor}>
      <InvoiceDetailsView />
    </InvoiceProvider>
  );
}
