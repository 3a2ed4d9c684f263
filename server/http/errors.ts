import { ERROR_CODES } from '../../domain/api';
import type { FieldError } from '../../domain/validation';

/** An error the API answers with as it is: `{ success: false, code, message, errors }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body() {
    return { success: false as const, code: this.code, message: this.message, errors: this.errors };
  }
}

export const invalidInput = (errors: FieldError[], message = 'Please correct the highlighted fields') =>
  new ApiError(400, ERROR_CODES.invalidInput, message, errors);

export const invalidSession = (message = 'Please sign in to continue') => new ApiError(401, ERROR_CODES.invalidSession, message);

export const forbidden = (message = 'You are not allowed to do this') => new ApiError(403, ERROR_CODES.forbidden, message);

export const notFound = (what = 'Record') => new ApiError(404, ERROR_CODES.notFound, `${what} not found`);

export const conflict = (message: string) => new ApiError(409, ERROR_CODES.conflict, message);

export const tooManyAttempts = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, ERROR_CODES.tooManyAttempts, message, [], { 'retry-after': String(retryAfterSeconds) });
