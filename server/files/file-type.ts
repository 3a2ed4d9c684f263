/** The kinds of file the back office accepts, told apart by their content. */
export type FileKind = 'pdf' | 'png' | 'jpeg';

export const FILE_KINDS: Record<FileKind, { contentType: string; extension: string }> = {
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  png: { contentType: 'image/png', extension: 'png' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
};

const SIGNATURES: readonly (readonly [FileKind, readonly number[]])[] = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
];

/** What the first bytes say the file is; the name is never consulted (a renamed .exe stays an .exe). */
export function detectFileKind(bytes: Uint8Array): FileKind | null {
  for (const [kind, signature] of SIGNATURES) {
    if (bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte)) return kind;
  }
  return null;
}
