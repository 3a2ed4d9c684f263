import { instance } from 'superstruct';
import type { ApiClient } from './client';

/**
 * The stored name in what the server answers for a file: the bare name, or the download address
 * `/api/v1/file/download?fileName=<name>` that logo_url, signature_url and avatar_uri carry.
 */
export function storedFileName(nameOrUrl: string): string {
  const query = nameOrUrl.indexOf('?');
  if (query === -1) return nameOrUrl;
  return new URLSearchParams(nameOrUrl.slice(query + 1)).get('fileName') ?? nameOrUrl;
}

/** GET /file/download: the file's bytes, fetched with the session (so an <img> cannot load it directly). */
export function downloadFile(api: ApiClient, fileNameOrUrl: string, signal?: AbortSignal): Promise<Blob> {
  return api.request('/file/download', { query: { fileName: storedFileName(fileNameOrUrl) }, signal, response: instance(Blob) });
}
