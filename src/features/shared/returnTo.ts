// returnTo.ts — "after login, go back to where the user was": the `next` parameter, accepted only as a path of this app (every feature's login link uses it).

const AUTH_PAGES = ['/login', '/register', '/reset-password', '/verify-email'];

/** A same-origin path, never another site (`//evil.example`, `https:…`) nor a loop back into the auth pages. */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  const path = next.split(/[?#]/, 1)[0] ?? '/';
  if (AUTH_PAGES.some((page) => path === page || path.startsWith(`${page}/`))) return '/';
  return next;
}

/** The login link for a page: it brings the user back there afterwards (home needs no parameter). */
export function loginHrefFor(current: string): string {
  const target = safeReturnPath(current);
  return target === '/' ? '/login' : `/login?next=${encodeURIComponent(target)}`;
}

/** Reads `next` from a location search string, safely. */
export const returnPathFrom = (search: string): string => safeReturnPath(new URLSearchParams(search).get('next'));
