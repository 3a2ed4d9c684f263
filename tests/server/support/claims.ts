import { todayInLagos } from '../../../domain/today';

/** A POST /claims body: a motor accident on the policy today, reported today, of ₦450,000. */
export const claimPayload = (policyId: string, overrides: Record<string, unknown> = {}) => ({
  policyId,
  insuredItem: 'Toyota Camry 2021, LSD 123 XY',
  lossDate: todayInLagos(),
  lossPlace: 'Third Mainland Bridge, Lagos',
  reportedDate: todayInLagos(),
  cause: 'Accident',
  description: 'Rear-ended in traffic.',
  reportedBy: 'Adaeze Okafor',
  reporterPhone: '+234 803 555 0101',
  estimatedLoss: '450,000',
  ...overrides,
});
