import { CLAIM_DOCUMENT_TITLES, type ClaimDocumentKind } from '../../domain/claims/claim-documents';
import {
  addresseeBlock,
  amountsTable,
  detailsTable,
  heading,
  listTable,
  longDate,
  ngn,
  note,
  pageDefinition,
  signHere,
  type AmountLine,
  type Block,
  type Party,
  type Signatory,
} from './invoice/parts';
import { shows } from './look';
import { pdfOf } from './pdfmake';
import type { ClaimDetails } from '../../domain/claims';
import type { Letterhead } from './document';

// A claim's papers (issue 20): the claim form presented to the insurer with the client's account of
// the loss, and the discharge voucher the client signs to accept the agreed offer in full settlement.

export interface ClaimDocumentData {
  letterhead: Letterhead;
  claim: ClaimDetails;
  client: Party;
  insurer: Party;
  signatories: Signatory[];
  /** yyyy-mm-dd */
  printedOn: string;
}

const policyOf = (claim: ClaimDetails) =>
  claim.insurer_policy_number ? `${claim.policy_number} (insurer’s ${claim.insurer_policy_number})` : claim.policy_number;
const optionalRow = (label: string, value: string | null): [string, string][] => (value?.trim() ? [[label, value.trim()]] : []);

function claimFormContent(data: ClaimDocumentData): Block[] {
  const { claim, letterhead } = data;
  const adjuster = [claim.adjuster_name, claim.adjuster_firm].filter(Boolean).join(', ');
  return [
    detailsTable([
      ['Insured', claim.name_of_insured],
      ['Client', claim.client_name],
      ['Product', claim.product_name],
      ['Policy', policyOf(claim)],
      ...optionalRow('Insured item', claim.insured_item),
      ['Date of loss', longDate(claim.loss_date)],
      ['Place of loss', claim.loss_place],
      ['Cause', claim.cause],
      ['Reported on', longDate(claim.reported_date)],
      ['Reported by', [claim.reported_by, claim.reporter_phone].filter(Boolean).join(', ')],
      ['Estimated loss', ngn(claim.estimated_loss)],
      ...optionalRow('Police report number', claim.police_report_number),
      ...optionalRow('Third parties', claim.third_parties),
      ...(shows(letterhead, 'adjuster') ? optionalRow('Loss adjuster', adjuster || null) : []),
    ]),
    ...(shows(letterhead, 'lossDescription') ? [heading('How the loss happened'), note(claim.description)] : []),
    ...listTable(
      'Claim documents',
      ['Document', 'Received'],
      claim.checklist.map((item) => [item.document_name, item.received ? 'Yes' : 'Not yet']),
    ),
    heading('Declaration'),
    note(
      'I declare that the particulars above are true and complete to the best of my knowledge, and that I have not withheld any fact material to this claim.',
    ),
    signHere(['Signature of the claimant', 'Date']),
  ];
}

function dischargeVoucherContent(data: ClaimDocumentData): Block[] {
  const { claim, letterhead, insurer } = data;
  const offer = claim.offer_amount ?? '0.00';
  const net = claim.net_offer ?? offer;
  const lines: AmountLine[] = [
    { label: 'Agreed offer', amount: offer },
    ...(shows(letterhead, 'excess') && claim.excess && claim.excess !== '0.00' ? [{ label: 'Less excess', amount: claim.excess }] : []),
    { label: 'Amount in full and final settlement', amount: net, total: true },
  ];
  return [
    detailsTable([
      ['Insured', claim.name_of_insured],
      ['Policy', policyOf(claim)],
      ['Product', claim.product_name],
      ['Date of loss', longDate(claim.loss_date)],
      ['Cause', claim.cause],
    ]),
    amountsTable(lines),
    note(
      `I/We, ${claim.client_name}, accept the sum of ${ngn(net)} from ${insurer.name} in full and final settlement of all claims arising from the ${claim.cause.toLowerCase()} of ${longDate(claim.loss_date)} at ${claim.loss_place} under policy ${claim.insurer_policy_number ?? claim.policy_number}, and discharge the insurer from any further liability for that loss.`,
    ),
    signHere(['Signature of the insured', 'Date']),
    signHere(['Name of witness', 'Signature of witness']),
  ];
}

export function claimDocumentDefinition(kind: ClaimDocumentKind, data: ClaimDocumentData): Block {
  const { claim } = data;
  return pageDefinition({
    letterhead: data.letterhead,
    title: CLAIM_DOCUMENT_TITLES[kind],
    content: [
      addresseeBlock(kind === 'claimForm' ? 'To the claims department of' : 'To', data.insurer, [
        ['Claim no', claim.claim_number],
        ['Date', longDate(data.printedOn)],
      ]),
      ...(kind === 'claimForm' ? claimFormContent(data) : dischargeVoucherContent(data)),
    ],
    signatories: data.signatories,
    printedOn: longDate(data.printedOn),
  });
}

export const renderClaimDocument = (kind: ClaimDocumentKind, data: ClaimDocumentData): Promise<Buffer> =>
  pdfOf(claimDocumentDefinition(kind, data));

/** 'discharge-voucher-CLM-2026-000001.pdf' */
export const claimDocumentFileName = (kind: ClaimDocumentKind, claimNumber: string) =>
  `${CLAIM_DOCUMENT_TITLES[kind].toLowerCase().replace(/ /g, '-')}-${claimNumber.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '')}.pdf`;
