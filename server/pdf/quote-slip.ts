import { VAT_RATE_PERCENT } from '../../domain/accounting';
import { detailText, QUOTE_KINDS, type QuoteDetails, type QuoteKind } from '../../domain/quotes';
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
  type Block,
  type Party,
  type Signatory,
} from './invoice/parts';
import { shows } from './look';
import { pdfOf } from './pdfmake';
import type { Letterhead } from './document';

// The quote slip sent to the client: the risk, the cover, the premium line by line, and until when
// the offer stands. A pdfmake definition built from plain data, so that what it says can be checked.

export interface QuoteSlipData {
  letterhead: Letterhead;
  quote: QuoteDetails;
  client: Party;
  signatories: Signatory[];
  /** yyyy-mm-dd */
  printedOn: string;
}

const commissionText = (quote: QuoteDetails) =>
  quote.commission_type.toLowerCase() === 'flat' ? `Flat, ${ngn(quote.commission_rate)}` : `${quote.commission_rate}% of the premium`;

function itemRows(quote: QuoteDetails): string[][] {
  const fields = QUOTE_KINDS[quote.quote_type as QuoteKind]?.fields ?? [];
  return quote.items.map((item) => [
    item.description,
    fields
      .filter((field) => detailText(item.details, field))
      .map((field) => `${field.label}: ${detailText(item.details, field)}`)
      .join('; '),
    item.sum_insured ? ngn(item.sum_insured) : '',
  ]);
}

export function quoteSlipDefinition(data: QuoteSlipData): Block {
  const { quote } = data;
  const premiumLines = [
    { label: `Base premium (${quote.rate}% of the sum insured)`, amount: quote.breakdown.base_premium },
    ...quote.breakdown.covers.map((cover) => ({ label: `${cover.name}${cover.rate ? ` (${cover.rate}%)` : ''}`, amount: cover.amount })),
    ...quote.breakdown.adjustments.map((line) => ({ label: `${line.description} (${line.kind}, ${line.percent}%)`, amount: line.amount })),
    ...(quote.breakdown.minimum_top_up !== '0.00'
      ? [{ label: 'Brought up to the minimum premium', amount: quote.breakdown.minimum_top_up }]
      : []),
    { label: 'Premium payable', amount: quote.premium, total: true },
  ];
  return pageDefinition({
    letterhead: data.letterhead,
    title: 'Quotation',
    subtitle: `${QUOTE_KINDS[quote.quote_type as QuoteKind]?.label ?? quote.quote_type} insurance`,
    content: [
      addresseeBlock('To', data.client, [
        ['Quote no', quote.quote_number],
        ['Date', longDate(data.printedOn)],
        ['Valid until', longDate(quote.valid_until)],
      ]),
      detailsTable([
        ['Insured', quote.name_of_insured],
        ['Insurer', quote.insurance_provider_name],
        ['Product', quote.product_name],
        ['Period of cover', period(quote.start_date, quote.end_date)],
        ['Sum insured', ngn(quote.sum_insured)],
        ...(shows(data.letterhead, 'commission') ? [['Brokerage commission', commissionText(quote)] as [string, string]] : []),
      ]),
      ...(shows(data.letterhead, 'items')
        ? listTable('What is insured', ['Item', 'Details', 'Sum insured'], itemRows(quote), ['Sum insured'])
        : []),
      amountsTable(premiumLines),
      ...(shows(data.letterhead, 'coInsurers')
        ? sharesTable(
            'Co-insurers',
            'Co-insurer',
            quote.co_insurers.map((share) => ({ name: share.name, percentage: share.percentage_of_premium })),
            quote.premium,
          )
        : []),
      note(`The premium includes the brokerage's commission; VAT at ${VAT_RATE_PERCENT}% applies to the commission only.`),
      note(
        `This quotation stands until ${longDate(quote.valid_until)}. Cover starts only once the premium is paid or the insurer confirms it in writing.`,
      ),
      ...(quote.narration && shows(data.letterhead, 'narration') ? [note(quote.narration)] : []),
    ],
    signatories: data.signatories,
    printedOn: longDate(data.printedOn),
  });
}

export const renderQuoteSlip = (data: QuoteSlipData): Promise<Buffer> => pdfOf(quoteSlipDefinition(data));

/** 'quotation-QT-2026-000001.pdf' */
export const quoteSlipFileName = (quoteNumber: string) =>
  `quotation-${quoteNumber.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '')}.pdf`;
