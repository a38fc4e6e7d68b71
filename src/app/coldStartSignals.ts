// coldStartSignals.ts — what the HTML's inline script, the entry and the cold start (coldStart.ts) agree on: which paths are watch pages, the event that lets the app start, and how long it waits for it.

/** Dispatched on `window` once a cold visit's picture has its first frame at the player's place, or will not have one. */
export const COLD_PICTURE_EVENT = 'ftv-cold-picture';
/** The longest the app's code waits for that picture before it starts anyway. */
export const COLD_PICTURE_WAIT_MS = 1500;
/** A watch page's path; its first group is the channel's id. */
export const WATCH_PATH = /^\/tv\/([1-9][0-9]{0,9})\/?$/;
