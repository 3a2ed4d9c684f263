import { PERMISSION_CATALOGUE, type PermissionName } from '../../domain/permissions';
import type { Currency, ExchangeRateHistoryItem } from '../../domain/currencies';
import type { AccountingPeriod } from '../../domain/periods';

// Records shaped as server/accounting/{period,currency}-routes.ts answer them.

export const period = (
  id: string,
  name: string,
  periodStart: string,
  periodEnd: string,
  extra: Partial<AccountingPeriod> = {},
): AccountingPeriod => ({
  period_id: id,
  name,
  period_start: periodStart,
  period_end: periodEnd,
  status: 'open',
  is_current: false,
  closed_at: null,
  closed_by_name: null,
  created_at: '2026-01-01T08:00:00.000Z',
  ...extra,
});

export const FY_2025 = period('7b0e4c1a-1f2e-4d3c-9a8b-000000002025', 'FY 2025', '2025-01-01', '2025-12-31', {
  status: 'closed',
  closed_at: '2026-01-20T14:05:00.000Z',
  closed_by_name: 'Chinedu Eze',
});
export const FY_2026 = period('7b0e4c1a-1f2e-4d3c-9a8b-000000002026', 'FY 2026', '2026-01-01', '2026-12-31', { is_current: true });
export const Q1_2027 = period('7b0e4c1a-1f2e-4d3c-9a8b-000000027001', 'Jan 2027–Mar 2027', '2027-01-01', '2027-03-31');

export const periodsAnswer = (periods: AccountingPeriod[]) => ({
  success: true,
  data: periods,
  meta: { page: 1, limit: Math.max(periods.length, 1), total: periods.length, pages: 1 },
});

export const currency = (
  id: string,
  code: string,
  name: string,
  symbol: string | null,
  rate: string,
  rateDate: string,
  extra: Partial<Currency> = {},
): Currency => ({
  currency_id: id,
  exchange_rate_id: id,
  code,
  name,
  symbol,
  is_base: false,
  rate,
  rate_date: rateDate,
  updated_at: `${rateDate}T09:00:00.000Z`,
  ...extra,
});

export const NGN = currency('5c1d2e3f-0000-4000-8000-00000000a566', 'NGN', 'Nigerian Naira', '₦', '1', '2026-01-01', { is_base: true });
export const USD = currency('5c1d2e3f-0000-4000-8000-000000000840', 'USD', 'US Dollar', '$', '1530.25', '2026-03-02');
export const GBP = currency('5c1d2e3f-0000-4000-8000-000000000826', 'GBP', 'Pound Sterling', '£', '1940.123456', '2026-03-01');

export const currenciesAnswer = (list: Currency[]) => ({
  success: true,
  data: list,
  meta: { page: 1, limit: Math.max(list.length, 1), total: list.length, pages: 1 },
});

export const rate = (id: string, value: string, rateDate: string, by: string | null = 'Chinedu Eze'): ExchangeRateHistoryItem => ({
  history_id: id,
  rate: value,
  rate_date: rateDate,
  recorded_by_name: by,
  recorded_at: `${rateDate}T09:30:00.000Z`,
});

export const USD_RATES = [
  rate('h3', '1530.25', '2026-03-02'),
  rate('h2', '1512.5', '2026-02-16', 'Adaeze Okafor'),
  rate('h1', '1490', '2026-01-05'),
];

export const historyAnswer = (of: Currency, history: ExchangeRateHistoryItem[], page = 1, pages = 1, total = history.length) => ({
  success: true,
  data: { currency: of, history },
  meta: { page, limit: 20, total, pages },
});

/** GET /user/permission/{id} for a user holding exactly these permissions. */
export const permissionAnswer = (held: readonly PermissionName[]) => ({
  success: true,
  data: PERMISSION_CATALOGUE.filter((p) => held.includes(p.value)).map((p, i) => ({
    permission_id: i + 1,
    value: p.value,
    area: p.area,
    description: p.description,
    direct: true,
    roles: [],
    groups: [],
  })),
  meta: { admin: false },
});
