import { describe, expect, it } from 'vitest';
import {
  actionLabel,
  deletionRefusal,
  ENDORSEMENT_INVOICE_KEPT,
  canUploadReceipts,
  createPolicyRoute,
  invoiceMenu,
  isOffered,
  promptsForPolicy,
  type InvoiceAction,
} from '../../../domain/invoices';
import { INVOICE_ID, QUOTE_ID } from '../../../stories/invoices/fixtures';
import type { PermissionName } from '../../../domain/permissions';

const STATUSES = ['payment pending', 'partial payment', 'paid', 'pending deletion', 'deactivated'] as const;
const TYPES = ['NEW POLICY', 'RENEWAL', 'POLICY_EDORSEMENT', 'POLICY_EDORSEMENT_REMITTANCE'] as const;

const facts = (status: string, transaction_type: string, links: { quote_id?: string | null; policy_id?: string | null } = {}) => ({
  status,
  transaction_type,
  quote_id: links.quote_id ?? null,
  policy_id: links.policy_id ?? null,
});

/** The spec's rules, written out per status and transaction type (no quote or policy linked). */
const EXPECTED: Record<(typeof STATUSES)[number], Record<(typeof TYPES)[number], InvoiceAction[]>> = {
  'payment pending': {
    'NEW POLICY': ['updateInvoice', 'viewDebitNote', 'addPayment', 'viewTransactions', 'deleteInvoice'],
    RENEWAL: ['updateInvoice', 'viewDebitNote', 'addPayment', 'viewTransactions', 'deleteInvoice'],
    POLICY_EDORSEMENT: ['viewDebitNote', 'addPayment', 'viewTransactions', 'deleteInvoice'],
    POLICY_EDORSEMENT_REMITTANCE: ['viewDebitNote', 'addPayment', 'viewTransactions', 'deleteInvoice'],
  },
  'partial payment': {
    'NEW POLICY': ['updateInvoice', 'addPayment', 'viewReceipt', 'viewTransactions', 'convertToPolicy'],
    RENEWAL: ['updateInvoice', 'addPayment', 'viewReceipt', 'viewTransactions', 'convertToPolicy'],
    POLICY_EDORSEMENT: ['addPayment', 'viewReceipt', 'viewTransactions', 'convertToPolicy'],
    POLICY_EDORSEMENT_REMITTANCE: ['addPayment', 'viewReceipt', 'viewTransactions'],
  },
  paid: {
    'NEW POLICY': ['viewDebitNote', 'viewCreditNote', 'viewReceipt', 'remitPremium', 'remitVat', 'viewTransactions', 'convertToPolicy'],
    RENEWAL: ['viewDebitNote', 'viewCreditNote', 'viewReceipt', 'remitPremium', 'remitVat', 'viewTransactions', 'convertToPolicy'],
    POLICY_EDORSEMENT: [
      'viewDebitNote',
      'viewCreditNote',
      'viewReceipt',
      'remitPremium',
      'remitVat',
      'viewTransactions',
      'convertToPolicy',
    ],
    POLICY_EDORSEMENT_REMITTANCE: ['viewDebitNote', 'viewCreditNote', 'viewReceipt', 'viewTransactions'],
  },
  'pending deletion': {
    'NEW POLICY': ['updateInvoice', 'addPayment', 'viewTransactions', 'convertToPolicy'],
    RENEWAL: ['updateInvoice', 'addPayment', 'viewTransactions', 'convertToPolicy'],
    POLICY_EDORSEMENT: ['addPayment', 'viewTransactions', 'convertToPolicy'],
    POLICY_EDORSEMENT_REMITTANCE: ['addPayment', 'viewTransactions'],
  },
  deactivated: {
    'NEW POLICY': ['updateInvoice', 'addPayment', 'viewTransactions', 'convertToPolicy'],
    RENEWAL: ['updateInvoice', 'addPayment', 'viewTransactions', 'convertToPolicy'],
    POLICY_EDORSEMENT: ['addPayment', 'viewTransactions', 'convertToPolicy'],
    POLICY_EDORSEMENT_REMITTANCE: ['addPayment', 'viewTransactions'],
  },
};

