// schemas.ts — the request schema pieces every area shares (session_key, ids) and the checks Ajv cannot make on ids.
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/** session_key is checked (and its message worded) by the shared preHandlers (context.ts); a schema only keeps it a short string. */
export const sessionKeyProp = { type: 'string', maxLength: 64 } as const;

/**
 * The channel list, one channel and the guide have always taken session_key without a length bound:
 * a key too long is answered by the preHandler's own message there, and the answers stay as they were.
 */
export const unboundedSessionKeyProp = { type: 'string' } as const;

/** A query string (or a body) that carries only session_key. */
export const sessionOnly = { type: 'object', properties: { session_key: sessionKeyProp } } as const;

/** A positive id as a number or a numeric string; anyOf rather than a union type keeps Ajv's strict mode quiet. */
export const idSchema = {
  anyOf: [
    { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    { type: 'string', pattern: '^[0-9]{1,10}$', maxLength: 10 },
  ],
} as const;

/** Programme ids and times are larger than 2^31: digits as a number or a string. */
export const bigIdSchema = { anyOf: [{ type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER }, { type: 'string', pattern: '^[0-9]{1,16}$' }] } as const;

/** A positive id in the path: an integer only, so Ajv words its errors (`params/id must be integer`). */
export const integerIdProp = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

/** A path of the form `…/:id`. */
export const idParams = { type: 'object', required: ['id'], properties: { id: integerIdProp } } as const;

/** Ids arrive as numbers or numeric strings (the client keeps the provider's string-typed ids). */
export function parseId(value: number | string, what: string): number {
  const n = typeof value === 'number' ? value : /^[0-9]{1,10}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) throw new HttpError(400, `${what} must be a positive integer`);
  return n;
}

/** A bigIdSchema value as a number: any positive safe integer. */
export function parseBigId(value: number | string, what: string): number {
  const n = typeof value === 'number' ? value : /^[0-9]{1,16}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new HttpError(400, `${what} must be a positive integer`);
  return n;
}

/**
 * preValidation: Ajv's type coercion would read `true` or `[7]` as an id; only a number or a string may
 * stand for one, so anything else in these body fields is refused before the schema sees it.
 */
export function scalarIdsIn(...fields: string[]) {
  return async (request: FastifyRequest) => {
    const body = request.body;
    for (const field of fields) {
      const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
      if (value !== undefined && typeof value !== 'number' && typeof value !== 'string') throw new HttpError(400, `${field} must be a positive integer`);
    }
  };
}
