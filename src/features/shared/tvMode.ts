// tvMode.ts — the 10-foot layout's switch: the viewer's choice (automatic, on, off) and what "automatic" looks for (a large screen with no mouse and no touch: a TV's browser or a stick, driven by a remote).

export type TvModeChoice = 'auto' | 'on' | 'off';

export const TV_MODE_CHOICES: readonly TvModeChoice[] = ['auto', 'on', 'off'];

/** The attribute on <html> the 10-foot theme keys on (components/theme/tvMode.css.ts). */
export const TV_ATTRIBUTE = 'data-tv';

/** At least this wide (CSS px): TV browsers report 1920, or 960 at twice the pixel ratio (Android TV); phones are narrower. */
export const TV_MIN_WIDTH = 960;

/** The media query "automatic" follows: no mouse or trackpad anywhere, a wide screen. */
export const TV_SCREEN_QUERY = `(not (any-pointer: fine)) and (min-width: ${TV_MIN_WIDTH}px)`;

/** A TV: the query, and no touch screen (a tablet has no fine pointer either, but takes touches). */
export const looksLikeTv = (queryMatches: boolean, maxTouchPoints: number) => queryMatches && maxTouchPoints === 0;

/** A stored value read back safely: anything unknown is automatic. */
export function parseTvModeChoice(value: string | null): TvModeChoice {
  return value === 'on' || value === 'off' ? value : 'auto';
}

/** Whether the 10-foot layout applies: the viewer's choice, else what the screen looks like. */
export function isTvMode(choice: TvModeChoice, looksLikeTv: boolean): boolean {
  return choice === 'on' || (choice === 'auto' && looksLikeTv);
}
