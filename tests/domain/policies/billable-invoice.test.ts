import { describe, expect, it } from 'vitest';
import { billsPolicyFor } from '../../../domain/policies/billable-invoice';
import { MOTOR, PAID_FOR_POLICY } from '../../../stories/policies/form-fixtures';

describe('which invoice may bill a policy', () => {
  it('is a new policy or renewal invoice of the same product, not billed on a policy yet', () => {
    expect(billsPolicyFor(PAID_FOR_POLICY, MOTOR.product_id)).toBe(true);
    expect(billsPolicyFor({ ...PAID_FOR_POLICY, transaction_type: 'RENEWAL', status: 'payment pending' }, MOTOR.product_id)).toBe(true);
  });

  it.each([
    ['another product', PAID_FOR_POLICY, 'product-axa-motor'],
    ['already billed on a policy', { ...PAID_FOR_POLICY, policy_id: 'policy-9' }, MOTOR.product_id],
    ['an endorsement', { ...PAID_FOR_POLICY, transaction_type: 'POLICY_EDORSEMENT' }, MOTOR.product_id],
    ['on its way to deletion', { ...PAID_FOR_POLICY, status: 'PENDING_DELETION' }, MOTOR.product_id],
    ['deleted', { ...PAID_FOR_POLICY, status: 'deactivated' }, MOTOR.product_id],
  ])('is not %s', (_why, invoice, productId) => {
    expect(billsPolicyFor(invoice, productId)).toBe(false);
  });
});
