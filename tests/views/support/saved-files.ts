import { afterEach, beforeEach, vi } from 'vitest';

/** A file the page handed to the browser to save: its name, its type and its contents. */
export interface SavedFile {
  name: string;
  type: string;
  text: Promise<string>;
}

/**
 * Catches what a page saves through a download link (blob URL + anchor click) instead of letting
 * jsdom navigate; answers the list the files are added to. Undo with vi.restoreAllMocks() and
 * vi.unstubAllGlobals().
 */
export function catchSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  const files = new Map<string, Blob>();
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: (blob: Blob) => (files.set(`blob:${++next}`, blob), `blob:${next}`), revokeObjectURL: () => {} }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = files.get(this.getAttribute('href')!)!;
    saved.push({ name: this.download, type: blob.type, text: blob.text() });
  });
  return saved;
}

/** The files saved in the running test: caught afresh before each test of the file, released after it. */
export function savedFilesOfEachTest(): () => SavedFile[] {
  let saved: SavedFile[] = [];
  beforeEach(() => {
    saved = catchSavedFiles();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  return () => saved;
}
