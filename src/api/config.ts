// config.ts — where the provider lives (same origin by default, another host when the build says so) and the app's credentials.

/**
 * Set `VITE_FTV_API_BASE=https://provider.example` when building (or running `npm run dev`) to talk to
 * another host that speaks the FTV API; that host must allow this app's origin (CORS).
 */
export const API_BASE_URL: string = (import.meta.env?.VITE_FTV_API_BASE ?? '').replace(/\/+$/, '');

export const apiUrl = (path: string) => `${API_BASE_URL}${path}`;

/** What `init` is sent (the provider's defaults, docs/api.md#session); public by nature, as in any web app. */
export const APP_CREDENTIALS = {
  appId: import.meta.env?.VITE_FTV_APP_ID ?? 'ftv-web',
  appSecret: import.meta.env?.VITE_FTV_APP_SECRET ?? 'ftv-web-secret',
};
