/** The kinds of file the back office accepts, told apart by their content. */
export type FileKind = 'pdf' | 'png' | 'jpeg';

export const FILE_KINDS: Record<
  FileKind,
  { contentType: string; extension: string; label: string; extensions: readonly string[]; declaredTypes: readonly string[] }
> = {
  pdf: { contentType: 'application/pdf', extension: 'pdf', label: 'PDF', extensions: ['pdf'], declaredTypes: ['application/pdf'] },
  png: { contentType: 'image/png', extension: 'png', label: 'PNG', extensions: ['png'], declaredTypes: ['image/png'] },
  jpeg: {
    contentType: 'image/jpeg',
    extension: 'jpg',
    label: 'JPEG',
    extensions: ['jpg', 'jpeg'],
    declaredTypes: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  },
};

const KINDS = Object.keys(FILE_KINDS) as FileKind[];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const SIGNATURES: readonly (readonly [FileKind, readonly number[]])[] = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['png', PNG_SIGNATURE],
  ['jpeg', [0xff, 0xd8, 0xff]],
];

/** What the first bytes say the file is; the name is never consulted (a renamed .exe stays an .exe). */
export function detectFileKind(bytes: Uint8Array): FileKind | null {
  for (const [kind, signature] of SIGNATURES) {
    if (bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte)) return kind;
  }
  return null;
}

/** The kind a file's name claims by its extension. */
export function kindOfName(name: string): FileKind | null {
  const dot = name.lastIndexOf('.');
  const extension = dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
  return KINDS.find((kind) => FILE_KINDS[kind].extensions.includes(extension)) ?? null;
}

/**
 * Whether the type the sender declared for the file agrees with a kind. A sender that knows no
 * better (curl, some mobile browsers) declares application/octet-stream or nothing: no claim.
 */
export function declaredTypeFits(declared: string, kind: FileKind): boolean {
  const type = declared.split(';')[0]!.trim().toLowerCase();
  return type === '' || type === 'application/octet-stream' || FILE_KINDS[kind].declaredTypes.includes(type);
}

// Text that makes a browser (or anything sniffing) treat the bytes as a page or a script. Only the
// first bytes are read, where sniffers look: compressed image data further on would match "<svg" by chance.
const MARKUP = ['<script', '<html', '<svg', '<body', '<iframe', '<!doctype', '<?xml-stylesheet'];
const SNIFFED_BYTES = 1024;
// A PDF reader looks for the end marker in the last kilobyte.
const PDF_TAIL_BYTES = 1024;

const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');

function isRealPng(bytes: Uint8Array): boolean {
  // The signature, then the IHDR chunk first: 13 bytes of header with a width and a height.
  if (bytes.length < 8 + 25 || !PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return false;
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return view.readUInt32BE(8) === 13 && ascii(bytes, 12, 16) === 'IHDR' && view.readUInt32BE(16) > 0 && view.readUInt32BE(20) > 0;
}

function isRealJpeg(bytes: Uint8Array): boolean {
  // Start of image, and end of image as the last bytes (padding aside).
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return false;
  let end = bytes.length;
  while (end > 4 && [0x00, 0x0a, 0x0d, 0x20].includes(bytes[end - 1]!)) end--;
  return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
}

function isRealPdf(bytes: Uint8Array): boolean {
  return ascii(bytes, 0, 5) === '%PDF-' && ascii(bytes, Math.max(0, bytes.length - PDF_TAIL_BYTES), bytes.length).includes('%%EOF');
}

const REAL: Record<FileKind, (bytes: Uint8Array) => boolean> = { pdf: isRealPdf, png: isRealPng, jpeg: isRealJpeg };

/** Whether the bytes are really a file of this kind, with nothing a browser could run near their start. */
export function contentIs(bytes: Uint8Array, kind: FileKind): boolean {
  if (detectFileKind(bytes) !== kind || !REAL[kind](bytes)) return false;
  const start = ascii(bytes, 0, SNIFFED_BYTES).toLowerCase();
  return !MARKUP.some((marker) => start.includes(marker));
}
