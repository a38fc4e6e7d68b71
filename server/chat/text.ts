// text.ts — chat text rules: plain text, trimmed, no control or direction-override characters, bounded length.

export const MAX_MESSAGE_CHARS = 500;
export const MAX_SOURCE_CHARS = 32;
export const DEFAULT_SOURCE = 'ftv';

// Control characters (newline aside) and bidi overrides, which can disguise what a line says.
const CONTROL = /\p{Cc}/gu;
const BIDI = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const stripUnsafe = (s: string) => s.replace(CONTROL, (c) => (c === '\n' ? c : '')).replace(BIDI, '');

/** The text as it will be stored: line endings unified, tabs as spaces, unsafe characters removed, trimmed. */
export function cleanText(raw: string): string {
  return stripUnsafe(raw.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')).trim();
}

/** Counted in code points so an emoji is one character, as a reader would count. */
export const charCount = (text: string) => [...text].length;

/** One line, no controls; falls back to the provider's own name. */
export function cleanSource(raw: string | null | undefined): string {
  const source = typeof raw === 'string' ? stripUnsafe(raw.replace(/\s+/g, ' ')).trim() : '';
  return source === '' ? DEFAULT_SOURCE : [...source].slice(0, MAX_SOURCE_CHARS).join('');
}
