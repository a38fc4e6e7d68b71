// returnTo.ts (auth) — the login page's return path; the helpers live in the shared layer, where every feature's login link reads them.
export { loginHrefFor, returnPathFrom, safeReturnPath } from '../shared/returnTo';
