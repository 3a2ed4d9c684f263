import { VAT_RATE_PERCENT } from '../../domain/accounting';
import { clientNameOf, isDeactivated, DELETED_LABEL, type Invoice } from '../../domain/invoices';
import { DOCUMENT_TITLES, type DocumentKind } from '../../domain/invoices/documents';
import { outstandingKobo } from '../../domain/invoices/money';
import { koboToNaira, nairaToKobo } from '../../domain/money';
import {
  addresseeBlock,
  amountsTable,
  detailsTable,
  listTable,
  longDate,
  ngn,
  note,
  pageDefinition,
  period,
  sharesTable,
  type AmountLine,
  type Block,
  type Party,
  type Signatory,
} from './invoice/parts';
import { shows } from './look';
import { pdfOf } from './pdfmake';
import type { Letterhead } from './document';

// The four documents of an invoice (spec section 7), each a pdfmake definition built from plain
// data, so that what they say can be checked without reading a PDF.

export type DocumentInvoice = Invoice & { vat: string; net_premium: string };

export interface DocumentPayment {
  /** yyyy-mm-dd */
  date: string;
  mode: string;
  reference: string | null;
  /** Naira decimal text. */
  amount: string;
}

export interface PremiumAccountLine {
  bank: string;
  accountName: string;
  accountNumber: string;
}

export interface InvoiceDocumentData {
  letterhead: Letterhead;
  /** The brokerage's tax identification number, which a tax invoice shows. */
  tin: string | null;
  invoice: DocumentInvoice;
  client: Party;
  insurer: Party;
  /** Oldest first. */
  payments: DocumentPayment[];
  /** The brokerage's bank accounts a client pays premium into. */
  premiumAccounts: PremiumAccountLine[];
  signatories: Signatory[];
  /** yyyy-mm-dd */
  printedOn: string;
}

export type { Party, Signatory };

const commissionText = (invoice: DocumentInvoice) =>
  invoice.commission_type.toLowerCase() === 'flat' ? `Flat, ${ngn(invoice.commission_rate)}` : `${invoice.commission_rate}% of the premium`;

const VAT_LINE = `VAT on commission (${VAT_RATE_PERCENT}%)`;

function policyDetails({ invoice, insurer, letterhead }: InvoiceDocumentData, extra: [string, string][] = []): Block {
  return detailsTable([
    ...extra,
    ['Insurer', insurer.name],
    ['Product', invoice.InsuranceProduct.product_name],
    ['Insured', invoice.insured],
    ['Period', period(invoice.start_date, invoice.end_date)],
    ['Sum insured', ngn(invoice.sum_insured)],
    ...(shows(letterhead, 'commission')
      ? ([
          ['Commission type', invoice.commission_type],
          ['Commission rate', commissionText(invoice)],
        ] as [string, string][])
      : []),
    ...(invoice.narration?.trim() && shows(letterhead, 'narration')
      ? ([['Narration', invoice.narration.trim()]] as [string, string][])
      : []),
  ]);
}

const coInsurers = ({ invoice, letterhead }: InvoiceDocumentData, of: string) =>
  !shows(letterhead, 'coInsurers')
    ? []
    : sharesTable(
        'Co-insurers',
        'Co-insurer',
        invoice.CoInsurers.map((share) => ({ name: share.name_of_co_insurer, percentage: share.InvoiceCoInsurer.percentage_of_premium })),
        of,
      );
const coBrokers = ({ invoice, letterhead }: InvoiceDocumentData) =>
  !shows(letterhead, 'coBrokers')
    ? []
    : sharesTable(
        'Co-brokers',
        'Co-broker',
        invoice.CoBrokers.map((share) => ({ name: share.name_of_co_broker, percentage: share.InvoiceCoBroker.percentage_of_premium })),
        invoice.amount,
      );

const amountDue = (invoice: DocumentInvoice): AmountLine => ({
  label: 'Amount due',
  amount: koboToNaira(outstandingKobo(invoice)),
  total: true,
});
const paidSoFar = (invoice: DocumentInvoice): AmountLine[] =>
  nairaToKobo(invoice.amount_paid) > 0 ? [{ label: 'Amount paid', amount: invoice.amount_paid }] : [];

function payInto({ premiumAccounts: accounts, letterhead }: InvoiceDocumentData): Block[] {
  if (!shows(letterhead, 'premiumAccounts')) return [];
  return listTable(
    'Please pay into',
    ['Bank', 'Account name', 'Account number'],
    accounts.map((account) => [account.bank, account.accountName, account.accountNumber]),
  );
}

const lastPaymentDate = (data: InvoiceDocumentData) => data.payments.at(-1)?.date ?? null;
const stampOf = (invoice: DocumentInvoice) => (isDeactivated(invoice) ? DELETED_LABEL : null);

function page(kind: DocumentKind, data: InvoiceDocumentData, content: Block[], subtitle?: string): Block {
  return pageDefinition({
    letterhead: data.letterhead,
    title: DOCUMENT_TITLES[kind],
    subtitle,
    stamp: stampOf(data.invoice),
    content,
    signatories: data.signatories,
    printedOn: longDate(data.printedOn),
  });
}

