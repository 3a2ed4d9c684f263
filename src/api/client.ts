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

export interface ApiClient {
  request<T>(path: string, options: RequestOptions<T>): Promise<T>;
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
        if (error instanceof FetchError) {
          if ((error.cause as Error | undefined)?.name === 'AbortError' || error.name === 'AbortError') throw error;
          const failure = normaliseError(error.response?.status, error.data);
          if (failure.code === ERROR_CODES.invalidSession) onInvalidSession();
          throw failure;
        }
        throw error;
      }
      return checkedAnswer(data, options.response);
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
