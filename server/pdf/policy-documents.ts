import { VAT_RATE_PERCENT } from '../../domain/accounting';
import { type Policy } from '../../domain/policies';
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
  period,
  sharesTable,
  signHere,
  type Block,
  type Party,
  type Signatory,
} from './invoice/parts';
import { shows } from './look';
import { pdfOf } from './pdfmake';
import type { Letterhead } from './document';

// The policy's printed documents, one layout: the placement slip the broker sends the insurer, the
// proposal form the client signs, and the schedule of cover. pdfmake definitions built from plain
// data, so that what each says can be checked.

export const POLICY_DOCUMENT_KINDS = ['placementSlip', 'proposalForm', 'schedule'] as const;
export type PolicyDocumentKind = (typeof POLICY_DOCUMENT_KINDS)[number];

export const POLICY_DOCUMENT_TITLES: Record<PolicyDocumentKind, string> = {
  placementSlip: 'Placement Slip',
  proposalForm: 'Proposal Form',
  schedule: 'Policy Schedule',
};

export interface PolicyDocumentData {
  letterhead: Letterhead;
  policy: Policy;
  client: Party;
  insurer: Party;
  signatories: Signatory[];
  /** yyyy-mm-dd */
  printedOn: string;
}

const commissionText = (policy: Policy) =>
  policy.commission_type.toLowerCase() === 'flat' ? `Flat, ${ngn(policy.commission_rate)}` : `${policy.commission_rate}% of the premium`;

function particulars(policy: Policy, kind: PolicyDocumentKind, letterhead: Letterhead): Block[] {
  const itemRows = policy.items.map((item) => [
    item.description,
    Object.entries(item.details)
      .filter(([key]) => !key.endsWith('Name'))
      .map(([key, value]) => `${key}: ${value}`)
      .join('; '),
    item.sum_insured ? ngn(item.sum_insured) : '',
  ]);
  return [
    detailsTable([
      ['Insured', policy.name_of_insured],
      ['Proposer', policy.client_name],
      ['Insurer', policy.insurance_provider_name],
      ['Product', policy.product_name],
      ...(policy.insurer_policy_number && kind === 'schedule'
        ? [['Insurer’s policy number', policy.insurer_policy_number] as [string, string]]
        : []),
      ['Period of cover', period(policy.start_date, policy.end_date)],
      ['Sum insured', ngn(policy.sum_insured)],
      ['Covers', policy.covers.map((cover) => cover.name).join(', ') || 'As the product’s standard terms'],
      ...(policy.renewal_of_number ? [['Renews', policy.renewal_of_number] as [string, string]] : []),
    ]),
    ...(shows(letterhead, 'items') ? listTable('What is insured', ['Item', 'Details', 'Sum insured'], itemRows, ['Sum insured']) : []),
  ];
}

function premiumBlock(policy: Policy, kind: PolicyDocumentKind, letterhead: Letterhead): Block[] {
  const lines =
    kind === 'placementSlip'
      ? [
          { label: 'Gross premium', amount: policy.premium },
          ...(shows(letterhead, 'commission')
            ? [{ label: `Brokerage commission (${commissionText(policy)})`, amount: policy.commission }]
            : []),
          { label: `VAT on commission (${VAT_RATE_PERCENT}%)`, amount: policy.vat_on_commission },
          { label: 'Net premium due to the insurer', amount: policy.net_to_insurer, total: true },
        ]
      : [{ label: 'Premium for the period', amount: policy.premium, total: true }];
  return [
    amountsTable(lines),
    ...sharesTable(
      'Co-insurers',
      'Co-insurer',
      policy.co_insurers.map((share) => ({ name: share.name, percentage: share.percentage_of_premium })),
      policy.premium,
    ),
  ];
}

const SIGN_HERE = signHere(['Signature of the proposer', 'Date']);

function closing(data: PolicyDocumentData, kind: PolicyDocumentKind): Block[] {
  const { policy } = data;
  if (kind === 'placementSlip') {
    return [
      note(
        `We place the above risk with you on behalf of our client ${policy.client_name}, on your standard terms for ${policy.product_name}. Please confirm your acceptance and send us your policy number and policy document.`,
      ),
      note('Under the "No Premium, No Cover" rule, cover attaches only once the premium is received.'),
    ];
  }
  if (kind === 'proposalForm') {
    return [
      heading('Declaration'),
      note(
        'I declare that the statements above are true and complete to the best of my knowledge and belief, that I have not withheld any material fact, and that this proposal shall be the basis of the contract with the insurer. I understand that cover starts only once the premium is paid ("No Premium, No Cover").',
      ),
      SIGN_HERE,
    ];
  }
  return [
    note(
      `This schedule forms part of the policy issued by ${policy.insurance_provider_name} and is subject to its terms, conditions and exclusions.`,
    ),
  ];
}

export function policyDocumentDefinition(kind: PolicyDocumentKind, data: PolicyDocumentData): Block {
  const { policy } = data;
  const to =
    kind === 'placementSlip' ? { heading: 'To the underwriters of', party: data.insurer } : { heading: 'Proposer', party: data.client };
  return pageDefinition({
    letterhead: data.letterhead,
    title: POLICY_DOCUMENT_TITLES[kind],
    subtitle: policy.transaction_type === 'RENEWAL' ? 'Renewal' : undefined,
    stamp: policy.status === 'cancelled' ? 'CANCELLED' : null,
    content: [
      addresseeBlock(to.heading, to.party, [
        ['Our reference', policy.policy_number],
        ...(policy.invoice_no ? [['Invoice', policy.invoice_no] as [string, string]] : []),
        ['Date', longDate(data.printedOn)],
      ]),
      ...particulars(policy, kind, data.letterhead),
      ...premiumBlock(policy, kind, data.letterhead),
      ...(policy.narration ? [note(policy.narration)] : []),
      ...closing(data, kind),
    ],
    // The proposal form is the client's to sign, not the brokerage's.
    signatories: kind === 'proposalForm' ? [] : data.signatories,
    printedOn: longDate(data.printedOn),
  });
}

export const renderPolicyDocument = (kind: PolicyDocumentKind, data: PolicyDocumentData): Promise<Buffer> =>
  pdfOf(policyDocumentDefinition(kind, data));

/** 'placement-slip-POL-2026-000001.pdf' */
export const policyDocumentFileName = (kind: PolicyDocumentKind, policyNumber: string) =>
  `${POLICY_DOCUMENT_TITLES[kind].toLowerCase().replace(/ /g, '-')}-${policyNumber.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '')}.pdf`;
