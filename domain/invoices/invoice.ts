import { array, coerce, literal, nullable, optional, refine, string, type, type Infer } from 'superstruct';
import { ListMeta } from '../api/envelope';
import { CLIENT_TYPES } from '../client-types';
import { END_DATE_BEFORE_START_DATE, FIELD_REQUIRED, INVALID_AMOUNT, INVALID_COMMISSION_RATE, INVALID_DATE } from '../common-messages';
import { COMMISSION_TYPES, normaliseCommissionRate, type CommissionType } from '../products';
import { CoBrokerShare, CoInsurerShare, sharesProblems } from '../shares';
import { amountText, choiceText, chooseOneOf, isDate, positiveKobo, Problems, text } from './fields';
import { pickIgnoringCase, TRANSACTION_TYPES } from './vocabulary';

// The invoice (a debit note) as the API answers it (spec section 3, snake_case), and the payloads
// that create and update one (camelCase). Amounts are naira decimal text ('1500.00').

const money = () => string();

export const InvoiceClient = type({
  firstname: string(),
  lastname: string(),
  ClientAddress: nullable(type({ address: nullable(string()), state: nullable(string()) })),
});
export const InvoiceCorporateClient = type({
  company_name: string(),
  CorporateClientAddress: nullable(
    type({ operating_business_addre: nullable(string()), city_of_operation: nullable(string()), state_of_operation: nullable(string()) }),
  ),
});
export const InvoiceCoBroker = type({ name_of_co_broker: string(), InvoiceCoBroker: type({ percentage_of_premium: string() }) });
export const InvoiceCoInsurer = type({ name_of_co_insurer: string(), InvoiceCoInsurer: type({ percentage_of_premium: string() }) });
export const InvoiceDocument = type({ document_name: string(), document_url: string() });

export const Invoice = type({
  invoice_id: string(),
  invoice_no: string(),
  /** One of INVOICE_STATUSES in any case; read it with normaliseStatus. */
  status: string(),
  transaction_type: string(),
  quote_id: nullable(string()),
  policy_id: nullable(string()),
  amount: money(),
  amount_paid: money(),
  amount_unremitted: money(),
  vat_paid: money(),
  vat_remitted: money(),
  sum_insured: money(),
  /** Premium remitted so far: "Unremitted" shows while it is 0. */
  remitted: money(),
  remitted_status: nullable(string()),
  invoice_issue_date: string(),
  start_date: string(),
  end_date: string(),
  mode_of_payment: nullable(string()),
  commission_type: string(),
  commission_rate: string(),
  commission: money(),
  /** What the insurer is owed (premium less commission and its VAT); on a return premium, what comes back from it. */
  net_premium: optional(money()),
  insured: string(),
  narration: nullable(string()),
  Client: nullable(InvoiceClient),
  CorporateClient: nullable(InvoiceCorporateClient),
  InsuranceProduct: type({ product_name: string(), InsuranceProvider: type({ name: string() }) }),
  Quote: nullable(type({ quote_number: string(), name_of_insured: nullable(string()) })),
  CoBrokers: array(InvoiceCoBroker),
  CoInsurers: array(InvoiceCoInsurer),
  InvoiceDocuments: array(InvoiceDocument),
});
export type Invoice = Infer<typeof Invoice>;

/** The client's name as the cards show it: the company, or first and last name. */
export const clientNameOf = (invoice: Pick<Invoice, 'Client' | 'CorporateClient'>): string =>
  invoice.CorporateClient?.company_name ?? (invoice.Client ? `${invoice.Client.firstname} ${invoice.Client.lastname}`.trim() : '');

export const InvoiceResponse = type({ success: literal(true), message: optional(string()), data: Invoice });
/** GET /invoice/: "the invoice list response carries data.invoices". */
export const InvoiceList = type({ invoices: array(Invoice) });
export const InvoiceListResponse = type({ success: literal(true), data: InvoiceList, meta: ListMeta });

// ---- payloads ---------------------------------------------------------------------------------

type LooseTerms = { startDate?: string | null; endDate?: string | null; commissionType?: string | null; commissionRate?: string | null };

function termProblems(problems: Problems, terms: LooseTerms, rateRequired: boolean) {
  problems.add('startDate', !terms.startDate ? FIELD_REQUIRED : !isDate(terms.startDate) && INVALID_DATE);
  problems.add('endDate', !terms.endDate ? FIELD_REQUIRED : !isDate(terms.endDate) && INVALID_DATE);
  if (isDate(terms.startDate) && isDate(terms.endDate) && terms.endDate < terms.startDate)
    problems.add('endDate', END_DATE_BEFORE_START_DATE);
  const type = terms.commissionType ? pickIgnoringCase(COMMISSION_TYPES, terms.commissionType) : null;
  problems.add('commissionType', (rateRequired || terms.commissionType) && !type && chooseOneOf(COMMISSION_TYPES));
  if (rateRequired || terms.commissionRate)
    problems.add(
      'commissionRate',
      (!terms.commissionRate || (type && normaliseCommissionRate(type, terms.commissionRate) === null)) && INVALID_COMMISSION_RATE,
    );
}

