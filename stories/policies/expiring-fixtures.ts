import { POLICIES, RENEWED_BY_ID } from './policy-fixtures';
import type { ExpiringPolicy, PolicyDetails } from '../../domain/policies';

// The expiring-policies report as GET /policies/expiringPolicy answers it: three policies on cover,
// soonest first: one ending today, one in 5 days (its renewal notice not sent), one in 12 days
// (sent, and already renewed).

const expiring = (policy: PolicyDetails, days: number, changes: Partial<ExpiringPolicy> = {}): ExpiringPolicy => {
  const { documents: _documents, history: _history, ...row } = policy;
  return { ...row, days_to_expiry: days, ...changes };
};

export const ENDING_TODAY = expiring(POLICIES.active, 0, {
  policy_id: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b',
  policy_number: 'POL/2025/000311',
  insurer_policy_number: 'AXA/FIR/25/00912',
  client_name: 'Emeka Obi',
  name_of_insured: 'Emeka Obi',
  product_name: 'AXA Mansard Fire and Special Perils',
  insurance_provider_name: 'AXA Mansard',
  start_date: '2025-11-27',
  end_date: '2026-11-26',
  premium: '87500.00',
});

export const ENDING_SOON = expiring(POLICIES.active, 5, { start_date: '2025-12-02', end_date: '2026-12-01' });

export const NOTICE_SENT_AT = '2026-11-20T08:15:00.000Z';

export const ALREADY_RENEWED = expiring(POLICIES.active, 12, {
  policy_id: '2c3d4e5f-6071-4829-9bac-1d2e3f4a5b6c',
  policy_number: 'POL/2025/000318',
  insurer_policy_number: null,
  client_type: 'CORPORATE',
  client_name: 'Lekki Foods Ltd',
  name_of_insured: 'Lekki Foods Ltd — delivery fleet',
  start_date: '2025-12-09',
  end_date: '2026-12-08',
  premium: '1250000.00',
  renewal_notice_sent_at: NOTICE_SENT_AT,
  renewed_by: RENEWED_BY_ID,
});

export const EXPIRING = [ENDING_TODAY, ENDING_SOON, ALREADY_RENEWED];

export const expiringAnswer = (rows: ExpiringPolicy[], page = 1, pages = 1, total = rows.length) => ({
  success: true,
  data: rows,
  meta: { page, limit: 20, total, pages },
});

export { grantsAnswer } from '../support/grants-answer';
