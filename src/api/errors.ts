// errors.ts — one error type for every failed call: the status, the user-facing message, the answer.
import { ERRORS } from './messages';

export class ApiError extends Error {
  /** HTTP status; 0 when there was no answer (network) or the client refused before sending. */
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, message: string, body?: unknown, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** An aborted request stays an AbortError: the caller asked for it, nobody should report it. */
export const isAbortError = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

/**
 * The message a user sees: the provider's own for a 4xx (it names the problem, e.g. 'Invalid login or
 * password') or the client's own refusal, else the spec's fallback (network, 5xx, a malformed answer).
 */
export function withFallback(error: unknown, fallback: string, byStatus: Record<number, string> = {}): unknown {
  if (isAbortError(error)) return error;
  if (!isApiError(error)) return new ApiError(0, fallback, undefined, { cause: error });
  const mapped = byStatus[error.status];
  if (mapped) return new ApiError(error.status, mapped, error.body, { cause: error });
  // Status 0 is either no answer (network, malformed) or the client's own refusal (e.g. a short password).
  const own =
    (error.status >= 400 && error.status < 500 && error.message !== '') ||
    (error.status === 0 && error.message !== '' && error.message !== ERRORS.network && error.message !== ERRORS.invalidAnswer);
  return own ? error : new ApiError(error.status, fallback, error.body, { cause: error });
}

/** Runs a call and rethrows its failure with the spec's message. */
export async function failWith<T>(fallback: string, call: () => Promise<T>, byStatus?: Record<number, string>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw withFallback(error, fallback, byStatus);
  }
}
