import { check } from '../../../domain/account-statements';
import { koboToNaira } from '../../../domain/money';
import { invoicePath } from '../../../domain/record-paths';
import { reportPaging, tablePage } from '../report-paging';
import { invoiceBillingInLedger, totalBilled } from './business-ledger';
import { producedNotes, type ProductionKind } from './business-production';
import { sumKobo } from './kobo-sums';
import { productionByClassAndInsurer, type ClassAndInsurerLine } from './production-totals';
import type { ReportTable } from '../../../domain/reports/report';
import type { ReportBuilder } from '../report-routes';

// Premium income production: the premium the brokerage placed in the period by class of business
// and insurer, new business, renewals and endorsements apart, with the notes behind the figures.

const KIND_LABELS: Record<ProductionKind, string> = {
  'new business': 'New business',
  renewal: 'Renewal',
  endorsement: 'Endorsement (additional premium)',
  'return premium': 'Return premium (credit note)',
};

type Line = ClassAndInsurerLine;

const totalOf = (line: Line) => line.newBusiness + line.renewal + line.endorsements;

export const premiumIncomeProduction: ReportBuilder = async (tx, tenantId, period, query) => {
  const lines = await productionByClassAndInsurer(tx, tenantId, period);
  const produced = sumKobo(lines, totalOf);
  const paging = reportPaging(query);
  const notes = await producedNotes(tx, tenantId, period, undefined, paging ?? undefined);
  const naira = (lines: Line[], figure: (line: Line) => number) => koboToNaira(sumKobo(lines, figure));
  const byClass: ReportTable = {
    title: 'By class of business and insurer',
    columns: [
      { key: 'class', header: 'Class of business', kind: 'text' },
      { key: 'insurer', header: 'Insurer', kind: 'text' },
      { key: 'new_business', header: 'New business premium', kind: 'amount' },
      { key: 'renewal', header: 'Renewal premium', kind: 'amount' },
      { key: 'endorsements', header: 'Endorsements (net)', kind: 'amount' },
      { key: 'total', header: 'Total premium', kind: 'amount' },
      { key: 'policies', header: 'Policies', kind: 'count' },
    ],
    rows: lines.map((line) => ({
      cells: {
        class: line.classOfBusiness,
        insurer: line.insurerName,
        new_business: koboToNaira(line.newBusiness),
        renewal: koboToNaira(line.renewal),
        endorsements: koboToNaira(line.endorsements),
        total: koboToNaira(totalOf(line)),
        policies: line.policies,
      },
    })),
    totals: {
      class: 'Total',
      insurer: null,
      new_business: naira(lines, (line) => line.newBusiness),
      renewal: naira(lines, (line) => line.renewal),
      endorsements: naira(lines, (line) => line.endorsements),
      total: naira(lines, totalOf),
      policies: sumKobo(lines, (line) => line.policies),
    },
  };
  const behind: ReportTable = {
    title: 'Debit and credit notes issued',
    columns: [
      { key: 'invoice_no', header: 'Invoice', kind: 'text' },
      { key: 'issue_date', header: 'Issued', kind: 'date' },
      { key: 'kind', header: 'Business', kind: 'text' },
      { key: 'class', header: 'Class of business', kind: 'text' },
      { key: 'insurer', header: 'Insurer', kind: 'text' },
      { key: 'client', header: 'Client', kind: 'text' },
      { key: 'policy_no', header: 'Policy', kind: 'text' },
      { key: 'premium', header: 'Premium', kind: 'amount' },
    ],
    rows: notes.map((note) => ({
      cells: {
        invoice_no: note.invoiceNo,
        issue_date: note.issueDate,
        kind: KIND_LABELS[note.kind],
        class: note.classOfBusiness,
        insurer: note.insurerName,
        client: note.clientName,
        policy_no: note.policyNo,
        premium: koboToNaira(note.premiumKobo),
      },
      link: invoicePath(note.invoiceId),
    })),
    totals: { invoice_no: 'Total', premium: koboToNaira(produced) },
    ...tablePage(
      paging,
      sumKobo(lines, (line) => line.notes),
    ),
  };
  const billed = await invoiceBillingInLedger(tx, tenantId, period);
  return {
    tables: [byClass, behind],
    checks: [
      check(
        'Premium produced equals the premium billed to client accounts in the ledger (invoice entries dated in the period)',
        produced,
        totalBilled(billed),
      ),
    ],
    notes: [
      'Premium produced is the premium of the debit notes issued in the period (by issue date): new business, renewals and endorsements’ additional premium, less the premium returned on credit notes (endorsement return premium) issued in the period. Deleted invoices are left out.',
      'New business and renewal are the debit notes’ transaction types; endorsements (net) is additional premium less returned premium. Policies counts the new business and renewal debit notes, one per policy placed.',
      'On screen the notes come a page at a time, their total over every page; the CSV, Excel and PDF files hold every note.',
      'The check reads the ledger: each invoice’s issue entry debits the client’s account with the premium (a credit note credits it), net of reversals dated in the period. It differs when an invoice waits for its client’s ledger account, or was updated or deleted in another period than its issue (the books post those changes on the day they are made).',
    ],
  };
};
