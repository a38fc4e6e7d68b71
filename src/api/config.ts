// config.ts — where the provider lives: same origin by default, another host when the build says so.

/**
 * Set `VITE_FTV_API_BASE=https://provider.example` when building (or running `npm run dev`) to talk to
 * another host that speaks the FTV API; that host must allow this app's origin (CORS).
 */
export const API_BASE_URL: string = (import.meta.env?.VITE_FTV_API_BASE ?? '').replace(/\/+$/, '');

export const apiUrl = (path: string) => `${API_BASE_URL}${path}`;
