import { commissionKobo, InvoicePayload, pickIgnoringCase, vatOnCommissionKobo } from '../../../domain/invoices';
import { nairaTextToKobo } from '../../../domain/money';
import { COMMISSION_TYPES, normaliseCommissionRate } from '../../../domain/products';
import { validatePayload } from '../../../domain/validation';
import type { ClientType } from '../../../domain/clients';
import type { ShareRow } from '../../ui/share-list-editor';

// The new-invoice form as typed, the payload it becomes, and the figures shown while typing.

export interface NewInvoiceForm {
  clientType: ClientType | '';
  clientId: string;
  productId: string;
  issueDate: string;
  startDate: string;
  endDate: string;
  sumInsured: string;
  premiumAmount: string;
  commissionType: string;
  commissionRate: string;
  insured: string;
  narration: string;
  coBrokers: ShareRow[];
  coInsurers: ShareRow[];
  transactionType: string;
  invoiceNo: string;
}

export const newInvoiceForm = (today: string): NewInvoiceForm => ({
  clientType: '',
  clientId: '',
  productId: '',
  issueDate: today,
  startDate: '',
  endDate: '',
  sumInsured: '',
  premiumAmount: '',
  commissionType: '',
  commissionRate: '',
  insured: '',
  narration: '',
  coBrokers: [],
  coInsurers: [],
  transactionType: 'NEW POLICY',
  invoiceNo: '',
});

/** POST /invoice's body: a blank invoice number is left for the server to give the next one. */
export const invoicePayloadOf = (form: NewInvoiceForm) => ({
  clientType: form.clientType,
  clientId: form.clientId,
  productId: form.productId,
  issueDate: form.issueDate,
  startDate: form.startDate,
  endDate: form.endDate,
  sumInsured: form.sumInsured,
  premiumAmount: form.premiumAmount,
  commissionType: form.commissionType,
  commissionRate: form.commissionRate,
  insured: form.insured,
  narration: form.narration,
  coBrokers: form.coBrokers.map((row) => ({ coBrokerId: row.partyId, percentageOfPremium: row.percentageOfPremium.trim() })),
  coInsurers: form.coInsurers.map((row) => ({ insurerId: row.partyId, percentageOfPremium: row.percentageOfPremium.trim() })),
  transactionType: form.transactionType,
  invoiceNo: form.invoiceNo,
});

/** The payload checked by the domain's InvoicePayload: the value to send, or the errors by field path. */
export const checkInvoice = (form: NewInvoiceForm) => validatePayload(InvoicePayload, invoicePayloadOf(form));

/** The commission and the VAT on it for what is typed; null until the premium, type and rate make sense. */
export function liveCommission(
  form: Pick<NewInvoiceForm, 'premiumAmount' | 'commissionType' | 'commissionRate'>,
): { commission: number; vat: number } | null {
  const type = pickIgnoringCase(COMMISSION_TYPES, form.commissionType);
  const premium = form.premiumAmount ? nairaTextToKobo(form.premiumAmount) : null;
  const rate = type && form.commissionRate ? normaliseCommissionRate(type, form.commissionRate) : null;
  if (!type || premium === null || rate === null) return null;
  const commission = commissionKobo(type, rate, premium);
  return commission === null ? null : { commission, vat: vatOnCommissionKobo(commission) };
}
