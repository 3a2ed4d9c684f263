import { ERROR_CODES } from '../../domain/api';
import { normaliseError } from './errors';
import type { UploadProgress } from '../../domain/upload';
import type { Struct } from 'superstruct';

export type { UploadProgress };

/** What an upload screen hands to an API function: the actor's abort signal and where progress goes. */
export interface UploadTransfer {
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

export interface UploadOptions<T> extends UploadTransfer {
  method?: 'POST' | 'PUT' | 'PATCH';
  /** Multipart form data: the file (under `file`) and any fields beside it. */
  body: FormData;
  /** A token for one step of a flow instead of the session's. */
  token?: string;
  /** Extra headers, e.g. the Idempotency-Key that lets a retry of the same upload be answered once. */
  headers?: Record<string, string>;
  /** The shape the answer must have; checked before anyone uses it. */
  response: Struct<T, unknown>;
}

export interface UploadConnection {
  baseURL: string;
  getToken: () => string | null;
  onInvalidSession: () => void;
}

const abortError = (signal: AbortSignal | undefined) => signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError');

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * Sends form data with XMLHttpRequest, the one browser API that reports upload progress (fetch
 * does not). Answers the parsed JSON body (the client checks its shape); a refusal becomes the
 * same ApiFailure the client throws, and INVALID_SESSION is reported to the session as there.
 */
export function sendWithProgress(
  path: string,
  options: Omit<UploadOptions<unknown>, 'response'>,
  connection: UploadConnection,
): Promise<unknown> {
  const { signal, onProgress } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', abort);
      outcome();
    };
    xhr.open(options.method ?? 'POST', `${connection.baseURL.replace(/\/+$/, '')}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    const token = options.token ?? connection.getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (onProgress) {
      xhr.upload.onprogress = (event) => onProgress({ sent: event.loaded, total: event.lengthComputable ? event.total : null });
    }
    xhr.onload = () =>
      settle(() => {
        const body = parseJson(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) {
          resolve(body);
          return;
        }
        const failure = normaliseError(xhr.status, body);
        if (failure.code === ERROR_CODES.invalidSession) connection.onInvalidSession();
        reject(failure);
      });
    xhr.onerror = () => settle(() => reject(normaliseError(undefined, null)));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => settle(() => reject(abortError(signal)));
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(options.body);
  });
}
