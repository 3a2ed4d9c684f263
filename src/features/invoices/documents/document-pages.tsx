import { type JSX } from 'react';
import { Link, useParams } from 'react-router';
import { DocumentPreview } from './document-preview';
import type { DocumentKind } from '../../../../domain/invoices/documents';

/** /debitNote/:invoiceId, /creditNote/:invoiceId, /debitInvoice/:invoiceId: one document of an invoice, full page. */
function DocumentPage({ kind }: { kind: DocumentKind }): JSX.Element {
  const { invoiceId = '' } = useParams();
  return (
    <div className="space-y-4">
      <Link to={`/account/invoice/${encodeURIComponent(invoiceId)}`} className="text-sm text-brand-700 hover:underline">
        ← Invoice details
      </Link>
      <DocumentPreview key={invoiceId} invoiceId={invoiceId} kind={kind} level={1} />
    </div>
  );
}

export const DebitNotePage = () => <DocumentPage kind="debitNote" />;
export const CreditNotePage = () => <DocumentPage kind="creditNote" />;
export const DebitInvoicePage = () => <DocumentPage kind="debitInvoice" />;
