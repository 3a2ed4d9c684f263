import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isPaid } from '../../../domain/invoices';
import { isDocumentKind } from '../../../domain/invoices/documents';
import {
  selectCanUploadReceipts,
  selectFailure,
  selectInvoice,
  selectSlot,
  selectStatusLabel,
  selectVatStatus,
} from '../../../machines/invoice-lifecycle/invoice-lifecycle.selectors';
import { Button } from '../../ui/button';
import { LoadFailure } from '../../ui/load-failure';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { DeletionRequestPanel } from './deletion-request-panel';
import { DocumentPreview } from './documents/document-preview';
import { linkClass } from './form-parts';
import { InvoiceActionMenu } from './invoice-action-menu';
import { useInvoiceActorRef, useInvoiceSelector } from './invoice-context';
import { InvoiceFacts, InvoiceShares } from './invoice-facts';
import { InvoiceModals } from './invoice-modals';
import { PremiumRemittanceTable, VatRemittanceTable } from './remittance-tables';
import { TransactionsModal } from './transactions-modal';
import { useInvoiceCommands } from './use-invoice';
import type { DocumentKind } from '../../../domain/invoices/documents';

const REMITTANCE_STEPS = ['remitPremium', 'remitVat', 'uploadReceipt', 'uploadVatReceipt'];

/** The header: invoice number, status, and the VAT status once paid. */
function StatusLine() {
  const status = useInvoiceSelector(selectStatusLabel);
  const vatStatus = useInvoiceSelector(selectVatStatus);
  return (
    <p className="flex flex-wrap gap-2 text-sm">
      <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-800">{status}</span>
      {vatStatus && <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-800">VAT {vatStatus}</span>}
    </p>
  );
}

function DocumentSection({ invoiceId, kind, onClose }: { invoiceId: string; kind: DocumentKind; onClose: () => void }) {
  const section = useRef<HTMLDivElement>(null);
  useEffect(() => section.current?.scrollIntoView?.({ block: 'start' }), [kind]);
  return (
    <div ref={section} className="space-y-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <DocumentPreview invoiceId={invoiceId} kind={kind} />
      <Button variant="ghost" onClick={onClose}>
        Close preview
      </Button>
    </div>
  );
}

/**
 * /account/invoice/{id} as spec section 2 has it: the header, the cards, the co-broker and
 * co-insurer tables, the remittance tables once paid, the Action menu and its modals, the document
 * preview, and a waiting deletion request. One slot per state of the invoice lifecycle machine.
 */
export function InvoiceDetailsView() {
  const actor = useInvoiceActorRef();
  const slot = useInvoiceSelector(selectSlot);
  const invoice = useInvoiceSelector(selectInvoice);
  const failure = useInvoiceSelector(selectFailure);
  const canUpload = useInvoiceSelector(selectCanUploadReceipts);
  const { retry, uploadReceipt, uploadVatReceipt } = useInvoiceCommands();
  // The list's View Debit Note, View Credit Note and View Receipt arrive with ?preview=<document>.
  const [search] = useSearchParams();
  const asked = search.get('preview');
  const [preview, setPreview] = useState<DocumentKind | null>(isDocumentKind(asked) ? asked : null);
  const [transactions, setTransactions] = useState(false);
  // Each remittance or receipt that goes through reads the remittance tables again.
  const [round, setRound] = useState(0);
  useEffect(() => {
    const subscription = actor.on('invoice.succeeded', (event) => {
      if (REMITTANCE_STEPS.includes(event.step)) setRound((n) => n + 1);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  if (!invoice) {
    return (
      <div className="space-y-4">
        <PageHeader title="Invoice Details" />
        {slot === 'loadFailed' ? <LoadFailure message={failure?.message} onRetry={retry} /> : <Loading label="Loading invoice" />}
      </div>
    );
  }

  const paid = isPaid(invoice);
  return (
    <div className="space-y-5">
      <PageHeader
        title={`Invoice ${invoice.invoice_no}`}
        actions={
          <>
            <Link to={`/invoice/${encodeURIComponent(invoice.invoice_no)}/payments`} className={linkClass}>
              Payments
            </Link>
            <InvoiceActionMenu handlers={{ viewDocument: setPreview, viewTransactions: () => setTransactions(true) }} />
          </>
        }
      />
      <StatusLine />
      {slot === 'loading' && <Loading label="Refreshing invoice" />}
      <DeletionRequestPanel />
      <InvoiceFacts invoice={invoice} />
      <InvoiceShares invoice={invoice} />
      {paid && (
        <div className="space-y-4">
          <PremiumRemittanceTable invoiceId={invoice.invoice_id} round={round} canUpload={canUpload} onUpload={uploadReceipt} />
          <VatRemittanceTable invoiceId={invoice.invoice_id} round={round} canUpload={canUpload} onUpload={uploadVatReceipt} />
        </div>
      )}
      {preview && <DocumentSection invoiceId={invoice.invoice_id} kind={preview} onClose={() => setPreview(null)} />}
      {transactions && (
        <TransactionsModal invoiceId={invoice.invoice_id} invoiceNo={invoice.invoice_no} onClose={() => setTransactions(false)} />
      )}
      <InvoiceModals />
    </div>
  );
}
