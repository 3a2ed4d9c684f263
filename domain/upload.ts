import { FILE_NAME_HAS_SPECIAL_CHARACTERS, FILE_NAME_TOO_LONG, FILE_TOO_LARGE } from './common-messages';

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
export const MAX_FILE_NAME_LENGTH = 60;

// Word characters in any script, joined by at most one '.', '-' or space ('_' is itself a word character).
const BASE_NAME = /^[\p{L}\p{M}\p{N}_]+(?:[.\- ][\p{L}\p{M}\p{N}_]+)*$/u;
const EXTENSION = /^[\p{L}\p{N}]+$/u;

function hasSpecialCharacters(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot === -1) return !BASE_NAME.test(fileName);
  return !BASE_NAME.test(fileName.slice(0, dot)) || !EXTENSION.test(fileName.slice(dot + 1));
}

/** The spec checks only the first file and reports one problem at a time. */
export function checkUpload(files: ArrayLike<{ name: string; size: number }>): string | null {
  const file = files[0];
  if (!file) return null;
  if (file.size > MAX_UPLOAD_BYTES) return FILE_TOO_LARGE;
  if (file.name.length > MAX_FILE_NAME_LENGTH) return FILE_NAME_TOO_LONG;
  if (hasSpecialCharacters(file.name)) return FILE_NAME_HAS_SPECIAL_CHARACTERS;
  return null;
}

export type PreviewKind = 'pdf' | 'image' | 'other';

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png']);
const IMAGE_MIME_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png']);

export function previewKind(fileNameOrMime: string): PreviewKind {
  const value = fileNameOrMime.trim().toLowerCase();
  if (value === 'application/pdf') return 'pdf';
  if (IMAGE_MIME_TYPES.has(value)) return 'image';
  // File names may arrive as URLs: ignore a query string or fragment.
  const path = value.split(/[?#]/)[0] ?? '';
  const dot = path.lastIndexOf('.');
  const extension = dot === -1 ? '' : path.slice(dot + 1);
  if (extension === 'pdf') return 'pdf';
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  return 'other';
}

/** The kinds of file the back office takes (the server tells them apart by content); 'jpg' is jpeg. */
export type FileKind = 'pdf' | 'png' | 'jpeg';

/** Pictures: logos, avatars, signatures. */
export const IMAGE_KINDS: readonly FileKind[] = ['png', 'jpeg'];
/** Documents and receipts: "pdf, jpeg, jpg and png" in the spec. */
export const DOCUMENT_KINDS: readonly FileKind[] = ['pdf', 'png', 'jpeg'];

const KIND_NAMES: Record<FileKind, { label: string; extensions: readonly string[]; mimeTypes: readonly string[] }> = {
  pdf: { label: 'PDF', extensions: ['pdf'], mimeTypes: ['application/pdf'] },
  png: { label: 'PNG', extensions: ['png'], mimeTypes: ['image/png'] },
  jpeg: { label: 'JPEG', extensions: ['jpg', 'jpeg'], mimeTypes: ['image/jpeg', 'image/jpg', 'image/pjpeg'] },
};

const listOf = (labels: string[]) => (labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`);

/** "Choose a PNG or JPEG file", as the server says it for a file of another type. */
export function chooseKindMessage(kinds: readonly FileKind[]): string {
  return `Choose a ${listOf(kinds.map((kind) => KIND_NAMES[kind].label))} file`;
}

/** The rules a person is told before choosing. */
export function uploadRules(kinds: readonly FileKind[]): string {
  return `${listOf(kinds.map((kind) => KIND_NAMES[kind].label))}, at most 2MB; a name of at most 60 characters without special characters.`;
}

/** The file input's accept attribute: extensions and MIME types of the kinds. */
export function acceptAttribute(kinds: readonly FileKind[]): string {
  return kinds
    .flatMap((kind) => [...KIND_NAMES[kind].extensions.map((extension) => `.${extension}`), ...KIND_NAMES[kind].mimeTypes])
    .join(',');
}

/**
 * The kind a file claims to be in the browser: its extension, confirmed by the MIME type when the
 * browser gives one. The server checks the content again; a renamed file fails there.
 */
export function claimedKind(file: { name: string; type?: string }): FileKind | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot === -1 ? '' : file.name.slice(dot + 1).toLowerCase();
  const mimeType = (file.type ?? '').trim().toLowerCase();
  const kinds = Object.keys(KIND_NAMES) as FileKind[];
  const byExtension = kinds.find((kind) => KIND_NAMES[kind].extensions.includes(extension));
  if (!byExtension) return null;
  return mimeType === '' || KIND_NAMES[byExtension].mimeTypes.includes(mimeType) ? byExtension : null;
}

/** The spec's three checks on the first file, then its kind among those the screen takes. */
export function checkChosenFile(file: { name: string; size: number; type?: string }, kinds: readonly FileKind[]): string | null {
  const problem = checkUpload([file]);
  if (problem) return problem;
  const kind = claimedKind(file);
  return kind && kinds.includes(kind) ? null : chooseKindMessage(kinds);
}

/** How far an upload has gone: bytes sent of the request's total, when the browser knows it. */
export interface UploadProgress {
  sent: number;
  total: number | null;
}

/** Whole per cent sent, or null when the total is unknown. */
export function uploadPercent(progress: UploadProgress): number | null {
  if (progress.total === null || progress.total <= 0) return null;
  return Math.max(0, Math.min(100, Math.floor((progress.sent * 100) / progress.total)));
}

/** How long a rejected file's message stays up ("shows for 5 seconds"). */
export const REJECTION_SHOWN_MS = 5_000;