/** POST /invoice. Commission type and rate left out take the product's; the commission follows from them (commissionKobo). */
export const InvoicePayload = refine(
  type({
    clientType: choiceText(CLIENT_TYPES),
    clientId: text(),
    productId: text(),
    issueDate: text(),
    startDate: text(),
    endDate: text(),
    sumInsured: amountText(),
    premiumAmount: amountText(),
    commissionType: choiceText(COMMISSION_TYPES),
    commissionRate: text(),
    insured: text(),
    narration: text(),
    coBrokers: optional(array(CoBrokerShare)),
    coInsurers: optional(array(CoInsurerShare)),
    transactionType: coerce(optional(nullable(string())), string(), (value) =>
      value.trim() === ''
        ? null
        : (pickIgnoringCase(TRANSACTION_TYPES, value.replace(/_/g, ' ')) ?? pickIgnoringCase(TRANSACTION_TYPES, value) ?? value.trim()),
    ),
    /** Blank: the server gives the next number. */
    invoiceNo: text(),
  }),
  'invoice',
  (invoice) => {
    const problems = new Problems();
    problems.add(
      'clientType',
      !invoice.clientType ? FIELD_REQUIRED : !pickIgnoringCase(CLIENT_TYPES, invoice.clientType) && chooseOneOf(CLIENT_TYPES),
    );
    problems.add('clientId', !invoice.clientId && FIELD_REQUIRED);
    problems.add('productId', !invoice.productId && FIELD_REQUIRED);
    problems.add('issueDate', !invoice.issueDate ? FIELD_REQUIRED : !isDate(invoice.issueDate) && INVALID_DATE);
    termProblems(problems, invoice, false);
    problems.add('sumInsured', positiveKobo(invoice.sumInsured) === null && INVALID_AMOUNT);
    problems.add('premiumAmount', positiveKobo(invoice.premiumAmount) === null && INVALID_AMOUNT);
    problems.add('insured', !invoice.insured ? FIELD_REQUIRED : invoice.insured.length > 200 && 'Must be at most 200 characters');
    problems.add('narration', (invoice.narration?.length ?? 0) > 1000 && 'Must be at most 1000 characters');
    sharesProblems(problems, invoice);
    problems.add(
      'transactionType',
      !(TRANSACTION_TYPES as readonly string[]).includes(invoice.transactionType ?? '') && chooseOneOf(TRANSACTION_TYPES),
    );
    problems.add('invoiceNo', (invoice.invoiceNo?.length ?? 0) > 40 && 'Must be at most 40 characters');
    return problems.failures();
  },
);
export type InvoicePayload = Infer<typeof InvoicePayload>;

/** The commission type and rate an invoice takes: its own, else its product's ("default from the product"). */
export function invoiceTerms(
  payload: Pick<InvoicePayload, 'commissionType' | 'commissionRate'>,
  product: { commission_type: string; commission_rate: string },
): { commissionType: CommissionType; commissionRate: string } | null {
  const commissionType = pickIgnoringCase(COMMISSION_TYPES, payload.commissionType ?? product.commission_type);
  if (!commissionType) return null;
  const rate = normaliseCommissionRate(commissionType, payload.commissionRate ?? product.commission_rate);
  return rate === null ? null : { commissionType, commissionRate: rate };
}

/** Update Invoice (section 5): every field but status is required. */
export const InvoiceUpdatePayload = refine(
  type({
    narration: text(),
    amount: amountText(),
    sumInsured: amountText(),
    commissionRate: text(),
    commissionType: choiceText(COMMISSION_TYPES),
    startDate: text(),
    endDate: text(),
    /** Only ever the invoice's own status: statuses change through payments and deletion. */
    status: text(),
  }),
  'invoiceUpdate',
  (update) => {
    const problems = new Problems();
    problems.add('narration', !update.narration ? FIELD_REQUIRED : update.narration.length > 1000 && 'Must be at most 1000 characters');
    problems.add('amount', positiveKobo(update.amount) === null && INVALID_AMOUNT);
    problems.add('sumInsured', positiveKobo(update.sumInsured) === null && INVALID_AMOUNT);
    termProblems(problems, update, true);
    return problems.failures();
  },
);
export type InvoiceUpdatePayload = Infer<typeof InvoiceUpdatePayload>;