/** The bill to the client: the policy, the premium and where to pay it. */
export function debitNoteDefinition(data: InvoiceDocumentData): Block {
  const { invoice } = data;
  return page('debitNote', data, [
    addresseeBlock('To', data.client, [
      ['Debit note no', invoice.invoice_no],
      ['Issue date', longDate(invoice.invoice_issue_date)],
    ]),
    policyDetails(data),
    amountsTable([{ label: 'Premium', amount: invoice.amount }, ...paidSoFar(invoice), amountDue(invoice)]),
    ...coInsurers(data, invoice.amount),
    ...coBrokers(data),
    ...payInto(data),
  ]);
}

/** The debit note as a tax invoice: the commission and the VAT on it shown within the premium. */
export function debitInvoiceDefinition(data: InvoiceDocumentData): Block {
  const { invoice } = data;
  return page(
    'debitInvoice',
    data,
    [
      addresseeBlock('To', data.client, [
        ['Invoice no', invoice.invoice_no],
        ['Issue date', longDate(invoice.invoice_issue_date)],
        ...(data.tin?.trim() && shows(data.letterhead, 'tin') ? ([['TIN', data.tin.trim()]] as [string, string][]) : []),
      ]),
      policyDetails(data),
      amountsTable([
        { label: 'Premium', amount: invoice.amount },
        { label: `Commission (${commissionText(invoice)})`, amount: invoice.commission },
        { label: VAT_LINE, amount: invoice.vat },
        ...paidSoFar(invoice),
        amountDue(invoice),
      ]),
      note('The commission and the VAT on it are part of the premium: nothing is added to the amount due.'),
      ...coInsurers(data, invoice.amount),
      ...coBrokers(data),
      ...payInto(data),
    ],
    'Tax invoice',
  );
}

/** To the insurer once the client has paid: the premium less the commission and its VAT. */
export function creditNoteDefinition(data: InvoiceDocumentData): Block {
  const { invoice, insurer } = data;
  const paidOn = lastPaymentDate(data);
  return page('creditNote', data, [
    addresseeBlock('To', insurer, [
      ['Invoice no', invoice.invoice_no],
      ['Issue date', longDate(invoice.invoice_issue_date)],
      ...(paidOn ? ([['Date paid', longDate(paidOn)]] as [string, string][]) : []),
    ]),
    note(`We credit your account with the net premium on the policy below, paid by ${clientNameOf(invoice)}.`),
    policyDetails(data, [['Client', clientNameOf(invoice)]]),
    amountsTable([
      { label: 'Premium', amount: invoice.amount },
      { label: `Less commission (${commissionText(invoice)})`, amount: invoice.commission },
      { label: `Less ${VAT_LINE}`, amount: invoice.vat },
      { label: `Net premium due to ${insurer.name}`, amount: invoice.net_premium, total: true },
    ]),
    ...coInsurers(data, invoice.net_premium),
  ]);
}

/** The client's receipt: every payment so far, the total paid and the balance. */
export function receiptDefinition(data: InvoiceDocumentData): Block {
  const { invoice } = data;
  const paidOn = lastPaymentDate(data);
  return page('receiptNote', data, [
    addresseeBlock('Received from', data.client, [
      ['For invoice no', invoice.invoice_no],
      ...(paidOn ? ([['Date', longDate(paidOn)]] as [string, string][]) : []),
    ]),
    note(
      `Received with thanks the sum of ${ngn(invoice.amount_paid)} for the premium on ${invoice.insured} (${invoice.InsuranceProduct.product_name}, ${data.insurer.name}).`,
    ),
    ...(shows(data.letterhead, 'payments')
      ? listTable(
          'Payments',
          ['Date', 'Mode', 'Reference', 'Amount'],
          data.payments.map((payment) => [longDate(payment.date), payment.mode, payment.reference ?? '', ngn(payment.amount)]),
          ['Amount'],
        )
      : []),
    amountsTable([
      { label: 'Premium', amount: invoice.amount },
      { label: 'Total paid', amount: invoice.amount_paid },
      { label: 'Balance', amount: koboToNaira(outstandingKobo(invoice)), total: true },
    ]),
  ]);
}

const BUILDERS: Record<DocumentKind, (data: InvoiceDocumentData) => Block> = {
  debitNote: debitNoteDefinition,
  creditNote: creditNoteDefinition,
  receiptNote: receiptDefinition,
  debitInvoice: debitInvoiceDefinition,
};

export const documentDefinition = (kind: DocumentKind, data: InvoiceDocumentData): Block => BUILDERS[kind](data);

export const renderInvoiceDocument = (kind: DocumentKind, data: InvoiceDocumentData): Promise<Buffer> =>
  pdfOf(documentDefinition(kind, data));

/** 'debit-note-INV-2026-000001.pdf' */
export function documentFileName(kind: DocumentKind, invoiceNo: string): string {
  const title = DOCUMENT_TITLES[kind].toLowerCase().replace(/\s+/g, '-');
  const number = invoiceNo.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `${title}-${number || 'invoice'}.pdf`;
}
