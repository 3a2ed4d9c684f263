import { useEffect, useState } from 'react';
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { newPaymentForm, newPremiumRemittanceForm, newVatRemittanceForm, updateFormFor } from '../../domain/invoices';
import { BALANCE_DATE_IN_PAST, CLIENT_ACCOUNT_MISSING, RECEIPT_NUMBER_REQUIRED, VAT_REMITTANCE_FAILED } from '../../domain/messages';
import { invoiceLifecycleMachine, type InvoiceLifecycleMachine } from '../../machines/invoice-lifecycle/invoice-lifecycle.machine';
import {
  DELETED_INVOICE,
  DELETION_REQUEST,
  INVOICE_ID,
  PAID_INVOICE,
  PARTLY_PAID_INVOICE,
  PENDING_DELETION_INVOICE,
  PENDING_INVOICE,
} from '../invoices/fixtures';
import { leafStates, toStateValue } from '../support/leaf-states';
import { inertInvoiceMachine, InvoiceLifecycleScreen } from './invoice-lifecycle.screen';
import type { InvoiceLifecycleContext } from '../../machines/invoice-lifecycle/invoice-lifecycle.types';
import type { MachineStoryParameters } from '../support/machine-catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';

const TODAY = '2026-03-10';
const RECEIPT = new File(['%PDF-1.7\n% Leadway receipt\n'], 'Leadway receipt 0142.pdf', { type: 'application/pdf' });
const failure = (message: string, code?: string, fieldErrors: Record<string, string> = {}) => ({ message, code, fieldErrors });

/** The context each leaf state holds, as its own transitions would have left it. */
function contextFor(state: string): InvoiceLifecycleContext {
  const base: InvoiceLifecycleContext = {
    invoiceId: INVOICE_ID,
    viewerIsAdmin: state.startsWith('viewing.pendingDeletion') && state !== 'viewing.pendingDeletion.awaitingApproval',
    today: TODAY,
    open: null,
    invoice: null,
    deletionRequest: null,
    paymentForm: null,
    premiumForm: null,
    vatForm: null,
    receipt: null,
    updateForm: null,
    deletionReason: '',
    idempotencyKey: null,
    failure: null,
    clientAccountMissing: false,
  };
  const [top, step] = state.split('.');
  const failed = step === 'failed';
  switch (top) {
    case 'loadFailed':
      return { ...base, failure: failure('Invoice not found', 'NOT_FOUND') };
    case 'viewing': {
      const invoices: Record<string, typeof PENDING_INVOICE> = {
        paymentPending: PENDING_INVOICE,
        partialPayment: PARTLY_PAID_INVOICE,
        paid: PAID_INVOICE,
        deactivated: DELETED_INVOICE,
        unknownStatus: { ...PENDING_INVOICE, status: 'archived' },
      };
      if (step !== 'pendingDeletion') return { ...base, invoice: invoices[step!]! };
      const reviewed = ['reviewing', 'accepting', 'rejecting', 'decisionFailed'].includes(state.split('.')[2]!);
      const problem = state.endsWith('requestLoadFailed')
        ? failure('Network error, please try again', 'NETWORK_ERROR')
        : state.endsWith('decisionFailed')
          ? failure('An error occured while approving deletion request')
          : null;
      return { ...base, invoice: PENDING_DELETION_INVOICE, deletionRequest: reviewed ? DELETION_REQUEST : null, failure: problem };
    }
    case 'addPayment': {
      const invoice = step === 'editing' || failed ? PENDING_INVOICE : PAID_INVOICE;
      const paymentForm = { ...newPaymentForm(PENDING_INVOICE, TODAY), modeOfPayment: 'Bank Transfer' };
      return {
        ...base,
        invoice,
        paymentForm,
        failure: failed ? failure(CLIENT_ACCOUNT_MISSING, 'CLIENT_ACCOUNT_MISSING') : null,
        clientAccountMissing: failed,
      };
    }
    case 'remitPremium': {
      const premiumForm = {
        ...newPremiumRemittanceForm(TODAY),
        remittanceType: 'Partial Remittance' as const,
        amountToRemit: '500,000.00',
        dateToRemitBalance: failed ? '2026-03-01' : '2026-03-31',
        remittanceMode: 'Bank Transfer',
        remittanceBankName: 'Access Bank 0690000031',
      };
      return {
        ...base,
        invoice: PAID_INVOICE,
        premiumForm,
        failure: failed ? failure('Please correct the highlighted fields', undefined, { dateToRemitBalance: BALANCE_DATE_IN_PAST }) : null,
      };
    }
    case 'remitVat': {
      const vatForm = {
        ...newVatRemittanceForm(TODAY),
        remittanceType: 'Full Remittance' as const,
        remittanceMode: 'Cheque',
        remittanceBankName: 'Guaranty Trust Bank 0123456789',
        remittanceChequeNumber: '00123456',
      };
      return {
        ...base,
        invoice: failed ? { ...PAID_INVOICE, vat_remitted: PAID_INVOICE.vat_paid } : PAID_INVOICE,
        vatForm,
        failure: failed ? failure(VAT_REMITTANCE_FAILED) : null,
      };
    }
    case 'uploadReceipt':
    case 'uploadVatReceipt': {
      const receipt = {
        remittanceId: top === 'uploadReceipt' ? 'rl-1' : 'vl-1',
        receiptNumber: failed ? '' : 'LW-2026-0142',
        file: RECEIPT,
      };
      return {
        ...base,
        invoice: PAID_INVOICE,
        receipt,
        failure: failed
          ? failure('Please correct the highlighted fields', undefined, {
              [top === 'uploadReceipt' ? 'underwriterReceiptNumber' : 'vatReceiptNumber']: RECEIPT_NUMBER_REQUIRED,
            })
          : null,
      };
    }
    case 'updateInvoice':
      return {
        ...base,
        invoice: PENDING_INVOICE,
        updateForm: { ...updateFormFor(PENDING_INVOICE), narration: 'Fleet policy, 14 trucks' },
        failure: failed ? failure('An error occured during operation!') : null,
      };
    case 'deletion': {
      const admin = state.endsWith('deleting');
      const invoice = step === 'done' ? PENDING_DELETION_INVOICE : PENDING_INVOICE;
      return {
        ...base,
        viewerIsAdmin: admin,
        invoice,
        deletionReason: DELETION_REQUEST.initiator_reason_for_deletion,
        failure: failed ? failure('An error occured while submitting request for invoice deletion') : null,
      };
    }
    default:
      return base;
  }
}

