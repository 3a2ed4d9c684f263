import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/invoices/dates';
import {
  awaitsPremium,
  canMoveEndorsement,
  describeAdjustment,
  ENDORSEMENT_STATUSES,
  EFFECTIVE_OUTSIDE_PERIOD,
  endorsementInvoiceType,
  endorsementProblems,
  endorsementTerms,
  EXTEND_BEYOND_END,
  refundStatus,
  SAME_SUM_INSURED,
  type EndorsedPolicy,
  type EndorsementPayload,
} from '../../../domain/policies';

const policy = (overrides: Partial<EndorsedPolicy> = {}): EndorsedPolicy => ({
  status: 'active',
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  premiumKobo: 15_000_000,
  sumInsuredKobo: 500_000_000,
  commissionType: 'Percentage',
  commissionRate: '12.50',
  commissionKobo: 1_875_000,
  ...overrides,
});
const change = (payload: Partial<EndorsementPayload>) => ({ policyId: 'p', description: 'A change', ...payload }) as EndorsementPayload;

describe('an endorsement’s premium', () => {
  it('returns the premium of the days left on a cancellation, with the commission and VAT on it reversed', () => {
    // 1 August to 31 December is 153 days of 365: 15,000,000 × 153 / 365 = 6,287,671.2 → 6,287,671.
    const terms = endorsementTerms(policy(), change({ kind: 'cancellation', effectiveDate: '2026-08-01' }));
    expect(terms.adjustment).toEqual({ kind: 'return', amountKobo: 6_287_671, daysRemaining: 153, daysInPeriod: 365 });
    // 12.5 % of 6,287,671 = 785,958.875 → 785,959; 7.5 % of that = 58,946.925 → 58,947.
    expect(terms).toMatchObject({ commissionKobo: 785_959, vatKobo: 58_947, netKobo: 6_287_671 - 785_959 - 58_947 });
    expect(endorsementInvoiceType(terms.adjustment)).toBe('POLICY_EDORSEMENT_REMITTANCE');
    expect(describeAdjustment(terms.adjustment)).toBe('Return premium ₦62,876.71 (153 of 365 days)');
  });

  it('charges an extension at the policy’s daily rate, and shares a flat commission in proportion', () => {
    const flat = policy({ commissionType: 'Flat', commissionRate: '20000', commissionKobo: 2_000_000 });
    const terms = endorsementTerms(flat, change({ kind: 'extension', effectiveDate: '2026-12-01', endDate: '2027-01-30' }));
    // 30 days more at 15,000,000 / 365 a day: 1,232,876.7 → 1,232,876; its share of ₦20,000: 164,383.
    expect(terms).toMatchObject({ newEndDate: '2027-01-30', newPremiumKobo: 16_232_876, commissionKobo: 164_383 });
    expect(terms.adjustment).toMatchObject({ kind: 'additional', amountKobo: 1_232_876, daysRemaining: 30 });
    expect(endorsementInvoiceType(terms.adjustment)).toBe('POLICY_EDORSEMENT');
  });

  it('leaves the premium alone when the change does not alter it', () => {
    const terms = endorsementTerms(policy(), change({ kind: 'sum insured', effectiveDate: '2026-03-01', sumInsured: '6000000.00' }));
    expect(terms).toMatchObject({ newSumInsuredKobo: 600_000_000, newPremiumKobo: 15_000_000, commissionKobo: 0, netKobo: 0 });
    expect(endorsementInvoiceType(terms.adjustment)).toBeNull();
    expect(describeAdjustment(terms.adjustment)).toBe('No change of premium');
  });

  it('returns the whole premium when cancelled from the first day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000_000 }), fc.integer({ min: 1, max: 730 }), (premium, length) => {
        const period = { start_date: '2026-01-01', end_date: addDays('2026-01-01', length - 1) };
        const terms = endorsementTerms(
          policy({ ...period, premiumKobo: premium }),
          change({ kind: 'cancellation', effectiveDate: period.start_date }),
        );
        expect(terms.adjustment.amountKobo).toBe(premium);
      }),
    );
  });

  it('never returns more than was charged: an additional premium then a cancellation, on any days of any period', () => {
    fc.assert(
      fc.property(
        fc.record({
          premium: fc.integer({ min: 1, max: 10_000_000_000 }),
          raise: fc.integer({ min: 1, max: 10_000_000_000 }),
          length: fc.integer({ min: 1, max: 730 }),
          first: fc.integer({ min: 0, max: 729 }),
          later: fc.integer({ min: 0, max: 729 }),
        }),
        ({ premium, raise, length, first, later }) => {
          const period = { start_date: '2026-01-01', end_date: addDays('2026-01-01', length - 1) };
          const changedOn = addDays(period.start_date, first % length);
          const cancelledOn = addDays(changedOn, later % (length - (first % length)));
          const before = policy({ ...period, premiumKobo: premium });
          const added = endorsementTerms(before, change({ kind: 'addition', effectiveDate: changedOn, premium: naira(premium + raise) }));
          const after = policy({ ...period, premiumKobo: added.newPremiumKobo });
          const returned = endorsementTerms(after, change({ kind: 'cancellation', effectiveDate: cancelledOn }));
          expect(returned.adjustment.amountKobo).toBeLessThanOrEqual(premium + added.adjustment.amountKobo);
          expect(returned.netKobo + returned.commissionKobo + returned.vatKobo).toBe(returned.adjustment.amountKobo);
        },
      ),
    );
  });
});

