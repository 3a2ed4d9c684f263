import pdfmake from 'pdfmake/js/index.js';

/** The PDF core fonts, built into every reader: no font file is read. They have no ₦ glyph, so documents write NGN. */
const HELVETICA = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
const CORE_FONTS = new Set(Object.values(HELVETICA));

pdfmake.setFonts({ Helvetica: HELVETICA });
// A document never fetches a URL or reads a file: the names of the core fonts are all it may open.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => CORE_FONTS.has(path));

export const FONT = 'Helvetica';

export function pdfOf(definition: Record<string, unknown>): Promise<Buffer> {
  return pdfmake.createPdf(definition).getBuffer();
}
