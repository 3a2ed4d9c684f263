import { FILE_NAME_HAS_SPECIAL_CHARACTERS, FILE_NAME_TOO_LONG, FILE_TOO_LARGE } from './messages';

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
