// protocol.ts — what the app and its service worker share: the worker's URL, the shell's and offline page's URLs, the build question.

export const SW_URL = '/sw.js';
/** The shell as the server answers `/` (every app route gets the same HTML). */
export const SHELL_URL = '/';
export const OFFLINE_URL = '/offline.html';
/** Posted to the controlling worker with a MessagePort: it answers its build's id on the port. */
export const BUILD_MESSAGE = 'ftv-build?';
