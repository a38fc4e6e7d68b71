// transport.ts — one HTTP exchange with the provider: the ftv-token header, session_key placement, JSON in and out.
import { takePrefetchedAnswer } from './coldPrefetch';
import { ApiError, isAbortError } from './errors';
import { ERRORS } from './messages';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface RequestSpec {
  method: Method;
  path: string;
  /** Extra query parameters (GET); undefined values are left out. */
  query?: Record<string, string | number | undefined>;
  /** Fields sent beside session_key (not GET); a function is read at each send (a retry after re-login sees new tokens). */
  body?: Record<string, unknown> | (() => Record<string, unknown>);
  /** Form-encoded instead of JSON (passwordReset, docs/api.md#transport). */
  form?: boolean;
  signal?: AbortSignal | undefined;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface Transport {
  /** Sends with the given session key (null: none, e.g. init) and access token (null: empty header). */
  send: (spec: RequestSpec, sessionKey: string | null, token: string | null) => Promise<unknown>;
  url: (path: string, query?: Record<string, string | number | undefined>) => string;
  fetch: FetchLike;
}

export function createTransport({ baseUrl = '', fetch: fetchImpl }: { baseUrl?: string; fetch?: FetchLike } = {}): Transport {
  const base = baseUrl.replace(/\/+$/, '');
  // Looked up per call, so a test (or a polyfill) that installs fetch late still counts.
  const doFetch: FetchLike = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));

  const url = (path: string, query: Record<string, string | number | undefined> = {}) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
    const search = params.toString();
    return `${base}${path}${search ? (path.includes('?') ? '&' : '?') + search : ''}`;
  };

  async function send(spec: RequestSpec, sessionKey: string | null, token: string | null): Promise<unknown> {
    const headers: Record<string, string> = { 'ftv-token': token ?? '', accept: 'application/json' };
    const init: RequestInit = { method: spec.method, headers };
    if (spec.signal) init.signal = spec.signal;
    let target: string;
    if (spec.method === 'GET') {
      target = url(spec.path, { ...spec.query, ...(sessionKey !== null && { session_key: sessionKey }) });
    } else {
      target = url(spec.path, spec.query);
      const fields = { ...(sessionKey !== null && { session_key: sessionKey }), ...(typeof spec.body === 'function' ? spec.body() : spec.body) };
      if (spec.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        init.body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
      } else {
        headers['content-type'] = 'application/json';
        init.body = JSON.stringify(fields);
      }
    }

    let response: Response;
    try {
      // A cold watch page's channel answer may already be on its way (coldPrefetch.ts): the same request, asked earlier.
      const early = spec.method === 'GET' && !fetchImpl ? takePrefetchedAnswer(target, headers['ftv-token'] ?? '') : null;
      response = await (early ?? doFetch(target, init));
    } catch (error) {
      if (isAbortError(error) || spec.signal?.aborted) throw error;
      throw new ApiError(0, ERRORS.network, undefined, { cause: error });
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      // The connection dropped mid-answer, or the caller aborted while the body was arriving.
      if (isAbortError(error) || spec.signal?.aborted) throw error;
      throw new ApiError(0, ERRORS.network, undefined, { cause: error });
    }
    let body: unknown = null;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        if (response.ok) throw new ApiError(response.status, ERRORS.invalidAnswer);
      }
    }
    if (!response.ok) {
      const message = body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : `HTTP ${response.status}`;
      throw new ApiError(response.status, message, body);
    }
    return body;
  }

  return { send, url, fetch: doFetch };
}