describe('the action menu', () => {
  describe.each(STATUSES)('%s', (status) => {
    it.each(TYPES)('%s', (type) => {
      const menu = invoiceMenu(facts(status.toUpperCase(), type));
      expect(menu.entries.map((entry) => entry.action)).toEqual(EXPECTED[status][type]);
      const disabled = status === 'pending deletion' || status === 'deactivated';
      expect(menu.disabled).toBe(disabled);
      // A disabled menu offers nothing, not even View Transactions.
      for (const entry of menu.entries) expect(isOffered(facts(status, type), entry.action)).toBe(!disabled);
    });
  });

  it('labels Add payment "Receive payment" for endorsement remittance only', () => {
    expect(
      invoiceMenu(facts('payment pending', 'POLICY_EDORSEMENT_REMITTANCE')).entries.find((entry) => entry.action === 'addPayment')?.label,
    ).toBe('Receive payment');
    expect(actionLabel('addPayment', { transaction_type: 'policy_edorsement_remittance' })).toBe('Receive payment');
    expect(actionLabel('addPayment', { transaction_type: 'POLICY_EDORSEMENT' })).toBe('Add payment');
    expect(actionLabel('remitVat', { transaction_type: 'NEW POLICY' })).toBe('Remit VAT');
  });

  it('hides Convert to Policy once the invoice is linked to a quote or a policy', () => {
    expect(isOffered(facts('paid', 'NEW POLICY'), 'convertToPolicy')).toBe(true);
    expect(isOffered(facts('paid', 'NEW POLICY', { quote_id: QUOTE_ID }), 'convertToPolicy')).toBe(false);
    expect(isOffered(facts('paid', 'NEW POLICY', { policy_id: 'b1c2' }), 'convertToPolicy')).toBe(false);
  });

  it('takes receipts on paid invoices only', () => {
    expect(canUploadReceipts(facts('paid', 'NEW POLICY'))).toBe(true);
    expect(canUploadReceipts(facts('partial payment', 'NEW POLICY'))).toBe(false);
  });
});

describe('the create-policy prompt', () => {
  it('is skipped for endorsement and endorsement-remittance invoices', () => {
    expect(promptsForPolicy({ transaction_type: 'NEW POLICY' })).toBe(true);
    expect(promptsForPolicy({ transaction_type: 'RENEWAL' })).toBe(true);
    expect(promptsForPolicy({ transaction_type: 'POLICY_EDORSEMENT' })).toBe(false);
    expect(promptsForPolicy({ transaction_type: 'POLICY_EDORSEMENT_REMITTANCE' })).toBe(false);
  });

  it('leads to the quote route when the invoice has a quote, otherwise the invoice route', () => {
    expect(createPolicyRoute({ invoice_id: INVOICE_ID, quote_id: QUOTE_ID })).toBe(`/quotes/${QUOTE_ID}/createPolicy`);
    expect(createPolicyRoute({ invoice_id: INVOICE_ID, quote_id: null })).toBe(`/account/invoices/${INVOICE_ID}/createPolicy`);
  });
});

describe('an endorsement’s own invoice', () => {
  it('is not offered for deletion once it bills an endorsement of a policy, and the deletion says why', () => {
    for (const type of ['POLICY_EDORSEMENT', 'POLICY_EDORSEMENT_REMITTANCE']) {
      const billing = facts('payment pending', type, { policy_id: 'policy-1' });
      expect(isOffered(billing, 'deleteInvoice')).toBe(false);
      expect(deletionRefusal(billing, 'request')).toBe(ENDORSEMENT_INVOICE_KEPT);
      expect(isOffered(facts('payment pending', type), 'deleteInvoice')).toBe(true);
    }
    expect(isOffered(facts('payment pending', 'NEW POLICY', { policy_id: 'policy-1' }), 'deleteInvoice')).toBe(true);
  });
});

describe('the menu for the viewer’s permissions', () => {
  const holding =
    (...held: PermissionName[]) =>
    (name: PermissionName) =>
      held.includes(name);

  it('leaves out what the viewer may not do, keeping the status rules', () => {
    const underwriter = holding('View Invoices', 'Create Invoice', 'Create Policy', 'Send Documents');
    expect(invoiceMenu(facts('payment pending', 'NEW POLICY'), underwriter).entries.map((entry) => entry.action)).toEqual([
      'viewDebitNote',
      'viewTransactions',
    ]);
    expect(invoiceMenu(facts('paid', 'NEW POLICY'), underwriter).entries.map((entry) => entry.action)).toEqual([
      'viewDebitNote',
      'viewCreditNote',
      'viewReceipt',
      'viewTransactions',
      'convertToPolicy',
    ]);
  });

  it('offers each entry only to a user holding the permission its call needs', () => {
    const accountant = holding('View Invoices', 'Record Payment', 'Remit Premium', 'Remit VAT', 'Update Invoice');
    expect(invoiceMenu(facts('paid', 'NEW POLICY'), accountant).entries.map((entry) => entry.action)).toEqual([
      'viewDebitNote',
      'viewCreditNote',
      'viewReceipt',
      'remitPremium',
      'remitVat',
      'viewTransactions',
    ]);
  });
});
