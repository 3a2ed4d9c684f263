import { koboToNaira } from '../../../domain/money';
import type { StatementCheck } from '../../../domain/financial-statements';

// The app's pages of the records behind the lines of the business returns, as
// src/app/record-paths.ts and src/app/route-table.ts write them (server/ may not import src/).

export const clientLink = (clientType: string, clientId: string) =>
  `/clients/${clientType.toUpperCase() === 'CORPORATE' ? 'corporate' : 'individual'}/${encodeURIComponent(clientId)}`;
export const policyLink = (policyId: string) => `/policies/${encodeURIComponent(policyId)}`;
export const invoiceLink = (invoiceId: string) => `/account/invoice/${encodeURIComponent(invoiceId)}`;
export const endorsementLink = (endorsementId: string) => `/policy/endorsement/${encodeURIComponent(endorsementId)}`;
export const userLink = (userId: string) => `/users/${encodeURIComponent(userId)}`;

/** An identity between two kobo figures, as the report states it. */
export const koboCheck = (name: string, left: number, right: number): StatementCheck => ({
  name,
  holds: left === right,
  left: koboToNaira(left),
  right: koboToNaira(right),
});

/** The sum of a list's kobo figures. */
export const sumKobo = <T>(rows: readonly T[], figure: (row: T) => number): number => rows.reduce((sum, row) => sum + figure(row), 0);
