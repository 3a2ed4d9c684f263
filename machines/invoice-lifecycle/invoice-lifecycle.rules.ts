import type { GuardRules } from '../guard-rules';

const BACK_OFFICE = 'Back-office specification';
const status = (name: string, status: string) => ({
  calls: `domain/invoices/status.ts ${name}`,
  decides: `The invoice's status is ${status} (compared case-insensitively).`,
  spec: `${BACK_OFFICE} §4 States and transitions › Invoice status`,
  test: 'tests/domain/invoices/status.test.ts',
});
const offered = (action: string, rule: string) => ({
  calls: 'domain/invoices/actions.ts isOffered',
  decides: `The Action menu offers ${action}: ${rule}`,
  spec: `${BACK_OFFICE} §4 States and transitions › Action menu availability`,
  test: 'tests/domain/invoices/actions.test.ts',
});
const bookkeeping = (decides: string) => ({
  calls: null,
  decides,
  spec: 'None: the machine’s own bookkeeping',
  test: 'tests/machines/invoice-lifecycle.machine.test.ts',
});

/** The rules behind each guard of the invoice lifecycle (invoice-lifecycle.setup.ts). */
export const invoiceLifecycleRules: GuardRules = {
  isPaymentPending: status('isPaymentPending', 'payment pending'),
  isPartialPayment: status('isPartialPayment', 'partial payment'),
  isPaid: status('isPaid', 'paid'),
  isPendingDeletion: status('isPendingDeletion', 'pending deletion'),
  isDeactivated: status('isDeactivated', 'deactivated (shown as DELETED)'),
  mayPay: offered('Add payment', 'when not paid, and not while the menu is disabled.'),
  mayRemitPremium: offered('Remit Premium', 'only when paid and not an endorsement-remittance.'),
  mayRemitVat: offered('Remit VAT', 'only when paid and not an endorsement-remittance.'),
  mayUpdate: offered('Update Invoice', 'hidden if paid, or for endorsement or endorsement-remittance transactions.'),
  mayDelete: offered('Delete Invoice', 'only when the status is payment pending.'),
  mayUploadReceipts: {
    calls: 'domain/invoices/actions.ts canUploadReceipts',
    decides: 'Receipts are uploaded against a paid invoice whose menu is not disabled.',
    spec: `${BACK_OFFICE} §5 Validation rules › Receipt upload`,
    test: 'tests/domain/invoices/actions.test.ts',
  },
  viewerIsAdmin: {
    calls: null,
    decides: 'The viewer is an admin (the session says so at the start): admins delete directly and decide deletion requests.',
    spec: `${BACK_OFFICE} §6 Roles and permissions`,
    test: 'tests/machines/invoice-lifecycle.machine.test.ts',
  },
  promptsForPolicy: {
    calls: 'domain/invoices/actions.ts promptsForPolicy',
    decides: 'After a payment, offer to create the policy unless the transaction is an endorsement or endorsement-remittance.',
    spec: `${BACK_OFFICE} §4 States and transitions › Transaction types`,
    test: 'tests/domain/invoices/actions.test.ts',
  },
  intends: bookkeeping('The modal asked for (by the page, before the invoice loaded) is this one.'),
  hasIntent: bookkeeping('A modal was asked for before the invoice loaded.'),
  noProblems: {
    calls: null,
    decides:
      'The open form has no problems; the problems come from machines/invoice-lifecycle/invoice-forms.ts, which calls the domain’s rules (paymentErrors, premiumRemittanceErrors, vatRemittanceErrors, invoiceUpdateErrors, the receipt and deletion checks).',
    spec: `${BACK_OFFICE} §5 Validation rules`,
    test: 'tests/domain/invoices/payment.test.ts',
  },
};
