export const ERROR_CODES = {
  invalidInput: 'VALIDATION_ERROR',
  badCredentials: 'INVALID_CREDENTIALS',
  invalidSession: 'INVALID_SESSION',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  routeNotFound: 'ROUTE_NOT_FOUND',
  conflict: 'CONFLICT',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  alreadyVerified: 'ALREADY_VERIFIED',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
  /** Given by the browser, not the server: the call never got an answer. */
  network: 'NETWORK_ERROR',
} as const;

/** How the browser describes a failed call: one message, plus a message per field when the server gave them. */
export interface RequestFailure {
  message: string;
  status?: number;
  code?: string;
  fieldErrors: Record<string, string>;
}

export function describeFailure(error: unknown, fallback = 'An error occurred. Please try again.'): RequestFailure {
  if (error && typeof error === 'object') {
    const candidate = error as Partial<RequestFailure> & { message?: unknown };
    const message = typeof candidate.message === 'string' && candidate.message ? candidate.message : fallback;
    return {
      message,
      status: typeof candidate.status === 'number' ? candidate.status : undefined,
      code: typeof candidate.code === 'string' ? candidate.code : undefined,
      fieldErrors: candidate.fieldErrors && typeof candidate.fieldErrors === 'object' ? candidate.fieldErrors : {},
    };
  }
  return { message: fallback, fieldErrors: {} };
}

/** The network or the server failed, not the request, so the same call may be tried again. */
export const mayRetryAfter = (failure: RequestFailure | null): boolean =>
  failure?.code === ERROR_CODES.network || (failure?.status ?? 0) >= 500;
