import { CLIENT_TYPES, type ClientType } from '../../../domain/clients';
import { isValidDateString } from '../../../domain/date-input';
import { clientNameOf } from '../../../domain/invoices';
import { pickIgnoringCase } from '../../../domain/invoices/vocabulary';
import { PolicyPayload, renewalPeriod, type PolicyDetails } from '../../../domain/policies';
import { endOfTenor } from '../../../domain/quotes';
import { validatePayload } from '../../../domain/validation';
import type { BillableInvoice } from '../../../domain/policies/billable-invoice';
import type { ProductDetails, TenorUnit } from '../../../domain/products';
import type { QuoteDetails } from '../../../domain/quotes';
import type { ShareRow } from '../../ui/share-list-editor';

// The proposal form as typed, where it starts (nothing, a quote, an invoice, the policy itself), and
// the PolicyPayload it becomes.

export interface ProposalItem {
  description: string;
  sumInsured: string;
  /** A quote's item details (a vehicle's make, a building's address), carried over as they are. */
  details: Record<string, string | number | null>;
}

/** The invoice the policy is billed on: its premium and commission are the policy's. */
export interface BilledOn {
  invoiceId: string;
  /** Null when only its key is known (a converted quote's invoice). */
  invoiceNo: string | null;
  premium: string;
  commissionType: string;
  commissionRate: string;
}

/** Who and what the form shows as chosen, beside the keys it sends. */
export interface ShownChoices {
  client: { client_id: string; name: string } | null;
  product: { product_id: string; product_name: string; insurance_provider_name: string } | null;
}

export interface ProposalForm {
  quoteId: string;
  renewalOf: string;
  billedOn: BilledOn | null;
  clientType: ClientType | '';
  clientId: string;
  nameOfInsured: string;
  productId: string;
  sumInsured: string;
  premium: string;
  commissionType: string;
  commissionRate: string;
  startDate: string;
  endDate: string;
  /** True until an end date is typed: the end follows the product's tenor from the start. */
  endFollowsTenor: boolean;
  coverIds: string[];
  items: ProposalItem[];
  coBrokers: ShareRow[];
  coInsurers: ShareRow[];
  narration: string;
}

export interface ProposalStart {
  form: ProposalForm;
  shown: ShownChoices;
}

const clientTypeOf = (text: string): ClientType | '' => pickIgnoringCase(CLIENT_TYPES, text) ?? '';
const rows = (shares: { partyId: string; percentageOfPremium: string }[]): ShareRow[] => shares.map((share, key) => ({ key, ...share }));
const itemsOf = (items: PolicyDetails['items']): ProposalItem[] =>
  items.map((item) => ({ description: item.description, sumInsured: item.sum_insured ?? '', details: item.details }));

export const blankProposal = (today: string): ProposalStart => ({
  form: {
    quoteId: '',
    renewalOf: '',
    billedOn: null,
    clientType: '',
    clientId: '',
    nameOfInsured: '',
    productId: '',
    sumInsured: '',
    premium: '',
    commissionType: '',
    commissionRate: '',
    startDate: today,
    endDate: '',
    endFollowsTenor: true,
    coverIds: [],
    items: [],
    coBrokers: [],
    coInsurers: [],
    narration: '',
  },
  shown: { client: null, product: null },
});

/** An accepted quote's terms; a converted quote is billed on its invoice, whose premium is the policy's. */
export function proposalFromQuote(quote: QuoteDetails): ProposalStart {
  return {
    form: {
      ...blankProposal(quote.start_date).form,
      quoteId: quote.quote_id,
      billedOn: quote.invoice_id
        ? {
            invoiceId: quote.invoice_id,
            invoiceNo: null,
            premium: quote.premium,
            commissionType: quote.commission_type,
            commissionRate: quote.commission_rate,
          }
        : null,
      clientType: clientTypeOf(quote.client_type),
      clientId: quote.client_id,
      nameOfInsured: quote.name_of_insured,
      productId: quote.product_id,
      sumInsured: quote.sum_insured,
      premium: quote.premium,
      commissionType: quote.commission_type,
      commissionRate: quote.commission_rate,
      endDate: quote.end_date,
      endFollowsTenor: false,
      coverIds: quote.breakdown.covers.map((cover) => String(cover.cover_id)),
      items: itemsOf(quote.items),
      coBrokers: rows(quote.co_brokers.map((share) => ({ partyId: share.co_broker_id, percentageOfPremium: share.percentage_of_premium }))),
      coInsurers: rows(
        quote.co_insurers.map((share) => ({ partyId: String(share.insurer_id), percentageOfPremium: share.percentage_of_premium })),
      ),
      narration: quote.narration ?? '',
    },
    shown: {
      client: { client_id: quote.client_id, name: quote.client_name },
      product: quote,
    },
  };
}

const billedOnInvoice = (invoice: BillableInvoice): BilledOn => ({
  invoiceId: invoice.invoice_id,
  invoiceNo: invoice.invoice_no,
  premium: invoice.amount,
  commissionType: invoice.commission_type,
  commissionRate: invoice.commission_rate,
});

