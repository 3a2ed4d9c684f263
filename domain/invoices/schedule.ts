import { array, assign, literal, nullable, number, optional, refine, string, type, type Infer } from 'superstruct';
import { ListMeta } from '../api/envelope';
import { LISTED_TWICE } from '../common-messages';
import { validatePayload, type FieldError } from '../validation';
import { choiceText, Problems, text } from './fields';
import { Invoice } from './invoice';
import { unremittedPremiumKobo } from './money';
import { RemittanceLog } from './receipts';
import { PremiumRemittancePayload } from './remittance';
import { pickIgnoringCase, PREMIUM_REMITTANCE_MODES } from './vocabulary';

// Remittance schedules (/remit-premium, /premium-remitted): paid premium awaiting remittance is
// selected into a schedule that remits each invoice's whole unremitted premium at once.

export const MAX_SCHEDULE_INVOICES = 500;
export const SELECT_AN_INVOICE = 'Select at least one invoice to remit';
export const tooManyInvoices = (max = MAX_SCHEDULE_INVOICES) => `A schedule can hold at most ${max} invoices`;
export const ONE_INSURER_PER_SCHEDULE = 'A schedule remits to one insurer: select invoices of one insurer only';

/** The fields a schedule shares with a premium remittance; their rules are the premium payload's. */
const REMITTANCE_FIELDS = [
  'date',
  'remittanceMode',
  'remittanceBankName',
  'remittanceChequeNumber',
  'otherRemitDescription',
  'remark',
] as const;

type LooseSchedule = { invoiceIds?: string[] } & Partial<Record<(typeof REMITTANCE_FIELDS)[number], string | null>>;

/** The premium remittance rules (date, mode, bank, cheque, other description, remark) applied to a schedule, as a full remittance. */
function remittanceRuleErrors(schedule: LooseSchedule): FieldError[] {
  const shared = Object.fromEntries(REMITTANCE_FIELDS.map((field) => [field, schedule[field] ?? null]));
  const checked = validatePayload(PremiumRemittancePayload, { ...shared, remittanceType: 'Full Remittance' });
  return checked.ok ? [] : checked.errors.filter((error) => (REMITTANCE_FIELDS as readonly string[]).includes(error.field));
}

function invoiceIdProblems(problems: Problems, ids: string[] | undefined) {
  const list = ids ?? [];
  problems.add('invoiceIds', list.length === 0 ? SELECT_AN_INVOICE : list.length > MAX_SCHEDULE_INVOICES && tooManyInvoices());
  const seen = new Set<string>();
  for (const [index, id] of list.entries()) {
    problems.add(`invoiceIds.${index}`, seen.has(id) && LISTED_TWICE);
    seen.add(id);
  }
}

/** POST /remittance-schedules: the invoices, and how the whole schedule was remitted. */
export const RemittanceSchedulePayload = refine(
  type({
    invoiceIds: array(refine(string(), 'invoiceId', (id) => id.trim() !== '' || SELECT_AN_INVOICE)),
    date: text(),
    remittanceMode: choiceText(PREMIUM_REMITTANCE_MODES),
    remittanceBankName: text(),
    remittanceChequeNumber: text(),
    otherRemitDescription: text(),
    remark: text(),
  }),
  'remittanceSchedule',
  (schedule) => {
    const problems = new Problems();
    invoiceIdProblems(problems, schedule.invoiceIds);
    for (const error of remittanceRuleErrors(schedule)) problems.add(error.field, error.message);
    return problems.failures();
  },
);
export type RemittanceSchedulePayload = Infer<typeof RemittanceSchedulePayload>;

/** The remittance part of the schedule form, as typed. */
export interface RemittanceScheduleForm {
  date: string;
  remittanceMode: string;
  remittanceBankName: string;
  remittanceChequeNumber: string;
  otherRemitDescription: string;
  remark: string;
}

export const newRemittanceScheduleForm = (today: string): RemittanceScheduleForm => ({
  date: today,
  remittanceMode: '',
  remittanceBankName: '',
  remittanceChequeNumber: '',
  otherRemitDescription: '',
  remark: '',
});

