import type { ReportPeriodKind } from './periods';

// The returns a brokerage files with NAICOM, by the name of their screen under
// /reports/regulatory-report/ and of their call under /api/v1/reports/regulatory/.

export const REGULATORY_REPORT_KINDS = [
  'politically-engaged',
  'client-policies',
  'scheduled-unremitted',
  'premium-income-production',
  'return-and-refund-premium',
  'crr-premium',
  'business-generated',
  'schedule-of-unremitted',
  'biannual-client-account',
  'commission-income',
] as const;
export type RegulatoryReportKind = (typeof REGULATORY_REPORT_KINDS)[number];

export interface RegulatoryReportInfo {
  title: string;
  /** One sentence on what the return shows and why it is filed. */
  intro: string;
  /** The period asked for when the user has not chosen one. */
  period: ReportPeriodKind;
}

export const REGULATORY_REPORTS: Record<RegulatoryReportKind, RegulatoryReportInfo> = {
  'politically-engaged': {
    title: 'Politically Exposed Persons',
    intro: 'Clients flagged as politically exposed persons, the source of the flag, and their policies and premium in the period.',
    period: 'quarter',
  },
  'client-policies': {
    title: 'Client Policies',
    intro: 'Every client with the policies they held in the period, their cover and premium.',
    period: 'quarter',
  },
  'scheduled-unremitted': {
    title: 'Scheduled Unremitted Premium',
    intro: 'Premium collected and not yet remitted that sits in a remittance schedule, by insurer, aged against the 30-day limit.',
    period: 'quarter',
  },
  'premium-income-production': {
    title: 'Premium Income Production',
    intro: 'Premium produced by class of business and insurer, with new business and renewals apart.',
    period: 'quarter',
  },
  'return-and-refund-premium': {
    title: 'Return and Refund Premium',
    intro: 'Every premium returned or refunded to a client in the period, with its reason.',
    period: 'quarter',
  },
  'crr-premium': {
    title: 'CRR Premium',
    intro:
      "The register of premium collected, remitted and still to remit, by insurer, reconciled to the ledger's insurer payable accounts.",
    period: 'quarter',
  },
  'business-generated': {
    title: 'Business Generated',
    intro: 'Business brought in by each user, agent and branch in the period.',
    period: 'quarter',
  },
  'schedule-of-unremitted': {
    title: 'Schedule of Unremitted Premium',
    intro:
      'Premium collected and not yet remitted, by insurer, aged against the 30-day remittance limit of section 41 of the Insurance Act 2003.',
    period: 'quarter',
  },
  'biannual-client-account': {
    title: 'Biannual Client Account',
    intro:
      'The half-yearly statement of the dedicated client (premium) bank accounts: opening balance, premium received, remitted, refunded and closing balance.',
    period: 'half-year',
  },
  'commission-income': {
    title: 'Commission Income',
    intro: 'Brokerage commission earned, received, receivable and deducted at source, with the VAT on it, by insurer.',
    period: 'quarter',
  },
};

/** The screen's second name for the schedule of unremitted premium. */
export const REGULATORY_REPORT_ALIASES: Record<string, RegulatoryReportKind> = { 'schedule-of-unremittance': 'schedule-of-unremitted' };

export const regulatoryReportPath = (kind: RegulatoryReportKind) => `/reports/regulatory/${kind}`;
