import { REGULATORY_REPORT_KINDS, REGULATORY_REPORTS } from '../../../domain/reports/regulatory';
import { REGULATORY_INDEX_PATH, regulatoryScreenPath } from './regulatory-paths';
import type { PermissionName } from '../../../domain/permissions';

export interface ReportEntry {
  title: string;
  to: string;
  description: string;
}

export interface ReportGroup {
  title: string;
  /** Who may open the group's reports; the server refuses their calls to anyone else. */
  permission: PermissionName;
  reports: ReportEntry[];
}

/** The reports of /reports, by the permission that opens them. */
export const REPORT_GROUPS: ReportGroup[] = [
  {
    title: 'Financial statements',
    permission: 'View Financial Reports',
    reports: [
      {
        title: 'Summary of Accounts',
        to: '/reports/summary',
        description: 'Every account’s opening balance, its debits and credits over the period, and its closing balance.',
      },
      { title: 'Balance Sheet', to: '/reports/balance-sheet', description: 'Assets, liabilities and equity at the end of a day.' },
      { title: 'Cash Flow', to: '/reports/cash-flow', description: 'Where the period’s cash came from and where it went.' },
      {
        title: 'Trial Balance',
        to: '/reports/trialBalance',
        description: 'Each account’s balance at the end of a day, debits against credits.',
      },
      {
        title: 'Income Statement',
        to: '/reports/incomeStatement',
        description: 'Income and expenses over the period, and the profit or loss.',
      },
    ],
  },
  {
    title: 'Client reports',
    permission: 'View Client Reports',
    reports: [
      {
        title: 'Expiring Policies',
        to: '/reports/expiring-policies',
        description: 'Policies coming up for renewal, and their renewal notices.',
      },
      { title: 'Client Reports', to: '/reports/client-report', description: 'Clients with their policies and production.' },
    ],
  },
  {
    title: 'Regulatory returns',
    permission: 'View Regulatory Reports',
    reports: [
      {
        title: 'All regulatory returns',
        to: REGULATORY_INDEX_PATH,
        description: 'The returns filed with NAICOM, each with the period it opens on.',
      },
      ...REGULATORY_REPORT_KINDS.map((kind) => ({
        title: REGULATORY_REPORTS[kind].title,
        to: regulatoryScreenPath(kind),
        description: REGULATORY_REPORTS[kind].intro,
      })),
    ],
  },
];
