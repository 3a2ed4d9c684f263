import { formatNaira, nairaToKobo } from '../../domain/money';
import { footerOf, HEADER_FILL, lookOf, MUTED, recoloured, termsBlock } from './look';
import { FONT, pdfOf } from './pdfmake';
import type { PdfTemplateBody } from '../../domain/pdf-templates';

// One shape of printed document for the whole back office: the brokerage's letterhead, a title,
// the period it covers, tables with right-aligned amounts, notes, and page numbers.

export interface Letterhead {
  name: string;
  /** One line: street, city, state. */
  address: string | null;
  rcNumber: string | null;
  /** One line: email and phone. */
  contacts?: string | null;
  /** The brokerage's logo as a PNG or JPEG data URL (a document never reads a file itself). */
  logo?: string | null;
  /** The brokerage's template for the document being printed; without one, today's look. */
  look?: PdfTemplateBody;
}

/** A cell: text, an amount as naira text ('-1500.00'), or nothing. */
export type DocumentCell = { text: string } | { amount: string } | null;

export interface DocumentColumn {
  header: string;
  /** Amount columns are right-aligned. */
  amount?: boolean;
  /** Shown in the CSV download only (e.g. the main account of a sub-account). */
  csvOnly?: boolean;
  /** The column a row's level indents (an account's name). */
  indented?: boolean;
  /** A narrow column sized to its content (codes, dates). */
  narrow?: boolean;
}

export interface DocumentRow {
  cells: DocumentCell[];
  /** heading: a section's name; total: a sum under a line; check: an identity the figures keep. */
  kind?: 'heading' | 'total' | 'check';
  /** Indents the cell of the indented column: sub-accounts under their main account. */
  level?: number;
}

export interface DocumentTable {
  columns: DocumentColumn[];
  rows: DocumentRow[];
}

export interface ReportDocument {
  letterhead: Letterhead;
  title: string;
  /** The date or the period the document covers, as a line under the title. */
  period: string;
  tables: DocumentTable[];
  notes?: string[];
  /** For wide tables. */
  landscape?: boolean;
}

const GREY = MUTED;

/**
 * The brokerage's name, address, RC number and contacts, with its logo where its template puts it
 * (left by default), and the template's header line, over a rule `width` wide.
 */
export function letterheadBlock(letterhead: Letterhead, width: number) {
  const { name, address, rcNumber, contacts, logo } = letterhead;
  const look = lookOf(letterhead);
  const rc = rcNumber?.trim() ? (/^rc\b/i.test(rcNumber.trim()) ? rcNumber.trim() : `RC ${rcNumber.trim()}`) : null;
  const centred = look.logoPosition === 'centre';
  const lines = [
    { text: name, fontSize: 15, bold: true, ...(look.accentColour !== '#000000' ? { color: look.accentColour } : {}) },
    ...(address ? [{ text: address, fontSize: 9, color: GREY }] : []),
    ...(rc ? [{ text: rc, fontSize: 9, color: GREY }] : []),
    ...(contacts ? [{ text: contacts, fontSize: 9, color: GREY }] : []),
    ...(look.headerText.trim() ? [{ text: look.headerText.trim(), fontSize: 9, italics: true, color: GREY }] : []),
  ];
  const image = logo ? { image: logo, fit: [90, 55], width: 'auto' } : null;
  const head = !image
    ? { stack: lines, ...(centred ? { alignment: 'center' } : {}) }
    : centred
      ? { stack: [{ ...image, alignment: 'center', margin: [0, 0, 0, 4] }, ...lines], alignment: 'center' }
      : {
          columns:
            look.logoPosition === 'right'
              ? [
                  { stack: lines, width: '*' },
                  { ...image, alignment: 'right' },
                ]
              : [image, { stack: lines, width: '*' }],
          columnGap: 12,
        };
  return [
    head,
    { canvas: [{ type: 'line', x1: 0, y1: 6, x2: width, y2: 6, lineWidth: 0.5, lineColor: '#999999' }], margin: [0, 0, 0, 10] },
  ];
}

const amountText = (amount: string) => formatNaira(nairaToKobo(amount), { symbol: false });

function cellOf(cell: DocumentCell, column: DocumentColumn, row: DocumentRow) {
  const style = { bold: row.kind === 'heading' || row.kind === 'total', italics: row.kind === 'check' };
  if (cell && 'amount' in cell) return { text: amountText(cell.amount), alignment: 'right', ...style };
  const indent = column.indented && row.level ? row.level * 12 : 0;
  return { text: cell?.text ?? '', alignment: column.amount ? 'right' : 'left', margin: [indent, 0, 0, 0], ...style };
}

function tableBlock(table: DocumentTable) {
  const shown = table.columns.map((column, index) => ({ column, index })).filter(({ column }) => !column.csvOnly);
  const header = shown.map(({ column }) => ({
    text: column.header,
    bold: true,
    alignment: column.amount ? 'right' : 'left',
    fillColor: HEADER_FILL,
  }));
  const body = table.rows.map((row) => {
    const cells: Record<string, unknown>[] = shown.map(({ column, index }) => cellOf(row.cells[index] ?? null, column, row));
    if (row.kind !== 'check') return cells;
    // A check line is one sentence: it runs from its text to the right edge.
    const at = shown.findIndex(({ index }) => row.cells[index]);
    return at < 0 ? cells : [...cells.slice(0, at), { ...cells[at], colSpan: shown.length - at }, ...cells.slice(at + 1).map(() => ({}))];
  });
  return {
    table: { headerRows: 1, widths: shown.map(({ column }) => (column.amount ? 78 : column.narrow ? 62 : '*')), body: [header, ...body] },
    layout: {
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i <= 1 || i === node.table.body.length ? 0.5 : 0.2),
      vLineWidth: () => 0,
      hLineColor: () => '#bbbbbb',
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
    fontSize: 8.5,
    margin: [0, 0, 0, 12],
  };
}

/** The document as PDF bytes. */
export function renderPdf(document: ReportDocument, printedOn: string): Promise<Buffer> {
  // A4 is 595 by 842 points; the margins take 80 of the width.
  const width = (document.landscape ? 842 : 595) - 80;
  const look = lookOf(document.letterhead);
  return pdfOf({
    pageSize: 'A4',
    pageOrientation: document.landscape ? 'landscape' : 'portrait',
    pageMargins: [40, 40, 40, 50],
    info: { title: document.title, author: document.letterhead.name, subject: document.period },
    defaultStyle: { font: FONT, fontSize: 10 },
    content: recoloured(
      [
        ...letterheadBlock(document.letterhead, width),
        { text: document.title, fontSize: 13, bold: true, ...(look.accentColour !== '#000000' ? { color: look.accentColour } : {}) },
        { text: document.period, fontSize: 10, color: GREY, margin: [0, 2, 0, 10] },
        ...document.tables.map(tableBlock),
        ...(document.notes ?? []).map((note) => ({ text: note, fontSize: 8, color: GREY, margin: [0, 0, 0, 4] })),
        ...termsBlock(look),
      ],
      look,
    ),
    footer: footerOf(document.letterhead, printedOn),
  });
}
