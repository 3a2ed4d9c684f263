import { array, integer, nullable, optional, refine, string, type, type Infer } from 'superstruct';
import { answerOf } from '../api/envelope';
import { END_DATE_BEFORE_START_DATE, INVALID_DATE } from '../common-messages';
import { isValidDateString } from '../date-input';

// The dashboard: the four tiles of the spec and the panels around them. Amounts are naira text
// ('1500.00'). A panel the user may not see is null: the server leaves it out, not the screen.

const day = () => refine(string(), 'date', (value) => isValidDateString(value.trim()) || INVALID_DATE);

/** The tiles' stretch of days, both ends inclusive; this month so far when left out. */
export const DashboardQuery = refine(type({ startDate: optional(day()), endDate: optional(day()) }), 'period', (value) =>
  !value.startDate || !value.endDate || value.startDate.trim() <= value.endDate.trim()
    ? true
    : { path: ['endDate'], message: END_DATE_BEFORE_START_DATE },
);
export type DashboardQuery = Infer<typeof DashboardQuery>;

export const PolicyCount = type({ policyCount: integer() });
export const SumAssured = type({ sumAssured: string() });
export const PremiumUnderwritten = type({ premiumUnderwritten: string() });
/** The commission on the period's debit notes not yet collected from clients (the spec's field name). */
export const CommissionDue = type({ balance_after: string() });

export const PolicyCountResponse = answerOf(PolicyCount);
export const SumAssuredResponse = answerOf(SumAssured);
export const PremiumUnderwrittenResponse = answerOf(PremiumUnderwritten);
export const CommissionDueResponse = answerOf(CommissionDue);

export const PremiumByMonth = type({ month: string(), premium: string(), invoices: integer() });
export const PremiumByInsurer = type({ insurer_id: integer(), insurer_name: string(), premium: string() });
export const PremiumByClass = type({ class_code: string(), class_name: string(), premium: string() });

export const CommissionPosition = type({ earned: string(), received: string(), due: string() });

const Figure = type({ count: integer(), amount: string() });
export const RemittanceClock = type({
  /** Collected premium whose 30 days run out within `days_ahead` days. */
  due_soon: Figure,
  /** Collected premium already past the 30 days. */
  overdue: Figure,
  days_ahead: integer(),
});
export type RemittanceClock = Infer<typeof RemittanceClock>;

export const ExpiringSoon = type({
  count: integer(),
  within_days: integer(),
  policies: array(type({ policy_id: string(), policy_no: string(), name_of_insured: string(), end_date: string() })),
});

export const ClaimAgeBucket = type({ label: string(), min_days: integer(), max_days: nullable(integer()), count: integer() });
export const OpenClaims = type({ total: integer(), overdue: integer(), age_limit_days: integer(), buckets: array(ClaimAgeBucket) });

export const QuotesAwaitingApproval = type({
  count: integer(),
  quotes: array(type({ quote_id: string(), quote_no: string(), name_of_insured: string(), waiting_since: string() })),
});

export const DashboardPanels = type({
  start_date: string(),
  end_date: string(),
  today: string(),
  premium_by_month: nullable(array(PremiumByMonth)),
  premium_by_insurer: nullable(array(PremiumByInsurer)),
  premium_by_class: nullable(array(PremiumByClass)),
  commission: nullable(CommissionPosition),
  remittance_clock: nullable(RemittanceClock),
  expiring_policies: nullable(ExpiringSoon),
  open_claims: nullable(OpenClaims),
  quotes_awaiting_approval: nullable(QuotesAwaitingApproval),
});
export type DashboardPanels = Infer<typeof DashboardPanels>;
export const DashboardPanelsResponse = answerOf(DashboardPanels);

/** How many days ahead the remittance clock looks, and the expiring-policies panel. */
export const REMITTANCE_CLOCK_DAYS_AHEAD = 7;
export const EXPIRING_WITHIN_DAYS = 30;
/** The first few records a panel names; its link leads to the rest. */
export const PANEL_PREVIEW_ROWS = 5;

/** Open claims by age, in days since reported. */
export const CLAIM_AGE_BUCKETS: readonly { label: string; min_days: number; max_days: number | null }[] = [
  { label: 'Up to 30 days', min_days: 0, max_days: 30 },
  { label: '31 to 60 days', min_days: 31, max_days: 60 },
  { label: '61 to 90 days', min_days: 61, max_days: 90 },
  { label: 'Over 90 days', min_days: 91, max_days: null },
];
