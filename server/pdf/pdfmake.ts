import type pdfmakeModule from 'pdfmake/js/index.js';

/** The PDF core fonts, built into every reader: no font file is read. They have no ₦ glyph, so documents write NGN. */
const HELVETICA = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
const CORE_FONTS = new Set(Object.values(HELVETICA));

export const FONT = 'Helvetica';

// pdfmake and its fonts take half a second to load: the first document pays for it, not every start.
let loaded: Promise<typeof pdfmakeModule> | undefined;

function pdfmake() {
  loaded ??= import('pdfmake/js/index.js').then(({ default: maker }) => {
    maker.setFonts({ Helvetica: HELVETICA });
    // A document never fetches a URL or reads a file: the names of the core fonts are all it may open.
    maker.setUrlAccessPolicy(() => false);
    maker.setLocalAccessPolicy((path) => CORE_FONTS.has(path));
    return maker;
  });
  return loaded;
}

export async function pdfOf(definition: Record<string, unknown>): Promise<Buffer> {
  return (await pdfmake()).createPdf(definition).getBuffer();
}
