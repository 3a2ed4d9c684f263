import { USER_TYPE_LABELS, type AccessUser } from '../../domain/access';
import { clientNameOf, displayStatus } from '../../domain/invoices';
import type { Claim } from '../../domain/claims';
import type { ClientSummary } from '../../domain/client-records';
import type { RemittedRow } from '../../domain/invoices/schedule';
import type { ExpiringPolicy, Policy } from '../../domain/policies';
import type { Quote } from '../../domain/quotes';
import type { ReportColumnKind } from '../../domain/reports/report';
import type { TransactionSummary } from '../../domain/transactions';
import type { PresentedInvoice } from '../invoices/read';
import type { ExportColumn } from './stream-export';

// What each list's export holds: the columns its screen shows, in the business's words, with the
// figures a screen folds into one cell (insurer and product, a period) spread over their own columns.

const column = <Row>(header: string, kind: ReportColumnKind, value: ExportColumn<Row>['value']): ExportColumn<Row> => ({
  header,
  kind,
  value,
});

export const INVOICE_COLUMNS: ExportColumn<PresentedInvoice>[] = [
  column('Invoice No', 'text', (invoice) => invoice.invoice_no),
  column('Issue Date', 'date', (invoice) => invoice.invoice_issue_date),
  column('Client', 'text', (invoice) => clientNameOf(invoice)),
  column('Insured', 'text', (invoice) => invoice.insured),
  column('Insurer', 'text', (invoice) => invoice.InsuranceProduct.InsuranceProvider.name),
  column('Product', 'text', (invoice) => invoice.InsuranceProduct.product_name),
  column('Gross Premium', 'amount', (invoice) => invoice.amount),
  column('VAT', 'amount', (invoice) => invoice.vat),
  column('Commission', 'amount', (invoice) => invoice.commission),
  column('Net Premium', 'amount', (invoice) => invoice.net_premium),
  column('Amount Paid', 'amount', (invoice) => invoice.amount_paid),
  column('Status', 'text', (invoice) => displayStatus(invoice)),
];

export const CLIENT_COLUMNS: ExportColumn<ClientSummary>[] = [
  column('Name', 'text', (client) => client.name),
  column('Type', 'text', (client) => (client.client_type === 'INDIVIDUAL' ? 'Individual' : 'Corporate')),
  column('RC Number', 'text', (client) => client.rc_number),
  column('Email', 'text', (client) => client.email),
  column('Phone', 'text', (client) => client.phone),
  column('State', 'text', (client) => client.state_name),
  column('Status', 'text', (client) => client.status),
  column('Created', 'date', (client) => client.created_at),
];

/** A policy's columns; the expiring-policies report puts its days left after the end date. */
const policyColumns = <Row extends Policy>(afterEnd: ExportColumn<Row>[] = []): ExportColumn<Row>[] => [
  column('Policy No', 'text', (policy) => policy.policy_number),
  column('Insurer Policy No', 'text', (policy) => policy.insurer_policy_number),
  column('Client', 'text', (policy) => policy.client_name),
  column('Insured', 'text', (policy) => policy.name_of_insured),
  column('Insurer', 'text', (policy) => policy.insurance_provider_name),
  column('Product', 'text', (policy) => policy.product_name),
  column('Start Date', 'date', (policy) => policy.start_date),
  column('End Date', 'date', (policy) => policy.end_date),
  ...afterEnd,
  column('Sum Insured', 'amount', (policy) => policy.sum_insured),
  column('Premium', 'amount', (policy) => policy.premium),
  column('Commission', 'amount', (policy) => policy.commission),
  column('Status', 'text', (policy) => policy.status),
];

export const POLICY_COLUMNS = policyColumns<Policy>();

export const EXPIRING_POLICY_COLUMNS = policyColumns<ExpiringPolicy>([
  column('Days to Expiry', 'count', (policy) => policy.days_to_expiry),
  column('Renewal Notice Sent', 'date', (policy) => policy.renewal_notice_sent_at),
]);

export const QUOTE_COLUMNS: ExportColumn<Quote>[] = [
  column('Quote No', 'text', (quote) => quote.quote_number),
  column('Client', 'text', (quote) => quote.client_name),
  column('Insured', 'text', (quote) => quote.name_of_insured),
  column('Insurer', 'text', (quote) => quote.insurance_provider_name),
  column('Product', 'text', (quote) => quote.product_name),
  column('Sum Insured', 'amount', (quote) => quote.sum_insured),
  column('Premium', 'amount', (quote) => quote.premium),
  column('Status', 'text', (quote) => quote.status),
  column('Created', 'date', (quote) => quote.created_at),
  column('Updated', 'date', (quote) => quote.updated_at),
];

export const CLAIM_COLUMNS: ExportColumn<Claim>[] = [
  column('Claim No', 'text', (claim) => claim.claim_number),
  column('Client', 'text', (claim) => claim.client_name),
  column('Insured Item', 'text', (claim) => claim.insured_item),
  column('Policy No', 'text', (claim) => claim.policy_number),
  column('Class of Business', 'text', (claim) => claim.category_name),
  column('Insurer', 'text', (claim) => claim.insurance_provider_name),
  column('Date of Loss', 'date', (claim) => claim.loss_date),
  column('Estimated Loss', 'amount', (claim) => claim.estimated_loss),
  column('Status', 'text', (claim) => claim.status),
  column('Age (days)', 'count', (claim) => claim.age_days),
  column('Missing Documents', 'text', (claim) => claim.missing_documents.join('; ')),
];

export const TRANSACTION_COLUMNS: ExportColumn<TransactionSummary>[] = [
  column('Reference', 'text', (entry) => entry.ref_no),
  column('Date', 'date', (entry) => entry.transaction_date),
  column('Description', 'text', (entry) => entry.description),
  column('Amount', 'amount', (entry) => entry.total),
  column('Status', 'text', (entry) => entry.status),
  column('Entered By', 'text', (entry) => entry.created_by?.name ?? 'The back office'),
];

export const REMITTANCE_COLUMNS: ExportColumn<RemittedRow>[] = [
  column('Ref No', 'text', (row) => row.ref_no),
  column('Remitted On', 'date', (row) => row.remittance_date),
  column('Invoice No', 'text', (row) => row.invoice_no),
  column('Client', 'text', (row) => row.client_name),
  column('Insurer', 'text', (row) => row.insurer),
  column('Mode', 'text', (row) => (row.other_description ? `${row.remittance_mode}: ${row.other_description}` : row.remittance_mode)),
  column('Bank', 'text', (row) => row.remittance_bank_name),
  column('Cheque No', 'text', (row) => row.remittance_cheque_number),
  column('Receipts', 'count', (row) => row.ModeOfRemittanceDocuments.length),
  column('Amount', 'amount', (row) => row.amount),
];

export const USER_COLUMNS: ExportColumn<AccessUser>[] = [
  column('Username', 'text', (user) => user.basicDetails.username),
  column('First Name', 'text', (user) => user.basicDetails.firstname),
  column('Last Name', 'text', (user) => user.basicDetails.lastname),
  column('Email', 'text', (user) => user.basicDetails.email),
  column('Type', 'text', (user) => USER_TYPE_LABELS[user.additionalDetails.user_type]),
  column('Roles', 'text', (user) => user.roles.map((role) => role.name).join(', ')),
  column('Status', 'text', (user) => user.status),
];
