import type { RequestFailure } from '../../domain/api';
import type {
  AddPaymentForm,
  AddPaymentPayload,
  DeletionRequestDetail,
  Invoice,
  InvoiceUpdateForm,
  InvoiceUpdatePayload,
  PremiumRemittanceForm,
  PremiumRemittancePayload,
  VatRemittanceForm,
  VatRemittancePayload,
} from '../../domain/invoices';

export type { AddPaymentForm, DeletionRequestDetail, Invoice, InvoiceUpdateForm, PremiumRemittanceForm, RequestFailure, VatRemittanceForm };

export interface InvoiceLifecycleInput {
  invoiceId: string;
  /** Admins delete directly and decide deletion requests (domain/auth isAdmin). */
  viewerIsAdmin: boolean;
  /** yyyy-mm-dd in Africa/Lagos: the rules read dates against it. */
  today: string;
  /** Opened from the invoice list for one action: its modal opens as soon as the invoice is read. */
  open?: InvoiceIntent | null;
}

/** The actions the invoice list opens straight away (receipts first ask which remittance). */
export type InvoiceIntent = 'addPayment' | 'remitPremium' | 'remitVat' | 'updateInvoice' | 'deleteInvoice';

/** A receipt being uploaded for one premium remittance (remittance_log_id) or VAT remittance (vat_log_id). */
export interface ReceiptDraft {
  remittanceId: string;
  receiptNumber: string;
  file: File | null;
}

export interface InvoiceLifecycleContext extends Omit<InvoiceLifecycleInput, 'open'> {
  /** The list's intent until the invoice is read and the modal opened (or refused). */
  open: InvoiceIntent | null;
  /** The invoice as the server last answered it (a success answers the changed invoice). */
  invoice: Invoice | null;
  /** The pending request an admin is deciding: who asked and why. */
  deletionRequest: DeletionRequestDetail | null;
  paymentForm: AddPaymentForm | null;
  premiumForm: PremiumRemittanceForm | null;
  vatForm: VatRemittanceForm | null;
  receipt: ReceiptDraft | null;
  updateForm: InvoiceUpdateForm | null;
  deletionReason: string;
  /**
   * The open modal's Idempotency-Key, made on opening it: every retry of its submit sends the same
   * one, so the server answers a repeat once. Null while no modal that writes money is open.
   */
  idempotencyKey: string | null;
  /** Why the last submit or call failed: the form's refusals or the server's answer, field errors by payload path. */
  failure: RequestFailure | null;
  /** The failed payment answered CLIENT_ACCOUNT_MISSING: the view shows the "Create client account" banner. */
  clientAccountMissing: boolean;
}

export type InvoiceLifecycleEvent =
  | { type: 'invoice.retry' }
  // Opening a modal (each guarded by the action menu's rules).
  | { type: 'invoice.pay' }
  | { type: 'invoice.remitPremium' }
  | { type: 'invoice.remitVat' }
  | { type: 'invoice.uploadReceipt'; remittanceId: string }
  | { type: 'invoice.uploadVatReceipt'; vatRemitId: string }
  | { type: 'invoice.update' }
  | { type: 'invoice.delete' }
  // Inside a modal.
  | { type: 'invoice.editPayment'; changes: Partial<AddPaymentForm> }
  | { type: 'invoice.choosePaymentMode'; mode: string }
  | { type: 'invoice.editPremiumRemittance'; changes: Partial<PremiumRemittanceForm> }
  | { type: 'invoice.editVatRemittance'; changes: Partial<VatRemittanceForm> }
  | { type: 'invoice.editReceipt'; receiptNumber: string }
  | { type: 'invoice.chooseReceiptFile'; file: File | null }
  | { type: 'invoice.editUpdate'; changes: Partial<InvoiceUpdateForm> }
  | { type: 'invoice.editReason'; reason: string }
  | { type: 'invoice.submit' }
  | { type: 'invoice.close' }
  // The create-policy prompt: Yes / Cancel.
  | { type: 'invoice.createPolicy' }
  | { type: 'invoice.skipPolicy' }
  // An admin on a pending deletion request.
  | { type: 'invoice.acceptDeletion' }
  | { type: 'invoice.rejectDeletion' };

export type InvoiceModal = 'addPayment' | 'remitPremium' | 'remitVat' | 'uploadReceipt' | 'uploadVatReceipt' | 'updateInvoice' | 'deletion';
export type InvoiceStep = InvoiceModal | 'acceptDeletion' | 'rejectDeletion';

/** What the machine tells the screen (actor.on(...)): toasts, and where Yes on the prompt leads. */
export type InvoiceLifecycleEmitted =
  | { type: 'invoice.succeeded'; step: InvoiceStep; message: string }
  | { type: 'invoice.failed'; step: InvoiceStep; message: string }
  | { type: 'invoice.createPolicy'; route: string }
  /** A modal closed; `changed` when its call went through. */
  | { type: 'invoice.closed'; step: InvoiceModal; changed: boolean }
  /** The invoice could not be read, or the intended action is not offered for it. */
  | { type: 'invoice.unavailable'; message: string };

// ---- what each call is given ------------------------------------------------------------------

export interface InvoiceRef {
  invoiceId: string;
}
/** A write that a retry could repeat carries the open modal's key. */
export interface OnceOnly {
  idempotencyKey: string;
}
export interface AddPaymentInput extends InvoiceRef, OnceOnly {
  payload: AddPaymentPayload;
}
export interface RemitPremiumInput extends InvoiceRef, OnceOnly {
  payload: PremiumRemittancePayload;
}
export interface RemitVatInput extends InvoiceRef, OnceOnly {
  payload: VatRemittancePayload;
}
export interface UploadReceiptInput extends InvoiceRef, OnceOnly {
  remittanceId: string;
  underwriterReceiptNumber: string;
  file: File;
}
export interface UploadVatReceiptInput extends InvoiceRef, OnceOnly {
  vatRemitId: string;
  vatReceiptNumber: string;
  file: File;
}
export interface UpdateInvoiceInput extends InvoiceRef {
  payload: InvoiceUpdatePayload;
}
export interface DeletionInput extends InvoiceRef {
  reasonForDeletion: string;
}
