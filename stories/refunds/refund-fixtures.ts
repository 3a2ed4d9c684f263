import { CASH_IN_HAND, ZENITH, accountsAnswer } from '../chart-of-accounts/fixtures';
import { ADA, CLIENT_ID, POLICY_ID } from '../policies/policy-fixtures';
import type { Refund, RefundTotals } from '../../domain/policies';

// The premium returned on Chinedu Okafor's motor policy with Leadway (POL/2026/000017) and on a
// cancelled fire policy of Lekki Foods with AXA, as GET /policies/allRefund answers it: one refund
// awaiting the insurer's share, one due to the client, one paid.

export const DUE_ID = '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a61';
export const AWAITING_ID = '2f3e4d5c-6b7a-4899-8b1c-2d3e4f5a6b72';
export const PAID_ID = '3a4f5e6d-7c8b-49aa-9c2d-3e4f5a6b7c83';

const CHINEDU = {
  policy_id: POLICY_ID,
  policy_number: 'POL/2026/000017',
  client_type: 'INDIVIDUAL',
  client_id: CLIENT_ID,
  client_name: 'Chinedu Okafor',
  insurance_provider_id: 7,
  insurance_provider_name: 'Leadway Assurance',
};

/** A deletion returned ₦41,095.89 on 150 of 365 days; Leadway has sent its share back: the client is owed it. */
export const DUE_TO_CLIENT: Refund = {
  refund_id: DUE_ID,
  refund_number: 'RFD/2026/000003',
  status: 'due to client',
  ...CHINEDU,
  endorsement_id: '4b5a6f7e-8d9c-4abb-8d3e-4f5a6b7c8d94',
  endorsement_number: 'END/2026/000007',
  reason: 'deletion',
  invoice_id: '5c6b7a8f-9e0d-4bcc-9e4f-5a6b7c8d9ea5',
  invoice_no: 'INV/2026/000140',
  amount: '41095.89',
  commission_reversed: '4109.59',
  vat_reversed: '308.22',
  insurer_share: '36678.08',
  insurer_received: '36678.08',
  paid_at: null,
  paid_by: null,
  mode_of_payment: null,
  created_at: '2026-11-10T10:00:00.000Z',
};

/** A cancellation of Lekki Foods' fire policy: AXA has not sent its share back yet. */
export const AWAITING_INSURER: Refund = {
  refund_id: AWAITING_ID,
  refund_number: 'RFD/2026/000002',
  status: 'awaiting insurer',
  policy_id: '6d7c8b9a-0f1e-4cdd-8f5a-6b7c8d9e0fb6',
  policy_number: 'POL/2026/000009',
  client_type: 'CORPORATE',
  client_id: 'client-lekki',
  client_name: 'Lekki Foods Ltd',
  insurance_provider_id: 3,
  insurance_provider_name: 'AXA Mansard Insurance Plc',
  endorsement_id: '7e8d9cab-1f2a-4dee-9a6b-7c8d9e0fa1c7',
  endorsement_number: 'END/2026/000005',
  reason: 'cancellation',
  invoice_id: '8f9eadbc-2a3b-4eff-8b7c-8d9e0fa1b2d8',
  invoice_no: 'INV/2026/000131',
  amount: '250000.00',
  commission_reversed: '37500.00',
  vat_reversed: '2812.50',
  insurer_share: '209687.50',
  insurer_received: '0.00',
  paid_at: null,
  paid_by: null,
  mode_of_payment: null,
  created_at: '2026-11-02T08:30:00.000Z',
};

/** Paid to Chinedu Okafor by bank transfer on 2 October. */
export const PAID: Refund = {
  ...DUE_TO_CLIENT,
  refund_id: PAID_ID,
  refund_number: 'RFD/2026/000001',
  status: 'paid',
  endorsement_id: '9aafbecd-3b4c-4a00-9c8d-9e0fa1b2c3e9',
  endorsement_number: 'END/2026/000002',
  reason: 'sum insured',
  invoice_id: 'a0b1c2d3-4e5f-4a11-8d9e-0fa1b2c3d4fa',
  invoice_no: 'INV/2026/000098',
  amount: '12000.00',
  commission_reversed: '1200.00',
  vat_reversed: '90.00',
  insurer_share: '10710.00',
  insurer_received: '10710.00',
  paid_at: '2026-10-02T09:30:00.000Z',
  paid_by: ADA,
  mode_of_payment: 'Bank Transfer',
  created_at: '2026-09-28T11:00:00.000Z',
};

/** Newest first. */
export const REFUNDS: Refund[] = [DUE_TO_CLIENT, AWAITING_INSURER, PAID];

/** DUE_TO_CLIENT once paid, by the mode and at the moment the test or story chose. */
export const paidRefund = (mode: string, paidAt: string): Refund => ({
  ...DUE_TO_CLIENT,
  status: 'paid',
  paid_at: paidAt,
  paid_by: ADA,
  mode_of_payment: mode,
});

/** The totals over every page of REFUNDS. */
export const TOTALS: RefundTotals = {
  amount: '303095.89',
  commission_reversed: '42809.59',
  vat_reversed: '3210.72',
  insurer_share: '257075.58',
  paid: '12000.00',
};
export const NO_TOTALS: RefundTotals = {
  amount: '0.00',
  commission_reversed: '0.00',
  vat_reversed: '0.00',
  insurer_share: '0.00',
  paid: '0.00',
};

export const refundsAnswer = (refunds: Refund[], totals: RefundTotals = TOTALS, page = 1, pages = 1, total = refunds.length) => ({
  success: true as const,
  data: refunds,
  meta: { page, limit: 20, total, pages },
  totals,
});
export const refundPaidAnswer = (refund: Refund) => ({ success: true as const, message: 'Refund paid', data: refund });

/** The cash and bank accounts a refund may be paid from. */
export const CASH_ACCOUNTS = [ZENITH, CASH_IN_HAND];
export const cashAccountsAnswer = () => accountsAnswer(CASH_ACCOUNTS);
