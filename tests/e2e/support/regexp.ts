// regexp.ts — page text inside a RegExp, matched literally.
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
