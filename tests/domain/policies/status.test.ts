import { describe, expect, it } from 'vitest';
import {
  canBillPolicy,
  canConfirmPlacement,
  canMovePolicy,
  canSendCreditNote,
  creditNoteRefusal,
  coverRefusal,
  creditNoteDueBy,
  creditNoteOverdue,
  policyMoveRefusal,
  POLICY_STATUSES,
} from '../../../domain/policies';

const placed = {
  placement_confirmed_at: '2026-11-20T10:00:00.000Z',
  insurer_policy_number: 'LW/MTR/2026/0042',
  invoice_no: 'INV/2026/000004',
  invoice_status: 'paid',
  premium: '425000.00',
  premium_paid: '425000.00',
};

describe("a policy's moves", () => {
  it('lets only proposals and placed policies change, and an active one only by endorsement', () => {
    expect(POLICY_STATUSES.filter((status) => canMovePolicy(status, 'edit'))).toEqual(['proposal', 'placed']);
    expect(POLICY_STATUSES.filter((status) => canMovePolicy(status, 'activate'))).toEqual(['placed']);
    expect(POLICY_STATUSES.filter((status) => canMovePolicy(status, 'cancel'))).toEqual(['proposal', 'placed']);
    expect(policyMoveRefusal('cancel', 'active')).toBe(
      'Only a proposal or a placed policy can be cancelled this way: an active policy is cancelled by an endorsement; this one is active',
    );
  });

  it('keeps No Premium, No Cover: cover starts only on a paid invoice, a confirmed placement and a policy number', () => {
    expect(coverRefusal(placed)).toBeNull();
    expect(coverRefusal({ ...placed, invoice_status: 'partial payment', premium_paid: '100000.00' })).toBe(
      'No Premium, No Cover: the premium on invoice INV/2026/000004 is not received in full (₦100,000.00 of ₦425,000.00 paid)',
    );
    expect(coverRefusal({ ...placed, invoice_no: null, invoice_status: null })).toBe(
      'No Premium, No Cover: bill the policy on an invoice and receive the premium first',
    );
    expect(coverRefusal({ ...placed, placement_confirmed_at: null })).toBe('The insurer has not confirmed the placement yet');
    expect(coverRefusal({ ...placed, insurer_policy_number: null })).toBe("Record the insurer's policy number first");
  });

  it('gives the credit note 48 hours from the premium and says when it is overdue', () => {
    const due = creditNoteDueBy('2026-11-20T10:00:00.000Z');
    expect(due).toBe('2026-11-22T10:00:00.000Z');
    const policy = { credit_note_due_by: due, credit_note_sent_at: null, status: 'active' };
    expect(creditNoteOverdue(policy, new Date('2026-11-22T09:59:00Z'))).toBe(false);
    expect(creditNoteOverdue(policy, new Date('2026-11-22T10:01:00Z'))).toBe(true);
    expect(creditNoteOverdue({ ...policy, credit_note_sent_at: '2026-11-23T00:00:00Z' }, new Date('2026-11-24T00:00:00Z'))).toBe(false);
    expect(creditNoteDueBy(null)).toBeNull();
  });
});

describe('the moves that read more than the status', () => {
  it('records the insurer’s acceptance once, of a placed policy only', () => {
    expect(canConfirmPlacement({ status: 'placed', placement_confirmed_at: null })).toBe(true);
    expect(canConfirmPlacement({ status: 'placed', placement_confirmed_at: '2026-11-20T10:00:00.000Z' })).toBe(false);
    expect(canConfirmPlacement({ status: 'proposal', placement_confirmed_at: null })).toBe(false);
  });

  it('bills a proposal or placed policy on one invoice only', () => {
    expect(canBillPolicy({ status: 'proposal', invoice_id: null })).toBe(true);
    expect(canBillPolicy({ status: 'placed', invoice_id: null })).toBe(true);
    expect(canBillPolicy({ status: 'proposal', invoice_id: 'a3c1e2f4' })).toBe(false);
    expect(canBillPolicy({ status: 'active', invoice_id: null })).toBe(false);
  });

  it('sends the credit note once the invoice is paid in full, never for a cancelled policy', () => {
    const paid = { status: 'active', invoice_id: 'a3c1e2f4', invoice_no: 'INV/2026/000004', invoice_status: 'paid' };
    expect(creditNoteRefusal(paid)).toBeNull();
    expect(canSendCreditNote(paid)).toBe(true);
    expect(creditNoteRefusal({ ...paid, status: 'cancelled' })).toBe('A cancelled policy has no credit note to send');
    expect(canSendCreditNote({ ...paid, status: 'cancelled' })).toBe(false);
    expect(creditNoteRefusal({ ...paid, invoice_status: 'partial payment' })).toBe(
      'The credit note follows the premium: invoice INV/2026/000004 is not paid in full yet',
    );
    expect(creditNoteRefusal({ ...paid, invoice_id: null, invoice_no: null, invoice_status: null })).toBe(
      'The credit note follows the premium: bill the policy on an invoice first',
    );
  });
});
