import { array, integer, nullable, number, optional, refine, string, type, type Infer, type Struct } from 'superstruct';

// The brokerage's PDF templates (issue 20, "PDF templates"): how each printed document looks — its
// colours, logo position, header and footer text, the signatories shown, terms and notes, and which
// optional parts appear. Saving makes a new version; a sent document keeps the version it was sent with.

export const PDF_DOCUMENT_KINDS = [
  'debitNote',
  'creditNote',
  'receiptNote',
  'debitInvoice',
  'quoteSlip',
  'placementSlip',
  'proposalForm',
  'schedule',
  'endorsement',
  'claimForm',
  'dischargeVoucher',
  'report',
] as const;
export type PdfDocumentKind = (typeof PDF_DOCUMENT_KINDS)[number];

export const isPdfDocumentKind = (kind: string): kind is PdfDocumentKind => (PDF_DOCUMENT_KINDS as readonly string[]).includes(kind);

export const PDF_DOCUMENT_LABELS: Record<PdfDocumentKind, string> = {
  debitNote: 'Debit Note',
  creditNote: 'Credit Note',
  receiptNote: 'Receipt',
  debitInvoice: 'Debit Invoice',
  quoteSlip: 'Quote Slip',
  placementSlip: 'Placement Slip',
  proposalForm: 'Proposal Form',
  schedule: 'Policy Schedule',
  endorsement: 'Endorsement',
  claimForm: 'Claim Form',
  dischargeVoucher: 'Discharge Voucher',
  report: 'Reports',
};

/** The parts of a document a brokerage may leave out, each kind its own. */
export const OPTIONAL_FIELDS = {
  coInsurers: 'Co-insurers and their shares',
  coBrokers: 'Co-brokers and their shares',
  premiumAccounts: 'Bank accounts to pay into',
  narration: 'Narration',
  commission: 'Commission type and rate',
  tin: 'Tax identification number',
  payments: 'Payments list',
  items: 'Insured items',
  lossDescription: 'Description of the loss',
  adjuster: 'Loss adjuster',
  excess: 'Excess',
  printedOn: 'Printed date in the footer',
} as const;
export type OptionalField = keyof typeof OPTIONAL_FIELDS;

export const OPTIONAL_FIELDS_OF: Record<PdfDocumentKind, readonly OptionalField[]> = {
  debitNote: ['commission', 'narration', 'coInsurers', 'coBrokers', 'premiumAccounts', 'printedOn'],
  creditNote: ['commission', 'narration', 'coInsurers', 'printedOn'],
  receiptNote: ['payments', 'printedOn'],
  debitInvoice: ['tin', 'commission', 'narration', 'coInsurers', 'coBrokers', 'premiumAccounts', 'printedOn'],
  quoteSlip: ['commission', 'items', 'coInsurers', 'narration', 'printedOn'],
  placementSlip: ['commission', 'items', 'printedOn'],
  proposalForm: ['items', 'printedOn'],
  schedule: ['commission', 'items', 'printedOn'],
  endorsement: ['printedOn'],
  claimForm: ['lossDescription', 'adjuster', 'printedOn'],
  dischargeVoucher: ['excess', 'printedOn'],
  report: ['printedOn'],
};

export const LOGO_POSITIONS = ['left', 'centre', 'right'] as const;
export type LogoPosition = (typeof LOGO_POSITIONS)[number];
export const LOGO_POSITION_LABELS: Record<LogoPosition, string> = { left: 'Left', centre: 'Centre', right: 'Right' };

export const MAX_SIGNATORIES_SHOWN = 4;
export const MAX_HEADER_TEXT = 200;
export const MAX_FOOTER_TEXT = 200;
export const MAX_TERMS_TEXT = 2000;
export const MAX_NOTES_TEXT = 1000;

export const COLOUR_RULE = 'Enter a colour as #rrggbb, e.g. #1f4e79';
export const LOGO_POSITION_RULE = 'Choose Left, Centre or Right';
export const SIGNATORIES_RULE = `Show from 0 to ${MAX_SIGNATORIES_SHOWN} signatories`;
export const optionalFieldRule = (kind: PdfDocumentKind) =>
  `Choose among ${OPTIONAL_FIELDS_OF[kind].map((field) => OPTIONAL_FIELDS[field]).join(', ')}`;

const COLOUR = /^#[0-9a-f]{6}$/i;

