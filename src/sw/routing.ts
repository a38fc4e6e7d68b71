// routing.ts — what the service worker does with a request: the app's shell, a hashed asset, or the network alone.

/**
 * URL spaces the provider owns (server/app.ts API_PREFIXES, the operator's API, the health checks): the API, live and
 * recorded media, chat and its event stream, the checkout's cart, the mail box of development. The worker never
 * answers or stores them: a stale answer, a cached segment or a held event stream would be worse than a failure.
 * `/recordings/{id}` is an app page; a recording's media is under `/media/recordings/`.
 */
export const NETWORK_ONLY_PREFIXES = [
  '/tv/api/',
  '/api-v2/',
  '/admin/api/',
  '/api/',
  '/media/',
  '/messages/',
  '/checkout-cart',
  '/dev/',
  '/healthz',
  '/readyz',
] as const;

/** Content-hashed files of the build (Vite's /assets/): a new build gets new names, so a stored copy never goes stale. */
export const ASSET_PREFIX = '/assets/';

export type RouteDecision = 'shell' | 'asset' | 'network-only';

/** The parts of a fetch event's Request the decision reads (a plain object in tests). */
export interface RequestLike {
  url: string;
  method: string;
  mode: string;
  destination?: string;
  headers: { get: (name: string) => string | null };
}

export function routeOf(request: RequestLike, origin: string): RouteDecision {
  const url = new URL(request.url);
  if (url.origin !== origin || request.method !== 'GET') return 'network-only';
  // A byte range (media elements, resumed downloads) is answered by the server alone: a cache would give the whole body.
  if (request.headers.get('range') !== null) return 'network-only';
  if (/\btext\/event-stream\b/.test(request.headers.get('accept') ?? '')) return 'network-only';
  if (request.destination === 'video' || request.destination === 'audio' || request.destination === 'track') return 'network-only';
  if (NETWORK_ONLY_PREFIXES.some((prefix) => url.pathname.startsWith(prefix) || url.pathname === prefix.replace(/\/$/, ''))) {
    return 'network-only';
  }
  if (request.mode === 'navigate') return 'shell';
  if (url.pathname.startsWith(ASSET_PREFIX)) return 'asset';
  return 'network-only';
}
