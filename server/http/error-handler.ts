import { ERROR_CODES } from '../../domain/api';
import { ApiError } from './errors';
import type { FastifyError, FastifyInstance } from 'fastify';

const FASTIFY_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: ERROR_CODES.payloadTooLarge, message: 'The request is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ERROR_CODES.unsupportedMediaType,
    message: 'This content type is not supported',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: ERROR_CODES.invalidInput, message: 'The request body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: ERROR_CODES.invalidInput, message: 'The request body is not valid JSON' },
};

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).headers(error.headers).send(error.body());
    }
    const known = FASTIFY_ERRORS[error.code] ?? (error instanceof SyntaxError ? FASTIFY_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY : undefined);
    if (known) {
      return reply.status(known.status).send({ success: false, code: known.code, message: known.message, errors: [] });
    }
    if (error.statusCode && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ success: false, code: error.code ?? 'BAD_REQUEST', message: error.message, errors: [] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      success: false,
      code: ERROR_CODES.internal,
      message: 'Something went wrong on our side. Please try again.',
      errors: [],
    });
  });
}
