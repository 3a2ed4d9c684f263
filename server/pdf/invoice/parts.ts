import { DateTime } from 'luxon';
import { percentOf } from '../../../domain/invoices/money';
import { formatNaira, nairaToKobo } from '../../../domain/money';
import { letterheadBlock, type Letterhead } from '../document';
import { footerOf, HEADER_FILL, lookOf, MUTED, recoloured, termsBlock } from '../look';
import { FONT } from '../pdfmake';

// The blocks the invoice documents are made of: who the document is to, the facts of the invoice,
// amounts in NGN, shares of co-brokers and co-insurers, and the signatories at the foot.

export type Block = Record<string, unknown>;

const GREY = MUTED;
const LINE = '#bbbbbb';
/** A4 is 595 points wide; the margins take 80. */
const WIDTH = 595 - 80;

/** An amount as the documents print it: 'NGN 1,250,000.00' (the core fonts have no naira sign). */
export const ngnOfKobo = (kobo: number) => `NGN ${formatNaira(kobo, { symbol: false })}`;
export const ngn = (naira: string) => ngnOfKobo(nairaToKobo(naira));
export const longDate = (iso: string) => DateTime.fromISO(iso).toFormat('d LLLL yyyy');
export const period = (start: string, end: string) => `${longDate(start)} to ${longDate(end)}`;

export interface Party {
  name: string;
  address: string | null;
}

/** The addressee on the left, the document's reference facts on the right. */
export function addresseeBlock(heading: string, party: Party, facts: [string, string][]): Block {
  return {
    columns: [
      {
        width: '*',
        stack: [
          { text: heading, fontSize: 8, color: GREY },
          { text: party.name, bold: true },
          ...(party.address ? [{ text: party.address, fontSize: 9, color: GREY }] : []),
        ],
      },
      {
        width: 'auto',
        table: {
          body: facts.map(([label, value]) => [
            { text: label, color: GREY },
            { text: value, bold: true, alignment: 'right' },
          ]),
        },
        layout: 'noBorders',
        fontSize: 9,
      },
    ],
    columnGap: 16,
    margin: [0, 0, 0, 14],
  };
}

/** Label and value lines, as the invoice details card shows them. */
export function detailsTable(rows: [string, string][]): Block {
  return {
    table: { widths: [130, '*'], body: rows.map(([label, value]) => [{ text: label, color: GREY }, { text: value }]) },
    layout: ruled(),
    fontSize: 9,
    margin: [0, 0, 0, 12],
  };
}

export interface AmountLine {
  label: string;
  /** Naira decimal text. */
  amount: string;
  total?: boolean;
}

/** Amounts right-aligned in NGN; a total line is bold under a rule. */
export function amountsTable(lines: AmountLine[]): Block {
  return {
    table: {
      widths: ['*', 130],
      body: lines.map((line) => [
        { text: line.label, bold: line.total === true },
        { text: ngn(line.amount), alignment: 'right', bold: line.total === true },
      ]),
    },
    layout: ruled((row) => lines[row]?.total === true),
    fontSize: 10,
    margin: [0, 0, 0, 12],
  };
}

/** A table with a grey header row; columns whose header is in `amounts` are right-aligned. */
export function listTable(title: string, headers: string[], rows: string[][], amounts: string[] = []): Block[] {
  if (rows.length === 0) return [];
  const right = (index: number) => amounts.includes(headers[index]!);
  return [
    { text: title, bold: true, fontSize: 10, margin: [0, 0, 0, 4] },
    {
      table: {
        headerRows: 1,
        widths: headers.map((_header, index) => (right(index) ? 100 : '*')),
        body: [
          headers.map((header, index) => ({
            text: header,
            bold: true,
            fillColor: HEADER_FILL,
            alignment: right(index) ? 'right' : 'left',
          })),
          ...rows.map((row) => row.map((cell, index) => ({ text: cell, alignment: right(index) ? 'right' : 'left' }))),
        ],
      },
      layout: ruled(),
      fontSize: 9,
      margin: [0, 0, 0, 12],
    },
  ];
}

export interface Share {
  name: string;
  /** Per cent, 2 decimals ('20.00'). */
  percentage: string;
}

