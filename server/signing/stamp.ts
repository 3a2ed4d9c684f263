import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';

/** What is written on a signed document and its audit trail. */
export interface SignatureStamp {
  documentTitle: string;
  brokerageName: string;
  requestId: string;
  signerName: string;
  signerEmail: string;
  /** A PNG drawn on the pad, or the name the signer typed. */
  signature: { method: 'drawn'; png: Buffer } | { method: 'typed'; typedName: string };
  signedAt: Date;
  signerIp: string;
  userAgent: string | null;
  sentAt: Date;
  openedAt: Date | null;
  originalSha256: string;
  /** The public page that tells whether a copy is this very file (/verify-signature). */
  verifyUrl: string;
}

const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.39, 0.45, 0.55);
const BOX = { width: 220, height: 78, margin: 36 };

/** Lagos time, as the brokerage reads it, with the zone said. */
const lagosTime = (at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', dateStyle: 'medium', timeStyle: 'medium' }).format(at)} (WAT)`;

/** pdf-lib's standard fonts write WinAnsi only: anything else is replaced, never thrown on. */
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

function lines(page: ReturnType<PDFDocument['addPage']>, font: PDFFont, x: number, top: number, entries: [string, string][]) {
  let y = top;
  for (const [label, value] of entries) {
    page.drawText(printable(label), { x, y, size: 9, font, color: MUTED });
    // Long values (hashes, agents) wrap at the page's width.
    const chunks = printable(value).match(/.{1,80}/g) ?? [''];
    for (const chunk of chunks) {
      page.drawText(chunk, { x: x + 130, y, size: 9, font, color: INK });
      y -= 13;
    }
    y -= 4;
  }
}

/**
 * The document with the signature stamped on its last page (the drawing or the typed name, who, when
 * and from where) and a page of audit trail after it. The original's hash on that page ties the two.
 */
export async function stampSignature(original: Buffer, stamp: SignatureStamp): Promise<Buffer> {
  const pdf = await PDFDocument.load(original);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const script = await pdf.embedFont(StandardFonts.TimesRomanItalic);
  const last = pdf.getPage(pdf.getPageCount() - 1);
  const { width } = last.getSize();
  const x = width - BOX.width - BOX.margin;
  const y = BOX.margin;
  last.drawRectangle({
    x,
    y,
    width: BOX.width,
    height: BOX.height,
    borderColor: MUTED,
    borderWidth: 0.75,
    color: rgb(1, 1, 1),
    opacity: 0.9,
  });
  if (stamp.signature.method === 'drawn') {
    const image = await pdf.embedPng(stamp.signature.png);
    const scaled = image.scaleToFit(BOX.width - 16, BOX.height - 34);
    last.drawImage(image, { x: x + 8, y: y + 30, width: scaled.width, height: scaled.height });
  } else {
    last.drawText(printable(stamp.signature.typedName), {
      x: x + 8,
      y: y + 40,
      size: 20,
      font: script,
      color: INK,
      maxWidth: BOX.width - 16,
    });
  }
  last.drawText(printable(`Signed electronically by ${stamp.signerName}`), { x: x + 8, y: y + 18, size: 7, font: bold, color: INK });
  last.drawText(printable(`${lagosTime(stamp.signedAt)} from ${stamp.signerIp}`), {
    x: x + 8,
    y: y + 8,
    size: 7,
    font: regular,
    color: INK,
  });

  const trail = pdf.addPage([595.28, 841.89]);
  trail.drawText('Signature audit trail', { x: 48, y: 780, size: 18, font: bold, color: INK });
  trail.drawText(printable(stamp.documentTitle), { x: 48, y: 756, size: 11, font: regular, color: MUTED });
  lines(trail, regular, 48, 720, [
    ['Request', stamp.requestId],
    ['Sent by', stamp.brokerageName],
    ['Signer', `${stamp.signerName} <${stamp.signerEmail}>`],
    ['Sent', lagosTime(stamp.sentAt)],
    ['Opened', stamp.openedAt ? lagosTime(stamp.openedAt) : 'Signed on first opening'],
    ['Signed', lagosTime(stamp.signedAt)],
    ['Signature', stamp.signature.method === 'drawn' ? 'Drawn on the signing page' : 'Name typed on the signing page'],
    ['Consent', 'The signer agreed to sign this document electronically'],
    ['IP address', stamp.signerIp],
    ['Browser', stamp.userAgent ?? 'Not given'],
    ['Original SHA-256', stamp.originalSha256],
  ]);
  trail.drawText('The SHA-256 of this signed file is kept by the brokerage. To check whether a copy is this file, upload it at:', {
    x: 48,
    y: 92,
    size: 8,
    font: regular,
    color: MUTED,
    maxWidth: 500,
  });
  trail.drawText(printable(stamp.verifyUrl), {
    x: 48,
    y: 80,
    size: 8,
    font: regular,
    color: MUTED,
    maxWidth: 500,
  });
  return Buffer.from(await pdf.save());
}
