import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { isAdmin } from '../../../domain/auth';
import { SUBMITTING } from '../../../domain/messages';
import { todayInLagos } from '../../../domain/today';
import { invoiceLifecycleMachine } from '../../../machines/invoice-lifecycle/invoice-lifecycle.machine';
import { selectModalStep } from '../../../machines/invoice-lifecycle/invoice-lifecycle.selectors';
import { selectClaims } from '../../../machines/session/session.selectors';
import { useServices, useSession } from '../../app/session/session-context';
import { notify } from '../../ui/toaster';
import { createInvoiceActors, invoiceActions } from './invoice-actors';
import { useInvoiceActorRef, type InvoiceActor } from './invoice-context';
import type { AddPaymentForm, InvoiceUpdateForm, PremiumRemittanceForm, VatRemittanceForm } from '../../../domain/invoices';
import type { InvoiceIntent, InvoiceModal, InvoiceStep } from '../../../machines/invoice-lifecycle/invoice-lifecycle.types';

export interface InvoiceEffects {
  /** A modal's call (or a deletion decision) went through; the toast is already shown. */
  succeeded?: (step: InvoiceStep) => void;
  /** Yes on "Create Policy Proposal": where the policy is created. */
  createPolicy?: (route: string) => void;
  /** A modal closed; `changed` when its call went through. */
  closed?: (step: InvoiceModal, changed: boolean) => void;
  /** The invoice could not be read, or the intended action is not offered for it. */
  unavailable?: (message: string) => void;
}

const deciding = (snapshot: ReturnType<InvoiceActor['getSnapshot']>) =>
  snapshot.matches({ viewing: { pendingDeletion: 'accepting' } }) || snapshot.matches({ viewing: { pendingDeletion: 'rejecting' } });

/**
 * One invoice's lifecycle machine over the real API, for the signed-in viewer (admins delete and
 * decide deletions), with the spec's toasts. The machine gives each opened modal its own
 * Idempotency-Key, kept for every retry until the modal closes.
 */
export function useInvoiceActor(invoiceId: string, effects: InvoiceEffects = {}, open: InvoiceIntent | null = null): InvoiceActor {
  const { api } = useServices();
  const claims = useSession(selectClaims);
  const latest = useRef(effects);
  latest.current = effects;
  const actor = useActorRef(invoiceLifecycleMachine.provide({ actors: createInvoiceActors(api), actions: invoiceActions }), {
    input: { invoiceId, viewerIsAdmin: claims ? isAdmin(claims) : false, today: todayInLagos(), open },
  });

  useEffect(() => {
    let waiting = false;
    const watch = actor.subscribe((snapshot) => {
      const busy = selectModalStep(snapshot) === 'submitting' || deciding(snapshot);
      if (busy && !waiting) notify.loading(SUBMITTING);
      waiting = busy;
    });
    const succeeded = actor.on('invoice.succeeded', (event) => {
      notify.success(event.message);
      latest.current.succeeded?.(event.step);
    });
    const failed = actor.on('invoice.failed', (event) => notify.error(event.message));
    const createPolicy = actor.on('invoice.createPolicy', (event) => latest.current.createPolicy?.(event.route));
    const closed = actor.on('invoice.closed', (event) => latest.current.closed?.(event.step, event.changed));
    const unavailable = actor.on('invoice.unavailable', (event) => latest.current.unavailable?.(event.message));
    return () => {
      for (const subscription of [watch, succeeded, failed, createPolicy, closed, unavailable]) subscription.unsubscribe();
    };
  }, [actor]);

  return actor;
}

/** The named commands a view sends to the invoice of the nearest <InvoiceProvider>; views never build events. */
export function useInvoiceCommands() {
  const actor = useInvoiceActorRef();
  return useMemo(
    () => ({
      retry: () => actor.send({ type: 'invoice.retry' }),
      pay: () => actor.send({ type: 'invoice.pay' }),
      remitPremium: () => actor.send({ type: 'invoice.remitPremium' }),
      remitVat: () => actor.send({ type: 'invoice.remitVat' }),
      uploadReceipt: (remittanceId: string) => actor.send({ type: 'invoice.uploadReceipt', remittanceId }),
      uploadVatReceipt: (vatRemitId: string) => actor.send({ type: 'invoice.uploadVatReceipt', vatRemitId }),
      update: () => actor.send({ type: 'invoice.update' }),
      delete: () => actor.send({ type: 'invoice.delete' }),
      editPayment: (changes: Partial<AddPaymentForm>) => actor.send({ type: 'invoice.editPayment', changes }),
      choosePaymentMode: (mode: string) => actor.send({ type: 'invoice.choosePaymentMode', mode }),
      editPremium: (changes: Partial<PremiumRemittanceForm>) => actor.send({ type: 'invoice.editPremiumRemittance', changes }),
      editVat: (changes: Partial<VatRemittanceForm>) => actor.send({ type: 'invoice.editVatRemittance', changes }),
      editReceipt: (receiptNumber: string) => actor.send({ type: 'invoice.editReceipt', receiptNumber }),
      chooseReceiptFile: (file: File | null) => actor.send({ type: 'invoice.chooseReceiptFile', file }),
      editUpdate: (changes: Partial<InvoiceUpdateForm>) => actor.send({ type: 'invoice.editUpdate', changes }),
      editReason: (reason: string) => actor.send({ type: 'invoice.editReason', reason }),
      submit: () => actor.send({ type: 'invoice.submit' }),
      close: () => actor.send({ type: 'invoice.close' }),
      createPolicy: () => actor.send({ type: 'invoice.createPolicy' }),
      skipPolicy: () => actor.send({ type: 'invoice.skipPolicy' }),
      acceptDeletion: () => actor.send({ type: 'invoice.acceptDeletion' }),
      rejectDeletion: () => actor.send({ type: 'invoice.rejectDeletion' }),
    }),
    [actor],
  );
}
