import { CLAIM_AGE_BUCKETS, type DashboardPanels } from '../../domain/reports/dashboard';
import type { PermissionName } from '../../domain/permissions';
import type { RequestOptions } from '../../src/api/client';

// The dashboard's answers for its stories and view tests: a busy month at a Lagos brokerage.

type Query = { startDate?: string; endDate?: string };
const periodOf = (options: RequestOptions<unknown>) => (options.query ?? {}) as Query;

export const tileAnswers = (figures: { policyCount: number; sumAssured: string; premiumUnderwritten: string; balance_after: string }) => ({
  '/count/policies': { success: true, data: { policyCount: figures.policyCount } },
  '/sumAssured/policies': { success: true, data: { sumAssured: figures.sumAssured } },
  '/fetch/underWrittenPremium': { success: true, data: { premiumUnderwritten: figures.premiumUnderwritten } },
  '/accounting/fetch/comissionDue': { success: true, data: { balance_after: figures.balance_after } },
});

export const BUSY_TILES = tileAnswers({
  policyCount: 48,
  sumAssured: '1250400000.00',
  premiumUnderwritten: '18735250.50',
  balance_after: '1204512.25',
});
export const EMPTY_TILES = tileAnswers({ policyCount: 0, sumAssured: '0.00', premiumUnderwritten: '0.00', balance_after: '0.00' });

type Panels = Omit<DashboardPanels, 'start_date' | 'end_date' | 'today'>;

export const BUSY_PANELS: Panels = {
  premium_by_month: [
    { month: '2026-09', premium: '5210000.00', invoices: 14 },
    { month: '2026-10', premium: '7420250.50', invoices: 19 },
    { month: '2026-11', premium: '6105000.00', invoices: 15 },
  ],
  premium_by_insurer: [
    { insurer_id: 4, insurer_name: 'AXA Mansard Insurance Plc', premium: '8120000.00' },
    { insurer_id: 1, insurer_name: 'Leadway Assurance Company Limited', premium: '6410250.50' },
    { insurer_id: 7, insurer_name: 'AIICO Insurance Plc', premium: '4205000.00' },
  ],
  premium_by_class: [
    { class_code: 'MOT', class_name: 'Motor', premium: '9800000.00' },
    { class_code: 'FIR', class_name: 'Fire and Special Perils', premium: '6135250.50' },
    { class_code: 'MAR', class_name: 'Marine Cargo', premium: '2800000.00' },
  ],
  commission: { earned: '2341906.31', received: '1137394.06', due: '1204512.25' },
  remittance_clock: { due_soon: { count: 3, amount: '1840500.00' }, overdue: { count: 1, amount: '425000.00' }, days_ahead: 7 },
  expiring_policies: {
    count: 6,
    within_days: 30,
    policies: [
      { policy_id: 'pol-1', policy_no: 'POL/2026/000031', name_of_insured: 'Adaeze Okafor', end_date: '2026-12-02' },
      { policy_id: 'pol-2', policy_no: 'POL/2026/000044', name_of_insured: 'Lekki Freight Services Ltd', end_date: '2026-12-09' },
    ],
  },
  open_claims: {
    total: 9,
    overdue: 2,
    age_limit_days: 90,
    buckets: CLAIM_AGE_BUCKETS.map((bucket, at) => ({ ...bucket, count: [4, 2, 1, 2][at]! })),
  },
  quotes_awaiting_approval: {
    count: 2,
    quotes: [
      { quote_id: 'qt-1', quote_no: 'QT/2026/000057', name_of_insured: 'Ikoyi Heights Estate', waiting_since: '2026-11-24T09:15:00.000Z' },
    ],
  },
};

export const EMPTY_PANELS: Panels = {
  premium_by_month: [],
  premium_by_insurer: [],
  premium_by_class: [],
  commission: { earned: '0.00', received: '0.00', due: '0.00' },
  remittance_clock: { due_soon: { count: 0, amount: '0.00' }, overdue: { count: 0, amount: '0.00' }, days_ahead: 7 },
  expiring_policies: { count: 0, within_days: 30, policies: [] },
  open_claims: { total: 0, overdue: 0, age_limit_days: 90, buckets: CLAIM_AGE_BUCKETS.map((bucket) => ({ ...bucket, count: 0 })) },
  quotes_awaiting_approval: { count: 0, quotes: [] },
};

/** GET /reports/dashboard answering the panels for the period asked. */
export const panelsAnswer = (panels: Panels) => (options: RequestOptions<unknown>) => {
  const { startDate = '2026-11-01', endDate = '2026-11-25' } = periodOf(options);
  return { success: true, data: { start_date: startDate, end_date: endDate, today: endDate, ...panels } };
};

/** A broker's own grants: business, no accounting. */
export const BROKER_GRANTS: readonly PermissionName[] = ['View Policies', 'View Invoices', 'View Quotes', 'View Claims'];

/** What the server leaves out for a user without the accounting permissions. */
export const BROKER_PANELS: Panels = { ...BUSY_PANELS, commission: null, remittance_clock: null };
