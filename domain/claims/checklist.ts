// The documents an insurer needs before it looks at a claim, per class of business (the insurance
// category's code). These are the defaults a brokerage starts with; an admin changes a class's list
// for their own brokerage. Two documents are asked for on the way, whatever the class: the loss
// adjuster's report before an adjusted claim's offer, and the signed discharge voucher.

export const ADJUSTER_REPORT = "Loss adjuster's report";
export const DISCHARGE_VOUCHER = 'Signed discharge voucher';

const CLAIM_FORM = 'Completed claim form';

export const DEFAULT_CLAIM_CHECKLIST: readonly string[] = [CLAIM_FORM, 'Proof of loss', 'Photographs of the loss'];

export const DEFAULT_CLAIM_CHECKLISTS: Readonly<Record<string, readonly string[]>> = {
  MOTOR: [CLAIM_FORM, 'Police report', "Driver's licence", 'Repair estimate', 'Photographs of the damage'],
  FIRE: [CLAIM_FORM, 'Fire service report', 'Inventory of loss', 'Photographs of the damage'],
  BURGLARY: [CLAIM_FORM, 'Police report', 'Inventory of items stolen', 'Proof of ownership'],
  GOODS_IN_TRANSIT: [CLAIM_FORM, 'Waybill or delivery note', 'Invoice of the goods', 'Police report'],
  MARINE_CARGO: [CLAIM_FORM, 'Bill of lading', 'Commercial invoice', 'Survey report', 'Letter of claim against the carrier'],
  MARINE_HULL: [CLAIM_FORM, "Master's protest", 'Survey report', 'Repair estimate'],
  AVIATION: [CLAIM_FORM, 'Incident report', 'Survey report'],
  OIL_GAS: [CLAIM_FORM, 'Incident report', 'Survey report', 'Repair estimate'],
  ENGINEERING: [CLAIM_FORM, 'Incident report', 'Repair estimate', 'Photographs of the damage'],
  GENERAL_ACCIDENT: [CLAIM_FORM, 'Medical report', 'Medical bills and receipts', 'Police report'],
  BONDS: [CLAIM_FORM, 'Letter of demand', 'Evidence of default'],
  AGRICULTURE: [CLAIM_FORM, 'Field assessment report', 'Photographs of the loss'],
  TRAVEL: [CLAIM_FORM, 'Travel documents', 'Medical report or proof of loss', 'Receipts'],
  INDIVIDUAL_LIFE: [CLAIM_FORM, 'Death certificate', 'Means of identification of the beneficiary', 'Original policy document'],
  GROUP_LIFE: [CLAIM_FORM, 'Death certificate', 'Letter from the employer', 'Means of identification of the beneficiary'],
  ANNUITY: [CLAIM_FORM, 'Proof of life', 'Means of identification'],
  CREDIT_LIFE: [CLAIM_FORM, 'Death certificate', 'Loan statement'],
  HEALTH: [CLAIM_FORM, 'Medical report', 'Hospital bills and receipts'],
};

export const checklistForClass = (categoryCode: string | null, kept?: readonly string[] | null): readonly string[] =>
  kept ?? (categoryCode ? DEFAULT_CLAIM_CHECKLISTS[categoryCode] : undefined) ?? DEFAULT_CLAIM_CHECKLIST;

export interface ChecklistItem {
  document_name: string;
  received: boolean;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Each document of the checklist and whether a file of that name is with the claim. */
export const checklistOf = (required: readonly string[], uploaded: readonly string[]): ChecklistItem[] =>
  required.map((name) => ({ document_name: name, received: uploaded.some((kept) => same(kept, name)) }));

export const missingDocuments = (checklist: readonly ChecklistItem[]): string[] =>
  checklist.filter((item) => !item.received).map((item) => item.document_name);

export const hasDocument = (uploaded: readonly string[], name: string): boolean => uploaded.some((kept) => same(kept, name));

export const MAX_CHECKLIST_ITEMS = 30;
export const MAX_CHECKLIST_ITEM = 120;
