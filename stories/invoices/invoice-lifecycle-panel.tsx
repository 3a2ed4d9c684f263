import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatNaira } from '../../domain/money';
import { clientNameOf } from '../../domain/invoices';
import type { InvoiceLifecycleMachine } from '../../machines/invoice-lifecycle/invoice-lifecycle.machine';
import {
  selectClientAccountBanner,
  selectCreatePolicyPrompt,
  selectDeletionNotice,
  selectDeletionReason,
  selectDeletionRequest,
  selectFailure,
  selectInvoice,
  selectIsBusy,
  selectMenu,
  selectModal,
  selectModalStep,
  selectOutstandingKobo,
  selectStatusLabel,
  selectVatStatus,
} from '../../machines/invoice-lifecycle/invoice-lifecycle.selectors';
import { Button } from '../../src/ui/button';

// A plain read-out of the invoice lifecycle machine for its state stories (the real invoice screens
// are not built yet): the header, the Action menu and the open modal, all through the selectors.

type InvoiceActor = ActorRefFrom<InvoiceLifecycleMachine>;

const MODAL_TITLES = {
  addPayment: 'Add payment',
  remitPremium: 'Remit premium',
  remitVat: 'Remit VAT',
  uploadReceipt: 'Upload receipt',
  uploadVatReceipt: 'Upload VAT receipt',
  updateInvoice: 'Update invoice',
  deletion: 'Delete invoice',
} as const;

function ModalPanel({ actor }: { actor: InvoiceActor }) {
  const modal = useSelector(actor, selectModal);
  const step = useSelector(actor, selectModalStep);
  const failure = useSelector(actor, selectFailure);
  const banner = useSelector(actor, selectClientAccountBanner);
  const prompt = useSelector(actor, selectCreatePolicyPrompt);
  const busy = useSelector(actor, selectIsBusy);
  const reason = useSelector(actor, selectDeletionReason);
  const form = useSelector(actor, (s) => s.context.paymentForm ?? s.context.premiumForm ?? s.context.vatForm ?? s.context.updateForm ?? s.context.receipt);
  if (!modal) return null;
  return (
    <section role="dialog" aria-label={MODAL_TITLES[modal]} className="space-y-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-base font-semibold text-slate-900">
        {MODAL_TITLES[modal]} <span className="text-sm font-normal text-slate-500">({step})</span>
      </h2>
      {banner && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {banner.message} <a href={banner.to} className="font-medium underline">{banner.link}</a>
        </p>
      )}
      {failure && (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <p>{failure.message}</p>
          <ul className="list-disc pl-5">
            {Object.entries(failure.fieldErrors).map(([field, message]) => (
              <li key={field}>
                {field}: {message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {form && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {Object.entries(form).map(([field, value]) => (
            <div key={field} className="contents">
              <dt className="text-slate-500">{field}</dt>
              <dd className="text-slate-900">{value instanceof File ? value.name : String(value ?? '') || '—'}</dd>
            </div>
          ))}
        </dl>
      )}
      {modal === 'deletion' && <p className="text-sm text-slate-700">Reason: {reason || '—'}</p>}
      {prompt ? (
        <div className="space-y-2">
          <h3 className="font-medium">{prompt.title}</h3>
          <p className="text-sm">{prompt.question}</p>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => actor.send({ type: 'invoice.skipPolicy' })}>Cancel</Button>
            <Button onClick={() => actor.send({ type: 'invoice.createPolicy' })}>Yes</Button>
          </div>
        </div>
      ) : (
        <div className="flex gap-2">
          <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'invoice.close' })}>
            {step === 'done' ? 'Close' : 'Cancel'}
          </Button>
          {step !== 'done' && (
            <Button busy={busy} onClick={() => actor.send({ type: 'invoice.submit' })}>
              Submit
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

export function InvoiceLifecyclePanel({ actor }: { actor: InvoiceActor }) {
  const invoice = useSelector(actor, selectInvoice);
  const status = useSelector(actor, selectStatusLabel);
  const vatStatus = useSelector(actor, selectVatStatus);
  const menu = useSelector(actor, selectMenu);
  const outstanding = useSelector(actor, selectOutstandingKobo);
  const request = useSelector(actor, selectDeletionRequest);
  const notice = useSelector(actor, selectDeletionNotice);
  const pendingDeletion = useSelector(actor, (s) => s.matches({ viewing: 'pendingDeletion' }));
  const slot = useSelector(actor, (s) => JSON.stringify(s.value));
  const failure = useSelector(actor, selectFailure);
  return (
    <div className="min-h-screen space-y-4 bg-slate-50 p-8">
      <p className="text-xs text-slate-500">State: {slot}</p>
      {!invoice ? (
        <p role="status">{failure ? failure.message : 'Loading invoice…'}</p>
      ) : (
        <>
          <header className="space-y-1">
            <h1 className="text-lg font-semibold text-slate-900">Invoice {invoice.invoice_no}</h1>
            <p className="text-sm">
              {status}
              {vatStatus && <span className="ml-3 text-slate-600">VAT: {vatStatus}</span>}
            </p>
            <p className="text-sm text-slate-600">
              {clientNameOf(invoice)} · {invoice.InsuranceProduct.InsuranceProvider.name} · outstanding {formatNaira(outstanding)}
            </p>
          </header>
          {menu && (
            <nav aria-label="Action" className="flex flex-wrap gap-2">
              {menu.entries.map((entry) => (
                <Button key={entry.action} variant="secondary" disabled={menu.disabled}>
                  {entry.label}
                </Button>
              ))}
            </nav>
          )}
          {pendingDeletion && (
            <section aria-label="Deletion request" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm">
              {notice && <p>{notice}</p>}
              {request && (
                <p>
                  {request.username} asked to delete this invoice: {request.initiator_reason_for_deletion}
                </p>
              )}
              {failure && <p role="alert">{failure.message}</p>}
            </section>
          )}
          <ModalPanel actor={actor} />
        </>
      )}
    </div>
  );
}
