import { VAT_RATE_PERCENT } from '../../domain/accounting';
import { ENDORSEMENT_KIND_LABELS, type Endorsement, type EndorsementKind } from '../../domain/policies';
import { addresseeBlock, amountsTable, detailsTable, listTable, longDate, ngn, note, pageDefinition, period } from './invoice/parts';
import { pdfOf } from './pdfmake';
import type { Letterhead } from './document';
import type { Block, Party, Signatory } from './invoice/parts';

// The endorsement as the client and the insurer receive it: what changes on the policy, from when,
// and the pro-rata premium it costs or returns.

export interface EndorsementDocumentData {
  letterhead: Letterhead;
  endorsement: Endorsement;
  client: Party;
  signatories: Signatory[];
  /** yyyy-mm-dd */
  printedOn: string;
}

const changed = (label: string, before: string, after: string): [string, string][] =>
  before === after ? [] : [[label, `${before} → ${after}`]];

function premiumLines(e: Endorsement) {
  const days = `${e.days_remaining} of ${e.days_in_period} days`;
  if (e.premium_adjustment_kind === 'none') return [{ label: 'Premium', amount: '0.00', total: true }];
  const title = e.premium_adjustment_kind === 'additional' ? 'Additional premium' : 'Return premium';
  return [
    { label: `${title} (${days})`, amount: e.premium_adjustment, total: true },
    { label: 'Brokerage commission', amount: e.commission },
    { label: `VAT on commission (${VAT_RATE_PERCENT}%)`, amount: e.vat_on_commission },
    { label: 'Insurer’s share', amount: e.net_to_insurer },
  ];
}

export function endorsementDocumentDefinition(data: EndorsementDocumentData): Block {
  const e = data.endorsement;
  const itemRows = (e.items ?? []).map((item) => [item.description, item.sum_insured ? ngn(item.sum_insured) : '']);
  return pageDefinition({
    letterhead: data.letterhead,
    title: 'Endorsement',
    subtitle: ENDORSEMENT_KIND_LABELS[e.kind as EndorsementKind] ?? e.kind,
    stamp: e.status === 'rejected' ? 'REJECTED' : e.status === 'pending' ? 'PENDING APPROVAL' : null,
    content: [
      addresseeBlock('Policyholder', data.client, [
        ['Endorsement', e.endorsement_number],
        ['Policy', e.insurer_policy_number ? `${e.policy_number} (insurer’s ${e.insurer_policy_number})` : e.policy_number],
        ['Date', longDate(data.printedOn)],
      ]),
      detailsTable([
        ['Insured', e.name_of_insured],
        ['Insurer', e.insurance_provider_name],
        ['Product', e.product_name],
        ['Period of cover', period(e.start_date, e.new_end_date)],
        ['Effective from', longDate(e.effective_date)],
        ['The change', e.description],
        ...changed('Sum insured', ngn(e.current_sum_insured), ngn(e.new_sum_insured)),
        ...changed('Premium for the period', ngn(e.current_premium), ngn(e.new_premium)),
        ...changed('Period ends', longDate(e.end_date), longDate(e.new_end_date)),
        ...(e.covers ? [['Covers', e.covers.map((cover) => cover.name).join(', ') || 'None'] as [string, string]] : []),
        ...(e.invoice_no ? [['Invoice', e.invoice_no] as [string, string]] : []),
      ]),
      ...listTable('What is insured after the change', ['Item', 'Sum insured'], itemRows, ['Sum insured']),
      amountsTable(premiumLines(e)),
      note(
        e.kind === 'cancellation'
          ? `The policy is cancelled from ${longDate(e.effective_date)}; the premium of the days left is returned to the policyholder.`
          : 'All other terms, conditions and exclusions of the policy remain unchanged.',
      ),
      ...(e.premium_adjustment_kind === 'additional'
        ? [note('Under the "No Premium, No Cover" rule, the change takes effect only once the additional premium is received.')]
        : []),
    ],
    signatories: data.signatories,
    printedOn: longDate(data.printedOn),
  });
}

export const renderEndorsementDocument = (data: EndorsementDocumentData): Promise<Buffer> => pdfOf(endorsementDocumentDefinition(data));

/** 'endorsement-END-2026-000001.pdf' */
export const endorsementFileName = (number: string) => `endorsement-${number.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '')}.pdf`;