type InvoiceActor = ActorRefFrom<InvoiceLifecycleMachine>;

function createActorIn(state: string): InvoiceActor {
  if (!leafStates(invoiceLifecycleMachine).includes(state))
    throw new Error(`"${state}" is not a leaf state of the invoice lifecycle machine`);
  const context = contextFor(state);
  const snapshot = inertInvoiceMachine.resolveState({
    value: toStateValue(state) as SnapshotFrom<InvoiceLifecycleMachine>['value'],
    context,
  });
  return createActor(inertInvoiceMachine, {
    snapshot,
    input: { invoiceId: context.invoiceId, viewerIsAdmin: context.viewerIsAdmin, today: TODAY },
  });
}

function InvoiceLifecycleStory({ state }: { state: string }) {
  const [actor, setActor] = useState<InvoiceActor | null>(null);
  useEffect(() => {
    const created = createActorIn(state);
    created.start();
    setActor(created);
    return () => created.stop();
  }, [state]);
  return actor ? <InvoiceLifecycleScreen actor={actor} /> : null;
}

/**
 * One invoice through its lifecycle, one story per state of the invoice lifecycle machine: the real
 * details page (header, cards, tables, Action menu, the open modal) over an actor resolved into the
 * state, with calls that never answer.
 */
const meta = {
  title: 'Machines/Invoice lifecycle',
  parameters: { layout: 'fullscreen' },
  render: (_args, { parameters }) => <InvoiceLifecycleStory state={(parameters as MachineStoryParameters).state} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (state: string, name: string): Story => ({ name, parameters: { machine: 'invoice-lifecycle', state } });

export const Loading = story('loading', 'loading');
export const LoadFailed = story('loadFailed', 'loadFailed: not found, Try again');
export const PaymentPending = story('viewing.paymentPending', 'viewing.paymentPending');
export const PartialPayment = story('viewing.partialPayment', 'viewing.partialPayment: mode fixed to Bank Transfer');
export const Paid = story('viewing.paid', 'viewing.paid: PAID - Unremitted, VAT Unremitted');
export const AwaitingApproval = story(
  'viewing.pendingDeletion.awaitingApproval',
  'pendingDeletion.awaitingApproval: an admin must approve',
);
export const LoadingRequest = story('viewing.pendingDeletion.loadingRequest', 'pendingDeletion.loadingRequest (admin)');
export const RequestLoadFailed = story('viewing.pendingDeletion.requestLoadFailed', 'pendingDeletion.requestLoadFailed');
export const Reviewing = story('viewing.pendingDeletion.reviewing', 'pendingDeletion.reviewing: requester and reason');
export const Accepting = story('viewing.pendingDeletion.accepting', 'pendingDeletion.accepting');
export const Rejecting = story('viewing.pendingDeletion.rejecting', 'pendingDeletion.rejecting');
export const DecisionFailed = story('viewing.pendingDeletion.decisionFailed', 'pendingDeletion.decisionFailed');
export const Deactivated = story('viewing.deactivated', 'viewing.deactivated: DELETED, menu disabled');
export const UnknownStatus = story('viewing.unknownStatus', 'viewing.unknownStatus');
export const PaymentEditing = story('addPayment.editing', 'addPayment.editing: the outstanding balance');
export const PaymentSubmitting = story('addPayment.submitting', 'addPayment.submitting');
export const PaymentFailed = story('addPayment.failed', 'addPayment.failed: client account missing');
export const CreatePolicyPrompt = story('addPayment.createPolicyPrompt', 'addPayment.createPolicyPrompt');
export const PaymentDone = story('addPayment.done', 'addPayment.done (endorsement: no prompt)');
export const PremiumEditing = story('remitPremium.editing', 'remitPremium.editing');
export const PremiumSubmitting = story('remitPremium.submitting', 'remitPremium.submitting');
export const PremiumFailed = story('remitPremium.failed', 'remitPremium.failed: balance date in the past');
export const PremiumDone = story('remitPremium.done', 'remitPremium.done');
export const VatEditing = story('remitVat.editing', 'remitVat.editing');
export const VatSubmitting = story('remitVat.submitting', 'remitVat.submitting');
export const VatFailed = story('remitVat.failed', 'remitVat.failed: fully remitted');
export const VatDone = story('remitVat.done', 'remitVat.done');
export const ReceiptEditing = story('uploadReceipt.editing', 'uploadReceipt.editing');
export const ReceiptSubmitting = story('uploadReceipt.submitting', 'uploadReceipt.submitting');
export const ReceiptFailed = story('uploadReceipt.failed', 'uploadReceipt.failed: receipt number required');
export const ReceiptDone = story('uploadReceipt.done', 'uploadReceipt.done');
export const VatReceiptEditing = story('uploadVatReceipt.editing', 'uploadVatReceipt.editing');
export const VatReceiptSubmitting = story('uploadVatReceipt.submitting', 'uploadVatReceipt.submitting');
export const VatReceiptFailed = story('uploadVatReceipt.failed', 'uploadVatReceipt.failed');
export const VatReceiptDone = story('uploadVatReceipt.done', 'uploadVatReceipt.done');
export const UpdateEditing = story('updateInvoice.editing', 'updateInvoice.editing');
export const UpdateSubmitting = story('updateInvoice.submitting', 'updateInvoice.submitting');
export const UpdateFailed = story('updateInvoice.failed', 'updateInvoice.failed');
export const UpdateDone = story('updateInvoice.done', 'updateInvoice.done');
export const DeletionEditing = story('deletion.editing', 'deletion.editing: the reason');
export const Deleting = story('deletion.submitting.deleting', 'deletion.submitting.deleting (admin)');
export const Requesting = story('deletion.submitting.requesting', 'deletion.submitting.requesting (non-admin)');
export const DeletionFailed = story('deletion.failed', 'deletion.failed');
export const DeletionDone = story('deletion.done', 'deletion.done: request submitted');
