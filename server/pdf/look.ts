import { defaultPdfTemplate, showsField, type OptionalField, type PdfTemplateBody } from '../../domain/pdf-templates';

// The one place a brokerage's PDF template shapes a document: every builder draws in today's look
// (these colours), and the page applies the template's colours, header, footer, terms and signatories.

/** Today's secondary text and table-header fill: what a template's colours replace. */
export const MUTED = '#555555';
export const HEADER_FILL = '#eeeeee';

/** What of a letterhead (document.ts) the look reads: its name and its template. */
interface Letterhead {
  name: string;
  look?: PdfTemplateBody;
}

/** The look a letterhead carries: its template, or today's when it has none. */
export const lookOf = (letterhead: Letterhead): PdfTemplateBody => letterhead.look ?? defaultPdfTemplate('report');

/** Whether the letterhead's template shows an optional part; without a template, every part shows. */
export const shows = (letterhead: Letterhead, field: OptionalField) => !letterhead.look || showsField(letterhead.look, field);

/** The content with today's muted text and header fill in the template's colours; nothing else changes. */
export function recoloured<T>(node: T, look: PdfTemplateBody): T {
  if (look.mutedColour === MUTED && look.tableHeaderColour === HEADER_FILL) return node;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        if (key === 'color' && inner === MUTED) return [key, look.mutedColour];
        if (key === 'fillColor' && inner === HEADER_FILL) return [key, look.tableHeaderColour];
        return [key, walk(inner)];
      }),
    );
  };
  return walk(node) as T;
}

/** The template's terms and notes, above the signatures. */
export function termsBlock(look: PdfTemplateBody): Record<string, unknown>[] {
  return [
    ...(look.terms.trim()
      ? [
          { text: 'Terms', bold: true, fontSize: 9, margin: [0, 6, 0, 2] },
          { text: look.terms.trim(), fontSize: 8, color: look.mutedColour, margin: [0, 0, 0, 6] },
        ]
      : []),
    ...(look.notes.trim() ? [{ text: look.notes.trim(), fontSize: 8, color: look.mutedColour, margin: [0, 0, 0, 6] }] : []),
  ];
}

/** The foot of every page: the template's footer line, the brokerage and the day it was printed, the page number. */
export function footerOf(letterhead: Letterhead, printedOn: string) {
  const look = lookOf(letterhead);
  const printed = shows(letterhead, 'printedOn') ? `${letterhead.name} · printed ${printedOn}` : letterhead.name;
  return (current: number, pages: number) => ({
    columns: [
      look.footerText.trim()
        ? {
            stack: [
              { text: look.footerText.trim(), fontSize: 7.5, color: look.mutedColour },
              { text: printed, fontSize: 7.5, color: look.mutedColour },
            ],
          }
        : { text: printed, fontSize: 7.5, color: look.mutedColour },
      { text: `Page ${current} of ${pages}`, fontSize: 7.5, color: look.mutedColour, alignment: 'right' },
    ],
    margin: [40, look.footerText.trim() ? 8 : 15, 40, 0],
  });
}
