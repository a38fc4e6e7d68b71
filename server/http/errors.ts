// errors.ts — the provider's error shape (DESIGN.md §3): `{ success: false, message }` with a 4xx status.
import type { FastifyError, FastifyInstance } from 'fastify';

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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(errorBody('Internal server error'));
    }
    // Schema validation and malformed bodies arrive here as 4xx with Fastify's own wording.
    return reply.status(status).send(errorBody(error.message));
  });
}
