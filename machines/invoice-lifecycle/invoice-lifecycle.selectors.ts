import {
  createClientAccountRoute,
  displayStatus,
  displayVatStatus,
  invoiceMenu,
  outstandingKobo,
  fixedPaymentMode,
  offersCommissionCapture,
  type InvoiceMenu,
} from '../../domain/invoices';
import {
  CLIENT_ACCOUNT_MISSING,
  CREATE_CLIENT_ACCOUNT,
  CREATE_POLICY_PROPOSAL_QUESTION,
  CREATE_POLICY_PROPOSAL_TITLE,
  DELETION_NEEDS_ADMIN_APPROVAL,
} from '../../domain/messages';
import type { InvoiceLifecycleMachine } from './invoice-lifecycle.machine';
import type { InvoiceModal } from './invoice-lifecycle.types';
import type { SnapshotFrom } from 'xstate';

type Snapshot = SnapshotFrom<InvoiceLifecycleMachine>;

/** What the details page shows: one slot per state. */
export type InvoiceSlot =
  | 'loading'
  | 'loadFailed'
  | 'paymentPending'
  | 'partialPayment'
  | 'paid'
  | 'pendingDeletion'
  | 'deactivated'
  | 'unknownStatus'
  | InvoiceModal;

const MODALS: InvoiceModal[] = ['addPayment', 'remitPremium', 'remitVat', 'uploadReceipt', 'uploadVatReceipt', 'updateInvoice', 'deletion'];
const RESTING = ['paymentPending', 'partialPayment', 'paid', 'pendingDeletion', 'deactivated', 'unknownStatus'] as const;

export const selectModal = (s: Snapshot): InvoiceModal | null => MODALS.find((modal) => s.matches(modal)) ?? null;

export const selectSlot = (s: Snapshot): InvoiceSlot => {
  if (s.matches('loading')) return 'loading';
  if (s.matches('loadFailed')) return 'loadFailed';
  const modal = selectModal(s);
  if (modal) return modal;
  return RESTING.find((status) => s.matches({ viewing: status })) ?? 'loading';
};

/** Where the open modal is: editing, submitting, failed, done (or the create-policy prompt). */
export const selectModalStep = (s: Snapshot): 'editing' | 'submitting' | 'failed' | 'done' | 'createPolicyPrompt' | null => {
  const modal = selectModal(s);
  if (!modal) return null;
  for (const step of ['editing', 'submitting', 'failed', 'done', 'createPolicyPrompt'] as const)
    if (s.matches({ [modal]: step } as never)) return step;
  return null;
};

export const selectInvoice = (s: Snapshot) => s.context.invoice;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectIsEditable = (s: Snapshot) => s.hasTag('editable');
export const selectStatusLabel = (s: Snapshot) => (s.context.invoice ? displayStatus(s.context.invoice) : null);
export const selectVatStatus = (s: Snapshot) => (s.context.invoice ? displayVatStatus(s.context.invoice) : null);
/** The Action menu: its entries and whether it is disabled (compare with `sameMenu`: a new object each time). */
export const selectMenu = (s: Snapshot): InvoiceMenu | null => (s.context.invoice ? invoiceMenu(s.context.invoice) : null);

export const sameMenu = (a: InvoiceMenu | null, b: InvoiceMenu | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.disabled === b.disabled &&
    a.entries.length === b.entries.length &&
    a.entries.every((entry, index) => entry.action === b.entries[index]?.action && entry.label === b.entries[index]?.label));
export const selectOutstandingKobo = (s: Snapshot) => (s.context.invoice ? outstandingKobo(s.context.invoice) : 0);

export const selectPaymentForm = (s: Snapshot) => s.context.paymentForm;
/** The earlier mode, fixed while partly paid; null when the mode may be chosen. */
export const selectFixedPaymentMode = (s: Snapshot) => (s.context.invoice ? fixedPaymentMode(s.context.invoice) : null);
export const selectOffersCommissionCapture = (s: Snapshot) =>
  s.context.paymentForm ? offersCommissionCapture(s.context.paymentForm) : false;
export const selectPremiumForm = (s: Snapshot) => s.context.premiumForm;
export const selectVatForm = (s: Snapshot) => s.context.vatForm;
export const selectReceipt = (s: Snapshot) => s.context.receipt;
export const selectUpdateForm = (s: Snapshot) => s.context.updateForm;
export const selectDeletionReason = (s: Snapshot) => s.context.deletionReason;
export const selectDeletionRequest = (s: Snapshot) => s.context.deletionRequest;
export const selectViewerIsAdmin = (s: Snapshot) => s.context.viewerIsAdmin;

/** "Client account has not been created", with the link "Create client account" (a new object each time: compare shallowly). */
export const selectClientAccountBanner = (s: Snapshot) =>
  s.context.clientAccountMissing
    ? { message: CLIENT_ACCOUNT_MISSING, link: CREATE_CLIENT_ACCOUNT, to: createClientAccountRoute(s.context.invoice) }
    : null;

/** The policy proposal question after a payment (a new object each time: compare shallowly). */
export const selectCreatePolicyPrompt = (s: Snapshot) =>
  s.matches({ addPayment: 'createPolicyPrompt' })
    ? { title: CREATE_POLICY_PROPOSAL_TITLE, question: CREATE_POLICY_PROPOSAL_QUESTION }
    : null;

/** Non-admins see that an admin must approve a deletion request. */
export const selectDeletionNotice = (s: Snapshot) => (s.context.viewerIsAdmin ? null : DELETION_NEEDS_ADMIN_APPROVAL);

export const selectCanPay = (s: Snapshot) => s.can({ type: 'invoice.pay' });
export const selectCanRemitPremium = (s: Snapshot) => s.can({ type: 'invoice.remitPremium' });
export const selectCanRemitVat = (s: Snapshot) => s.can({ type: 'invoice.remitVat' });
export const selectCanUploadReceipts = (s: Snapshot) => s.can({ type: 'invoice.uploadReceipt', remittanceId: '' });
export const selectCanUpdate = (s: Snapshot) => s.can({ type: 'invoice.update' });
export const selectCanDelete = (s: Snapshot) => s.can({ type: 'invoice.delete' });