/** Which details the chosen mode asks for: a bank for Cheque and Bank Transfer, a cheque number for Cheque, a description for Other. */
export function scheduleModeAsks(mode: string) {
  const chosen = pickIgnoringCase(PREMIUM_REMITTANCE_MODES, mode);
  return { bank: chosen === 'Cheque' || chosen === 'Bank Transfer', cheque: chosen === 'Cheque', description: chosen === 'Other' };
}

/** What is sent: the details the chosen mode does not ask for are left out, whatever was typed before the mode changed. */
export function scheduleToSend(form: RemittanceScheduleForm, invoiceIds: readonly string[]) {
  const asks = scheduleModeAsks(form.remittanceMode);
  return {
    invoiceIds: [...invoiceIds],
    date: form.date,
    remittanceMode: form.remittanceMode,
    remittanceBankName: asks.bank ? form.remittanceBankName : '',
    remittanceChequeNumber: asks.cheque ? form.remittanceChequeNumber : '',
    otherRemitDescription: asks.description ? form.otherRemitDescription : '',
    remark: form.remark,
  };
}

/** Every error of the schedule form as it will be sent. */
export function remittanceScheduleErrors(form: RemittanceScheduleForm, invoiceIds: readonly string[]): FieldError[] {
  const checked = validatePayload(RemittanceSchedulePayload, scheduleToSend(form, invoiceIds));
  return checked.ok ? [] : checked.errors;
}

// ---- what the schedule pages read ------------------------------------------------------------------

/**
 * A paid invoice with premium still to remit: when it was paid and the date the premium should
 * reach the insurer by (null when no payment date is known).
 */
export const PaidPremiumInvoice = assign(
  Invoice,
  type({ insurance_provider_id: number(), paid_on: nullable(string()), remit_by: nullable(string()) }),
);
export type PaidPremiumInvoice = Infer<typeof PaidPremiumInvoice>;

/** GET /paidpremium: "the paid-premium list also carries data.invoices"; the total awaiting remittance over every page. */
export const PaidPremiumList = type({ invoices: array(PaidPremiumInvoice) });
export const PaidPremiumResponse = type({
  success: literal(true),
  data: PaidPremiumList,
  meta: ListMeta,
  totals: type({ amount_unremitted: string() }),
});

/** One remittance as GET /all-remitted lists it, with its invoice, client and insurer. */
export const RemittedRow = assign(
  RemittanceLog,
  type({
    remittance_type: string(),
    remittance_date: string(),
    amount: string(),
    balance_due_date: optional(nullable(string())),
    remark: optional(nullable(string())),
    other_description: optional(nullable(string())),
    /** The journal entry's reference; a schedule's remittances share it. */
    ref_no: nullable(string()),
    created_at: optional(string()),
    invoice_id: string(),
    invoice_no: string(),
    client_name: string(),
    insurer: string(),
    insurance_provider_id: number(),
  }),
);
export type RemittedRow = Infer<typeof RemittedRow>;

export const AllRemittedResponse = type({
  success: literal(true),
  data: array(RemittedRow),
  meta: ListMeta,
  totals: type({ amount: string() }),
});

/** POST /remittance-schedules answers the schedule's reference and one remittance per invoice. */
export const RemittanceSchedule = type({ ref_no: string(), remittances: array(RemittanceLog) });
export const RemittanceScheduleCreated = type({ success: literal(true), message: string(), data: RemittanceSchedule });

// ---- the selection ------------------------------------------------------------------------------

type Selected = Pick<PaidPremiumInvoice, 'insurance_provider_id' | 'amount_unremitted'>;

/** What the selected invoices remit together: each one's whole unremitted premium. */
export const scheduleTotalKobo = (invoices: readonly Selected[]): number =>
  invoices.reduce((sum, invoice) => sum + unremittedPremiumKobo(invoice), 0);

/** The insurers of the selected invoices, each once: a schedule may be made only when there is exactly one. */
export const scheduleInsurers = (invoices: readonly Selected[]): number[] => [
  ...new Set(invoices.map((invoice) => invoice.insurance_provider_id)),
];

/** Why the selection cannot be remitted yet, or null when it can. */
export function selectionProblem(invoices: readonly Selected[]): string | null {
  if (invoices.length === 0) return SELECT_AN_INVOICE;
  if (invoices.length > MAX_SCHEDULE_INVOICES) return tooManyInvoices();
  return scheduleInsurers(invoices).length > 1 ? ONE_INSURER_PER_SCHEDULE : null;
}
