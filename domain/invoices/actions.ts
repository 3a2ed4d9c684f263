import { isDeactivated, isPaid, isPartialPayment, isPaymentPending, isPendingDeletion } from './status';
import { ENDORSEMENT, ENDORSEMENT_REMITTANCE } from './vocabulary';
import type { PermissionName } from '../permissions';

// Which entries the invoice's Action menu offers (spec section 4, "Action menu availability").

export const INVOICE_ACTIONS = [
  'updateInvoice',
  'viewDebitNote',
  'addPayment',
  'viewCreditNote',
  'viewReceipt',
  'remitPremium',
  'remitVat',
  'viewTransactions',
  'convertToPolicy',
  'deleteInvoice',
] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

/** What the menu rules read from an invoice. */
export interface InvoiceMenuFacts {
  status: string;
  transaction_type: string;
  quote_id: string | null;
  policy_id: string | null;
}

const LABELS: Record<InvoiceAction, string> = {
  updateInvoice: 'Update Invoice',
  viewDebitNote: 'View Debit Note',
  addPayment: 'Add payment',
  viewCreditNote: 'View Credit Note',
  viewReceipt: 'View Receipt',
  remitPremium: 'Remit Premium',
  remitVat: 'Remit VAT',
  viewTransactions: 'View Transactions',
  convertToPolicy: 'Convert to Policy',
  deleteInvoice: 'Delete Invoice',
};

/**
 * The permission each entry needs: the one the server checks on the call the entry leads to (the
 * invoice routes declare their access with these same names). Non-admins ask for a deletion.
 */
export const INVOICE_ACTION_PERMISSIONS = {
  updateInvoice: 'Update Invoice',
  viewDebitNote: 'View Invoices',
  addPayment: 'Record Payment',
  viewCreditNote: 'View Invoices',
  viewReceipt: 'View Invoices',
  remitPremium: 'Remit Premium',
  remitVat: 'Remit VAT',
  viewTransactions: 'View Invoices',
  convertToPolicy: 'Create Policy',
  deleteInvoice: 'Request Invoice Deletion',
} as const satisfies Record<InvoiceAction, PermissionName>;

/** A receipt is uploaded by whoever may make the remittance it belongs to. */
export const RECEIPT_PERMISSIONS = { premium: 'Remit Premium', vat: 'Remit VAT' } as const satisfies Record<string, PermissionName>;

/** Whether the viewer holds a permission (admins hold them all). */
export type Permits = (permission: PermissionName) => boolean;
const everything: Permits = () => true;

const sameType = (invoice: InvoiceMenuFacts, type: string) => invoice.transaction_type.trim().toUpperCase() === type;
export const isEndorsement = (invoice: Pick<InvoiceMenuFacts, 'transaction_type'>) => sameType(invoice as InvoiceMenuFacts, ENDORSEMENT);
export const isEndorsementRemittance = (invoice: Pick<InvoiceMenuFacts, 'transaction_type'>) =>
  sameType(invoice as InvoiceMenuFacts, ENDORSEMENT_REMITTANCE);

/** An endorsement's own invoice (additional or return premium), raised when the endorsement was approved: it stays. */
export const billsEndorsement = (invoice: InvoiceMenuFacts) =>
  invoice.policy_id !== null && (isEndorsement(invoice) || isEndorsementRemittance(invoice));

/** "Add payment (labelled Receive payment for endorsement-remittance)". */
export function actionLabel(action: InvoiceAction, invoice: Pick<InvoiceMenuFacts, 'transaction_type'>): string {
  return action === 'addPayment' && isEndorsementRemittance(invoice) ? 'Receive payment' : LABELS[action];
}

const RULES: Record<InvoiceAction, (invoice: InvoiceMenuFacts) => boolean> = {
  updateInvoice: (invoice) => !isPaid(invoice) && !isEndorsement(invoice) && !isEndorsementRemittance(invoice),
  viewDebitNote: (invoice) => isPaymentPending(invoice) || isPaid(invoice),
  addPayment: (invoice) => !isPaid(invoice),
  viewCreditNote: isPaid,
  viewReceipt: (invoice) => isPaid(invoice) || isPartialPayment(invoice),
  remitPremium: (invoice) => isPaid(invoice) && !isEndorsementRemittance(invoice),
  remitVat: (invoice) => isPaid(invoice) && !isEndorsementRemittance(invoice),
  viewTransactions: () => true,
  convertToPolicy: (invoice) => !isPaymentPending(invoice) && !invoice.quote_id && !invoice.policy_id && !isEndorsementRemittance(invoice),
  deleteInvoice: (invoice) => isPaymentPending(invoice) && !billsEndorsement(invoice),
};

/** "The whole menu is disabled while the invoice is deactivated or pending deletion." */
export const isMenuDisabled = (invoice: Pick<InvoiceMenuFacts, 'status'>) => isDeactivated(invoice) || isPendingDeletion(invoice);

export interface OfferedAction {
  action: InvoiceAction;
  label: string;
}

export interface InvoiceMenu {
  /** The menu is shown but cannot be opened. */
  disabled: boolean;
  /** The entries the rules show, in the menu's order (even while the menu is disabled). */
  entries: OfferedAction[];
}

/** The menu for the invoice's status, with only the entries the viewer holds the permission for. */
export function invoiceMenu(invoice: InvoiceMenuFacts, permits: Permits = everything): InvoiceMenu {
  return {
    disabled: isMenuDisabled(invoice),
    entries: INVOICE_ACTIONS.filter((action) => RULES[action](invoice) && permits(INVOICE_ACTION_PERMISSIONS[action])).map((action) => ({
      action,
      label: actionLabel(action, invoice),
    })),
  };
}

/** The action may be taken now: the menu shows it and is not disabled. */
export const isOffered = (invoice: InvoiceMenuFacts, action: InvoiceAction): boolean => !isMenuDisabled(invoice) && RULES[action](invoice);

/** Receipts are uploaded from the remittance tables, shown only on paid invoices. */
export const canUploadReceipts = (invoice: InvoiceMenuFacts): boolean => isPaid(invoice) && !isMenuDisabled(invoice);

/** The create-policy prompt follows a payment except on endorsement and endorsement-remittance invoices. */
export const promptsForPolicy = (invoice: Pick<InvoiceMenuFacts, 'transaction_type'>): boolean =>
  !isEndorsement(invoice) && !isEndorsementRemittance(invoice);

/** "The quote one if the invoice has a quote_id, otherwise the invoice one." */
export function createPolicyRoute(invoice: { invoice_id: string; quote_id: string | null }): string {
  return invoice.quote_id ? `/quotes/${invoice.quote_id}/createPolicy` : `/account/invoices/${invoice.invoice_id}/createPolicy`;
}
