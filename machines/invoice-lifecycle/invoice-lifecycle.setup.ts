import { assertEvent, assign, emit, setup } from 'xstate';
import { CLIENT_ACCOUNT_MISSING } from '../../domain/accounting';
import { describeFailure } from '../../domain/api';
import {
  canUploadReceipts,
  choosePaymentMode,
  createPolicyRoute,
  isDeactivated,
  isOffered,
  isPaid,
  isPartialPayment,
  isPaymentPending,
  isPendingDeletion,
  newPaymentForm,
  newPremiumRemittanceForm,
  newVatRemittanceForm,
  promptsForPolicy,
  updateFormFor,
  type DeletionRequestDetail,
  type Invoice,
  type InvoiceAction,
} from '../../domain/invoices';
import { actionNotOffered, GENERIC_ERROR } from '../../domain/messages';
import { placeholderAction, placeholderActor } from '../placeholder-actor';
import { refusalOf } from './invoice-forms';
import type { FieldError } from '../../domain/validation';
import type {
  AddPaymentInput,
  DeletionInput,
  InvoiceLifecycleContext,
  InvoiceLifecycleEmitted,
  InvoiceLifecycleEvent,
  InvoiceLifecycleInput,
  InvoiceIntent,
  InvoiceModal,
  InvoiceRef,
  InvoiceStep,
  RemitPremiumInput,
  RemitVatInput,
  UpdateInvoiceInput,
  UploadReceiptInput,
  UploadVatReceiptInput,
} from './invoice-lifecycle.types';

const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const invoiceOf = (event: unknown) => (event as { output: Invoice }).output;
const offered =
  (action: InvoiceAction) =>
  ({ context }: { context: InvoiceLifecycleContext }) =>
    context.invoice !== null && isOffered(context.invoice, action);
const status =
  (is: (invoice: Invoice) => boolean) =>
  ({ context }: { context: InvoiceLifecycleContext }) =>
    context.invoice !== null && is(context.invoice);

