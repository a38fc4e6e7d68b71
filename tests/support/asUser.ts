// asUser.ts — the provider called from inside the page, as the logged-in app calls it: its session key and token go along.
import type { Page } from '@playwright/test';

/** A GET with the page's session, for what a test checks against the provider's own answer. */
export function getAsUser<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (path) => {
    const separator = path.includes('?') ? '&' : '?';
    const response = await fetch(`${path}${separator}session_key=${encodeURIComponent(localStorage.getItem('ftv_session_key') ?? '')}`, {
      headers: { 'ftv-token': localStorage.getItem('ftv_access_token') ?? '' },
    });
    return response.json();
  }, path) as Promise<T>;
}

/** A POST with the page's session, for steps whose UI belongs to other pages (they have their own tests). */
export function callAsUser(page: Page, path: string, body: Record<string, unknown> = {}): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'ftv-token': localStorage.getItem('ftv_access_token') ?? '' },
        body: JSON.stringify({ session_key: localStorage.getItem('ftv_session_key'), ...body }),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, body },
  );
}
