import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import { StructError, assert, type Struct } from 'superstruct';
import { ERROR_CODES } from '../../domain/api';
import { ApiFailure, normaliseError } from './errors';
import { sendWithProgress, type UploadOptions } from './uploads';

export interface ApiClientOptions {
  baseURL?: string;
  getToken: () => string | null;
  /** Told when the server answers INVALID_SESSION; the session machine decides what happens next. */
  onInvalidSession: () => void;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Record<string, unknown> | FormData;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** A token for one step of a flow (registration, broker address) instead of the session's. */
  token?: string;
  /** Extra headers, e.g. the Idempotency-Key of a write a retry could repeat. */
  headers?: Record<string, string>;
  /** The shape the answer must have; checked before anyone uses it. */
  response: Struct<T, unknown>;
}

/** A call whose answer is read as it arrives rather than parsed (a file export, a printed preview with its headers). */
export interface StreamOptions {
  /** GET unless the call sends something to print (a preview's unsaved template). */
  method?: 'GET' | 'POST';
  body?: Record<string, unknown>;
  query?: RequestOptions<unknown>['query'];
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T>(path: string, options: RequestOptions<T>): Promise<T>;
  /** The answer's response, its body unread, once its status says success; failures as `request`'s. */
  stream(path: string, options: StreamOptions): Promise<Response>;
  /** Multipart form data with upload progress (src/api/uploads.ts); answers and failures as `request`'s. */
  upload<T>(path: string, options: UploadOptions<T>): Promise<T>;
}

/** Empty optional query parts are left out rather than sent as empty strings. */
export function compactQuery(query: RequestOptions<unknown>['query']): Record<string, string> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

export function createApiClient({ baseURL = '/api/v1', getToken, onInvalidSession }: ApiClientOptions): ApiClient {
  const http = ofetch.create({
    baseURL,
    retry: 0,
    onRequest({ options }) {
      const token = getToken();
      if (token && !options.headers.has('Authorization')) options.headers.set('Authorization', `Bearer ${token}`);
    },
  });

  /** A refusal as the app's ApiFailure, reported to the session when it is INVALID_SESSION; a cancelled call stays an AbortError. */
  const failureOf = (error: unknown): unknown => {
    if (!(error instanceof FetchError)) return error;
    if ((error.cause as Error | undefined)?.name === 'AbortError' || error.name === 'AbortError') return error;
    const failure = normaliseError(error.response?.status, error.data);
    if (failure.code === ERROR_CODES.invalidSession) onInvalidSession();
    return failure;
  };

  return {
    async request<T>(path: string, options: RequestOptions<T>): Promise<T> {
      let data: unknown;
      try {
        data = await http(path, {
          method: options.method ?? 'GET',
          body: options.body,
          query: compactQuery(options.query),
          signal: options.signal,
          headers: { ...options.headers, ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}) },
        } as FetchOptions<'json'>);
      } catch (error) {
        throw failureOf(error);
      }
      return checkedAnswer(data, options.response);
    },
    async stream(path: string, { method = 'GET', body, query, signal }: StreamOptions): Promise<Response> {
      try {
        // A refusal's body is JSON whatever was asked: parsed for the error, the success left as a stream.
        return await http.raw(path, {
          method,
          body,
          query: compactQuery(query),
          signal,
          responseType: 'stream',
          onResponseError: async ({ response }) => {
            response._data = await response.json().catch(() => null);
          },
        });
      } catch (error) {
        throw failureOf(error);
      }
    },
    async upload<T>(path: string, options: UploadOptions<T>): Promise<T> {
      return checkedAnswer(await sendWithProgress(path, options, { baseURL, getToken, onInvalidSession }), options.response);
    },
  };
}

function checkedAnswer<T>(data: unknown, response: Struct<T, unknown>): T {
  try {
    assert(data, response);
  } catch (error) {
    if (error instanceof StructError) {
      throw new ApiFailure('The server sent an answer this page does not understand', 200, 'UNEXPECTED_RESPONSE');
    }
    throw error;
  }
  return data;
}