const colour = () => refine(string(), 'colour', (value) => COLOUR.test(value) || COLOUR_RULE);
const limitedText = (max: number) => refine(string(), 'maxLength', (value) => value.length <= max || `Must be at most ${max} characters`);

/** The template itself: what the admin edits and what a document is printed with. */
export const PdfTemplateBody = type({
  /** The title, the brokerage's name and the totals' rules. */
  accentColour: colour(),
  /** Secondary text: addresses, labels, notes, the footer. */
  mutedColour: colour(),
  /** The fill of a table's header row. */
  tableHeaderColour: colour(),
  logoPosition: refine(
    string(),
    'logoPosition',
    (value) => (LOGO_POSITIONS as readonly string[]).includes(value) || LOGO_POSITION_RULE,
  ) as unknown as Struct<LogoPosition, null>,
  /** A line under the letterhead (e.g. 'Licensed by NAICOM'); blank for none. */
  headerText: limitedText(MAX_HEADER_TEXT),
  /** A line at the foot of every page; blank for none. */
  footerText: limitedText(MAX_FOOTER_TEXT),
  signatoriesShown: refine(
    number(),
    'signatoriesShown',
    (value) => (Number.isInteger(value) && value >= 0 && value <= MAX_SIGNATORIES_SHOWN) || SIGNATORIES_RULE,
  ),
  /** Printed above the signatures under the heading 'Terms'. */
  terms: limitedText(MAX_TERMS_TEXT),
  notes: limitedText(MAX_NOTES_TEXT),
  /** The optional parts that appear; the kind's others are left out. */
  optionalFields: array(string()),
});
export type PdfTemplateBody = Omit<Infer<typeof PdfTemplateBody>, 'optionalFields'> & { optionalFields: OptionalField[] };

/** A template checked for its kind: every optional field must be one the kind has. */
export const pdfTemplateBodyOf = (kind: PdfDocumentKind) =>
  refine(PdfTemplateBody, 'optionalFields', (body) => {
    const unknown = body.optionalFields.find((field) => !(OPTIONAL_FIELDS_OF[kind] as readonly string[]).includes(field));
    return unknown === undefined || { path: ['optionalFields'], message: optionalFieldRule(kind) };
  }) as unknown as Struct<PdfTemplateBody, null>;

/** Today's look, as every document printed before templates existed: black titles, grey text, every part shown. */
export const defaultPdfTemplate = (kind: PdfDocumentKind): PdfTemplateBody => ({
  accentColour: '#000000',
  mutedColour: '#555555',
  tableHeaderColour: '#eeeeee',
  logoPosition: 'left',
  headerText: '',
  footerText: '',
  signatoriesShown: MAX_SIGNATORIES_SHOWN,
  terms: '',
  notes: '',
  optionalFields: [...OPTIONAL_FIELDS_OF[kind]],
});

/** Whether a template shows an optional part. */
export const showsField = (template: Pick<PdfTemplateBody, 'optionalFields'>, field: OptionalField) =>
  template.optionalFields.includes(field);

/** PUT /pdf-templates/{kind}: the whole template. */
export const PdfTemplatePayload = PdfTemplateBody;
export type PdfTemplatePayload = PdfTemplateBody;

/** POST /pdf-templates/{kind}/preview: the unsaved template, on a chosen record or the latest one of its kind. */
export const PdfTemplatePreviewPayload = type({ template: PdfTemplateBody, recordId: optional(nullable(string())) });
export type PdfTemplatePreviewPayload = { template: PdfTemplateBody; recordId?: string | null };

/** GET /pdf-templates/{kind}: the kind's current template; version 0 is the default, never saved. */
export const PdfTemplate = type({
  kind: string(),
  label: string(),
  version: integer(),
  saved_at: nullable(string()),
  saved_by: nullable(string()),
  template: PdfTemplateBody,
  optional_fields: array(type({ field: string(), label: string() })),
});
export type PdfTemplate = Omit<Infer<typeof PdfTemplate>, 'template' | 'kind'> & { kind: PdfDocumentKind; template: PdfTemplateBody };

/** GET /pdf-templates: each kind with its current version. */
export const PdfTemplateSummary = type({ kind: string(), label: string(), version: integer(), saved_at: nullable(string()) });
export type PdfTemplateSummary = Omit<Infer<typeof PdfTemplateSummary>, 'kind'> & { kind: PdfDocumentKind };

export const optionalFieldChoices = (kind: PdfDocumentKind) =>
  OPTIONAL_FIELDS_OF[kind].map((field) => ({ field, label: OPTIONAL_FIELDS[field] }));