const CLOSED = {
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

export const initialContext = (input: InvoiceLifecycleInput): InvoiceLifecycleContext => ({
  ...input,
  open: input.open ?? null,
  invoice: null,
  deletionRequest: null,
  ...CLOSED,
});

/** The invoice lifecycle's vocabulary: its calls, guards and actions. Every rule is the domain's (domain/invoices). */
export const invoiceSetup = setup({
  types: {
    context: {} as InvoiceLifecycleContext,
    events: {} as InvoiceLifecycleEvent,
    input: {} as InvoiceLifecycleInput,
    emitted: {} as InvoiceLifecycleEmitted,
  },
  actors: {
    loadInvoice: placeholderActor<Invoice, InvoiceRef>('loadInvoice'),
    addPayment: placeholderActor<Invoice, AddPaymentInput>('addPayment'),
    remitPremium: placeholderActor<Invoice, RemitPremiumInput>('remitPremium'),
    remitVat: placeholderActor<Invoice, RemitVatInput>('remitVat'),
    uploadReceipt: placeholderActor<Invoice, UploadReceiptInput>('uploadReceipt'),
    uploadVatReceipt: placeholderActor<Invoice, UploadVatReceiptInput>('uploadVatReceipt'),
    updateInvoice: placeholderActor<Invoice, UpdateInvoiceInput>('updateInvoice'),
    requestDeletion: placeholderActor<Invoice, DeletionInput>('requestDeletion'),
    deleteInvoice: placeholderActor<Invoice, DeletionInput>('deleteInvoice'),
    loadDeletionRequest: placeholderActor<DeletionRequestDetail, InvoiceRef>('loadDeletionRequest'),
    acceptDeletion: placeholderActor<Invoice, InvoiceRef>('acceptDeletion'),
    rejectDeletion: placeholderActor<Invoice, InvoiceRef>('rejectDeletion'),
  },
  actions: {
    /** Gives the modal just opened its Idempotency-Key (`context.idempotencyKey`); the app provides the key maker. */
    issueIdempotencyKey: placeholderAction('issueIdempotencyKey'),
    keepInvoice: assign({ invoice: ({ event }) => invoiceOf(event), failure: null }),
    keepRequest: assign({ deletionRequest: ({ event }) => (event as unknown as { output: DeletionRequestDetail }).output, failure: null }),
    openPayment: assign(({ context }) => ({ ...CLOSED, paymentForm: newPaymentForm(context.invoice!, context.today) })),
    editPayment: assign({
      paymentForm: ({ context, event }) => {
        assertEvent(event, 'invoice.editPayment');
        return context.paymentForm && { ...context.paymentForm, ...event.changes };
      },
    }),
    choosePaymentMode: assign({
      paymentForm: ({ context, event }) => {
        assertEvent(event, 'invoice.choosePaymentMode');
        return context.paymentForm && choosePaymentMode(context.paymentForm, event.mode, context.invoice!);
      },
    }),
    openPremium: assign(({ context }) => ({ ...CLOSED, premiumForm: newPremiumRemittanceForm(context.today) })),
    editPremium: assign({
      premiumForm: ({ context, event }) => {
        assertEvent(event, 'invoice.editPremiumRemittance');
        return context.premiumForm && { ...context.premiumForm, ...event.changes };
      },
    }),
    openVat: assign(({ context }) => ({ ...CLOSED, vatForm: newVatRemittanceForm(context.today) })),
    editVat: assign({
      vatForm: ({ context, event }) => {
        assertEvent(event, 'invoice.editVatRemittance');
        return context.vatForm && { ...context.vatForm, ...event.changes };
      },
    }),
    openReceipt: assign(({ event }) => {
      assertEvent(event, ['invoice.uploadReceipt', 'invoice.uploadVatReceipt']);
      const remittanceId = event.type === 'invoice.uploadReceipt' ? event.remittanceId : event.vatRemitId;
      return { ...CLOSED, receipt: { remittanceId, receiptNumber: '', file: null } };
    }),
    editReceipt: assign({
      receipt: ({ context, event }) => {
        assertEvent(event, ['invoice.editReceipt', 'invoice.chooseReceiptFile']);
        if (!context.receipt) return null;
        return event.type === 'invoice.editReceipt'
          ? { ...context.receipt, receiptNumber: event.receiptNumber }
          : { ...context.receipt, file: event.file };
      },
    }),
    openUpdate: assign(({ context }) => ({ ...CLOSED, updateForm: updateFormFor(context.invoice!) })),
    editUpdate: assign({
      updateForm: ({ context, event }) => {
        assertEvent(event, 'invoice.editUpdate');
        return context.updateForm && { ...context.updateForm, ...event.changes };
      },
    }),
    openDeletion: assign(() => CLOSED),
    editReason: assign({
      deletionReason: ({ event }) => {
        assertEvent(event, 'invoice.editReason');
        return event.reason;
      },
    }),
    closeModal: assign(() => CLOSED),
    forgetIntent: assign({ open: null }),
    announceClosed: emit((_, params: { step: InvoiceModal; changed: boolean }) => ({ type: 'invoice.closed' as const, ...params })),
    announceNotOffered: emit({ type: 'invoice.unavailable', message: actionNotOffered('This action') }),
    announceUnreadable: emit(({ context }) => ({
      type: 'invoice.unavailable' as const,
      message: context.failure?.message ?? GENERIC_ERROR,
    })),
    refuse: assign((_, params: { errors: FieldError[] }) => ({ failure: refusalOf(params.errors) })),
    rememberFailure: assign(({ event }, params: { fallback: string }) => {
      const failure = describeFailure(errorOf(event), params.fallback);
      return { failure, clientAccountMissing: failure.code === CLIENT_ACCOUNT_MISSING };
    }),
    forgetFailure: assign({ failure: null, clientAccountMissing: false }),
    announceSuccess: emit((_, params: { step: InvoiceStep; message: string }) => ({ type: 'invoice.succeeded' as const, ...params })),
    /** Before keepInvoice: the message is made of the invoice as it was and as the call left it. */
    announceOutcome: emit(({ context, event }, params: { step: InvoiceStep; outcome: (before: Invoice, after: Invoice) => string }) => ({
      type: 'invoice.succeeded' as const,
      step: params.step,
      message: params.outcome(context.invoice!, invoiceOf(event)),
    })),
    announceFailure: emit((_, params: { step: InvoiceStep; message: string }) => ({ type: 'invoice.failed' as const, ...params })),
    openCreatePolicy: emit(({ context }) => ({ type: 'invoice.createPolicy' as const, route: createPolicyRoute(context.invoice!) })),
  },
  guards: {
    isPaymentPending: status(isPaymentPending),
    isPartialPayment: status(isPartialPayment),
    isPaid: status(isPaid),
    isPendingDeletion: status(isPendingDeletion),
    isDeactivated: status(isDeactivated),
    mayPay: offered('addPayment'),
    mayRemitPremium: offered('remitPremium'),
    mayRemitVat: offered('remitVat'),
    mayUpdate: offered('updateInvoice'),
    mayDelete: offered('deleteInvoice'),
    mayUploadReceipts: ({ context }) => context.invoice !== null && canUploadReceipts(context.invoice),
    viewerIsAdmin: ({ context }) => context.viewerIsAdmin,
    /** "After a successful add-payment that does not concern an endorsement or endorsement-remittance transaction." */
    promptsForPolicy: ({ event }) => promptsForPolicy(invoiceOf(event)),
    intends: ({ context }, params: { modal: InvoiceIntent }) => context.open === params.modal,
    hasIntent: ({ context }) => context.open !== null,
    noProblems: (_, params: { errors: FieldError[] }) => params.errors.length === 0,
  },
});
