import { enums, intersection, string, type, type Infer } from 'superstruct';
import { CLIENT_TYPES } from '../clients';
import { ReportQuery } from './report';

// The client report (/reports/client-report): one client whole over a period, as a report.

export const ClientReportQuery = intersection([ReportQuery, type({ clientType: enums(CLIENT_TYPES), clientId: string() })]);
export type ClientReportQuery = Infer<typeof ClientReportQuery>;

export const CLIENT_REPORT_PATH = '/reports/client-report';

export const CLIENT_REPORT_TITLE = 'Client Report';
export const CLIENT_REPORT_INTRO =
  'One client whole: their policies, the premium billed, paid and outstanding, their claims, and the statement of their account in the books for the period.';
