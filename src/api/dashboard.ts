import {
  CommissionDueResponse,
  DashboardPanelsResponse,
  PolicyCountResponse,
  PremiumUnderwrittenResponse,
  SumAssuredResponse,
  type DashboardPanels,
} from '../../domain/reports/dashboard';
import type { DayRange } from '../../domain/reports/periods';
import type { ApiClient } from './client';

// The dashboard's calls (spec, dashboard): the four tiles, each over startDate and endDate, and the panels.

const asked = (range: DayRange) => ({ startDate: range.startDate, endDate: range.endDate });

export const fetchPolicyCount = async (api: ApiClient, range: DayRange, signal?: AbortSignal): Promise<number> =>
  (await api.request('/count/policies', { query: asked(range), signal, response: PolicyCountResponse })).data.policyCount;

export const fetchSumAssured = async (api: ApiClient, range: DayRange, signal?: AbortSignal): Promise<string> =>
  (await api.request('/sumAssured/policies', { query: asked(range), signal, response: SumAssuredResponse })).data.sumAssured;

export const fetchPremiumUnderwritten = async (api: ApiClient, range: DayRange, signal?: AbortSignal): Promise<string> =>
  (await api.request('/fetch/underWrittenPremium', { query: asked(range), signal, response: PremiumUnderwrittenResponse })).data
    .premiumUnderwritten;

export const fetchCommissionDue = async (api: ApiClient, range: DayRange, signal?: AbortSignal): Promise<string> =>
  (await api.request('/accounting/fetch/comissionDue', { query: asked(range), signal, response: CommissionDueResponse })).data
    .balance_after;

export const fetchDashboardPanels = async (api: ApiClient, range: DayRange, signal?: AbortSignal): Promise<DashboardPanels> =>
  (await api.request('/reports/dashboard', { query: asked(range), signal, response: DashboardPanelsResponse })).data;