const naira = (kobo: number) => `${Math.floor(kobo / 100)}.${String(kobo % 100).padStart(2, '0')}`;

describe('what an endorsement may not be', () => {
  it('takes effect within the period, extends beyond the end, and changes the sum insured', () => {
    expect(endorsementProblems(policy(), change({ kind: 'extension', effectiveDate: '2027-01-01', endDate: '2026-12-31' }))).toEqual([
      { field: 'effectiveDate', message: EFFECTIVE_OUTSIDE_PERIOD },
      { field: 'endDate', message: EXTEND_BEYOND_END },
    ]);
    expect(endorsementProblems(policy(), change({ kind: 'sum insured', effectiveDate: '2026-05-05', sumInsured: '5000000.00' }))).toEqual([
      { field: 'sumInsured', message: SAME_SUM_INSURED },
    ]);
    expect(endorsementProblems(policy(), change({ kind: 'cancellation', effectiveDate: '2026-12-31' }))).toEqual([]);
  });
});

describe('a refund', () => {
  it('waits for the insurer’s share, then for the client to be paid', () => {
    expect(refundStatus({ insurer_share: '533.60', insurer_received: '0.00', paid_at: null })).toBe('awaiting insurer');
    expect(refundStatus({ insurer_share: '533.60', insurer_received: '533.60', paid_at: null })).toBe('due to client');
    expect(refundStatus({ insurer_share: '533.60', insurer_received: '533.60', paid_at: '2026-11-27T10:00:00Z' })).toBe('paid');
  });
});

describe('an endorsement’s moves', () => {
  it('is decided while pending, applied once approved, and takes documents until rejected', () => {
    const from = (move: Parameters<typeof canMoveEndorsement>[1]) =>
      ENDORSEMENT_STATUSES.filter((status) => canMoveEndorsement(status, move));
    expect(from('approve')).toEqual(['pending']);
    expect(from('reject')).toEqual(['pending']);
    expect(from('apply')).toEqual(['approved']);
    expect(from('upload')).toEqual(['pending', 'approved', 'applied']);
  });

  it('holds an additional premium’s change back until its invoice is paid ("No Premium, No Cover")', () => {
    expect(awaitsPremium({ premium_adjustment_kind: 'additional', invoice_status: 'payment pending' })).toBe(true);
    expect(awaitsPremium({ premium_adjustment_kind: 'additional', invoice_status: null })).toBe(true);
    expect(awaitsPremium({ premium_adjustment_kind: 'additional', invoice_status: 'paid' })).toBe(false);
    expect(awaitsPremium({ premium_adjustment_kind: 'return', invoice_status: null })).toBe(false);
  });
});