/** A paid invoice's terms: its client, product, insured, period, sum insured and shares; its premium and commission stay its own. */
export function proposalFromInvoice(invoice: BillableInvoice): ProposalStart {
  return {
    form: {
      ...blankProposal(invoice.start_date).form,
      billedOn: billedOnInvoice(invoice),
      clientType: clientTypeOf(invoice.client_type),
      clientId: invoice.client_id,
      nameOfInsured: invoice.insured,
      productId: invoice.product_id,
      sumInsured: invoice.sum_insured,
      premium: invoice.amount,
      commissionType: invoice.commission_type,
      commissionRate: invoice.commission_rate,
      endDate: invoice.end_date,
      endFollowsTenor: false,
      coBrokers: rows(
        invoice.CoBrokers.map((share) => ({
          partyId: share.co_broker_id,
          percentageOfPremium: share.InvoiceCoBroker.percentage_of_premium,
        })),
      ),
      coInsurers: rows(
        invoice.CoInsurers.map((share) => ({
          partyId: String(share.insurance_provider_id),
          percentageOfPremium: share.InvoiceCoInsurer.percentage_of_premium,
        })),
      ),
      narration: invoice.narration ?? '',
    },
    shown: {
      client: { client_id: invoice.client_id, name: clientNameOf(invoice) },
      product: {
        product_id: invoice.product_id,
        product_name: invoice.InsuranceProduct.product_name,
        insurance_provider_name: invoice.InsuranceProduct.InsuranceProvider.name,
      },
    },
  };
}

/** The policy's own terms, to change before cover starts. */
export function proposalFromPolicy(policy: PolicyDetails): ProposalStart {
  return {
    form: {
      ...blankProposal(policy.start_date).form,
      quoteId: policy.quote_id ?? '',
      renewalOf: policy.renewal_of ?? '',
      billedOn: policy.invoice_id
        ? {
            invoiceId: policy.invoice_id,
            invoiceNo: policy.invoice_no,
            premium: policy.premium,
            commissionType: policy.commission_type,
            commissionRate: policy.commission_rate,
          }
        : null,
      clientType: clientTypeOf(policy.client_type),
      clientId: policy.client_id,
      nameOfInsured: policy.name_of_insured,
      productId: policy.product_id,
      sumInsured: policy.sum_insured,
      premium: policy.premium,
      commissionType: policy.commission_type,
      commissionRate: policy.commission_rate,
      endDate: policy.end_date,
      endFollowsTenor: false,
      coverIds: policy.covers.map((cover) => String(cover.cover_id)),
      items: itemsOf(policy.items),
      coBrokers: rows(
        policy.co_brokers.map((share) => ({ partyId: share.co_broker_id, percentageOfPremium: share.percentage_of_premium })),
      ),
      coInsurers: rows(
        policy.co_insurers.map((share) => ({ partyId: String(share.insurer_id), percentageOfPremium: share.percentage_of_premium })),
      ),
      narration: policy.narration ?? '',
    },
    shown: { client: { client_id: policy.client_id, name: policy.client_name }, product: policy },
  };
}

/**
 * The renewal of a policy on cover or just expired: its client, insured, product, covers, items,
 * shares, sum insured, premium and commission, for a period as long as its own from the day after it
 * ends; not billed yet, and sent with the policy it renews.
 */
export function proposalFromRenewal(policy: PolicyDetails): ProposalStart {
  const { start_date, end_date } = renewalPeriod(policy);
  const own = proposalFromPolicy(policy);
  return {
    form: {
      ...own.form,
      quoteId: '',
      renewalOf: policy.policy_id,
      billedOn: null,
      startDate: start_date,
      endDate: end_date,
      narration: '',
    },
    shown: own.shown,
  };
}

/** Another invoice chosen (or none): its figures become the policy's, and what is still blank takes its terms. */
export function billOn(form: ProposalForm, invoice: BillableInvoice | null): ProposalForm {
  if (!invoice) return { ...form, billedOn: null };
  return {
    ...form,
    billedOn: billedOnInvoice(invoice),
    nameOfInsured: form.nameOfInsured || invoice.insured,
    sumInsured: form.sumInsured || invoice.sum_insured,
    startDate: form.endFollowsTenor ? invoice.start_date : form.startDate,
    endDate: form.endFollowsTenor ? invoice.end_date : form.endDate,
    endFollowsTenor: false,
  };
}

/** The end date as the form shows and sends it: typed, or the product's tenor from the start. */
export function endDateOf(form: ProposalForm, product: ProductDetails | null): string {
  if (!form.endFollowsTenor || !product || !isValidDateString(form.startDate)) return form.endDate;
  return endOfTenor(form.startDate, product.tenor, product.tenor_unit as TenorUnit | null);
}

/** POST /policies's and PUT /policies/{id}'s body; billed on an invoice, the premium and commission are left to it. */
export function proposalPayloadOf(form: ProposalForm, product: ProductDetails | null) {
  const billed = form.billedOn !== null;
  return {
    quoteId: form.quoteId,
    invoiceId: form.billedOn?.invoiceId ?? '',
    renewalOf: form.renewalOf,
    clientType: form.clientType,
    clientId: form.clientId,
    nameOfInsured: form.nameOfInsured,
    productId: form.productId,
    sumInsured: form.sumInsured,
    premium: billed ? '' : form.premium,
    commissionType: billed ? '' : form.commissionType,
    commissionRate: billed ? '' : form.commissionRate,
    startDate: form.startDate,
    endDate: endDateOf(form, product),
    covers: form.coverIds.map((coverId) => ({ coverId })),
    items: form.items.map((item) => ({ description: item.description, sumInsured: item.sumInsured, details: item.details })),
    coBrokers: form.coBrokers.map((row) => ({ coBrokerId: row.partyId, percentageOfPremium: row.percentageOfPremium.trim() })),
    coInsurers: form.coInsurers.map((row) => ({ insurerId: row.partyId, percentageOfPremium: row.percentageOfPremium.trim() })),
    narration: form.narration,
  };
}

/** The payload checked by the domain's PolicyPayload: the value to send, or every error by field path. */
export const checkProposal = (form: ProposalForm, product: ProductDetails | null) =>
  validatePayload(PolicyPayload, proposalPayloadOf(form, product));