/** Co-brokers' or co-insurers' shares, with what each share comes to of `wholeNaira`. */
export function sharesTable(title: string, who: string, shares: Share[], wholeNaira: string): Block[] {
  const whole = nairaToKobo(wholeNaira);
  const rows = shares.map((share) => [share.name, `${share.percentage}%`, ngnOfKobo(percentOf(whole, share.percentage) ?? 0)]);
  return listTable(title, [who, 'Share', 'Amount'], rows, ['Share', 'Amount']);
}

export interface Signatory {
  name: string;
  designation: string;
  /** The signature image as a data URL. */
  signature: string | null;
}

/** Who signs for the brokerage, side by side at the foot: signature, a line, name and designation. */
export function signatoriesBlock(signatories: Signatory[]): Block[] {
  if (signatories.length === 0) return [];
  return [
    {
      columns: signatories.map((signatory) => ({
        width: '*',
        stack: [
          signatory.signature ? { image: signatory.signature, fit: [110, 38] } : { text: ' ', margin: [0, 0, 0, 30] },
          { canvas: [{ type: 'line', x1: 0, y1: 2, x2: 140, y2: 2, lineWidth: 0.5, lineColor: '#777777' }] },
          { text: signatory.name, bold: true, fontSize: 9, margin: [0, 3, 0, 0] },
          { text: signatory.designation, fontSize: 8, color: GREY },
        ],
      })),
      columnGap: 16,
      margin: [0, 24, 0, 0],
      unbreakable: true,
    },
  ];
}

/** Blank lines for whoever signs the document by hand (the proposer, the claimant), side by side. */
export function signHere(labels: string[]): Block {
  return {
    columns: labels.map((label) => ({
      width: '*',
      stack: [
        { text: ' ', margin: [0, 0, 0, 30] },
        { canvas: [{ type: 'line', x1: 0, y1: 2, x2: 200, y2: 2, lineWidth: 0.5, lineColor: '#777777' }] },
        { text: label, fontSize: 8, margin: [0, 3, 0, 0] },
      ],
    })),
    columnGap: 24,
    margin: [0, 18, 0, 0],
    unbreakable: true,
  };
}

export const note = (text: string): Block => ({ text, fontSize: 8.5, color: GREY, margin: [0, 0, 0, 6] });
export const heading = (text: string): Block => ({ text, bold: true, fontSize: 10, margin: [0, 0, 0, 4] });

export interface Page {
  letterhead: Letterhead;
  title: string;
  /** A line under the title (e.g. 'Tax invoice'). */
  subtitle?: string;
  /** Printed across the page: a deactivated invoice reads DELETED. */
  stamp?: string | null;
  content: Block[];
  /** Who signs at the foot, under the template's terms and notes; the template says how many show. */
  signatories?: Signatory[];
  printedOn: string;
}

/** A whole A4 document in the brokerage's template: the letterhead, the title, the content, terms, signatures and page numbers. */
export function pageDefinition(page: Page): Block {
  const look = lookOf(page.letterhead);
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    info: { title: page.title, author: page.letterhead.name },
    defaultStyle: { font: FONT, fontSize: 10 },
    ...(page.stamp ? { watermark: { text: page.stamp, color: '#b91c1c', opacity: 0.15, bold: true } } : {}),
    content: recoloured(
      [
        ...letterheadBlock(page.letterhead, WIDTH),
        {
          columns: [
            {
              text: page.title.toUpperCase(),
              fontSize: 14,
              bold: true,
              width: '*',
              ...(look.accentColour !== '#000000' ? { color: look.accentColour } : {}),
            },
            ...(page.stamp ? [{ text: page.stamp, fontSize: 14, bold: true, color: '#b91c1c', width: 'auto' }] : []),
          ],
        },
        ...(page.subtitle ? [{ text: page.subtitle, fontSize: 9, color: GREY }] : []),
        { text: '', margin: [0, 0, 0, 10] },
        ...page.content,
        ...termsBlock(look),
        ...signatoriesBlock((page.signatories ?? []).slice(0, look.signatoriesShown)),
      ],
      look,
    ),
    footer: footerOf(page.letterhead, page.printedOn),
  };
}

function ruled(bold: (row: number) => boolean = () => false) {
  return {
    hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === node.table.body.length || bold(i) ? 0.5 : i === 0 ? 0 : 0.2),
    vLineWidth: () => 0,
    hLineColor: () => LINE,
    paddingTop: () => 3,
    paddingBottom: () => 3,
  };
}
