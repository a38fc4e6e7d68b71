// errors.ts — the provider's error shape (docs/api.md#errors): `{ success: false, message }` with a 4xx status.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface ApiErrorBody {
  success: false;
  message: string;
}

/** Thrown by handlers for an answer the client caused; the message names the problem. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

export const errorBody = (message: string): ApiErrorBody => ({ success: false, message });

const UNSUPPORTED_MEDIA_TYPE = 'Unsupported Media Type: send JSON (Content-Type: application/json)';

/**
 * Fastify's `frameworkErrors` option (set where the app is created): a URL it cannot decode (`%ff`)
 * or a path parameter past its length otherwise gets Fastify's own error shape instead of the API's.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  if (status >= 500) return reply.status(500).send(errorBody('Internal server error'));
  return reply.status(status).send(errorBody(error.code === 'FST_ERR_BAD_URL' ? 'The URL is not validly percent-encoded' : error.message));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(errorBody('Internal server error'));
    }
    // A body Fastify has no parser for (multipart, XML, none named): say what it takes.
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send(errorBody(UNSUPPORTED_MEDIA_TYPE));
    // Schema validation and malformed bodies arrive here as 4xx with Fastify's own wording.
    return reply.status(status).send(errorBody(error.message));
  });
}
