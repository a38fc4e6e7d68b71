// spatialNavigation.ts (tvMode) — a remote's five keys and Back on any page in TV mode: the arrows move focus to the nearest control that way (BBC's LRUD spatial, over the page's own focusable elements), OK opens a select's picker, Back closes what is open or goes back.
import { getNextFocus } from '@bbc/tv-lrud-spatial';
import { MAIN_ID } from '../../components/PageLayout';

/** On an element the arrows pass over: reached by other means (the watch page starts on the picture; Back returns to it). */
export const PASS_OVER = 'data-spatial-pass-over';

/** A row of controls the arrows stay in while there is one that way (components mark theirs: the header, the player's bar). */
export const GROUP = 'data-spatial-group';

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);
/** A remote's Back (and the keyboard's twins). Escape is left to what is open: dialogs, menus and the mini guide close on it. */
const BACK_KEYS = new Set(['GoBack', 'BrowserBack', 'Backspace']);
/** Text fields keep ←/→ for the caret; ↑/↓ move on (a textarea keeps them too: its lines). */
export const isTextField = (element: Element) =>
  element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(element.type));

/** The open modal dialog on top, if any: focus stays inside it. */
export function openDialog(doc: Document = document): HTMLElement | null {
  const dialogs = [...doc.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"], dialog[open]')];
  return dialogs.at(-1) ?? null;
}

/** The page's main landmark, as a new page focuses it (RootLayout): not a control. */
export const isPageLandmark = (element: Element) => element instanceof HTMLElement && element.id === MAIN_ID && element.tabIndex < 0;

/** Where focus starts from: nothing useful (the page, or the main landmark a navigation focused) starts at the scope's first control. */
function origin(scope: HTMLElement, active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body || !scope.contains(active)) return null;
  if (isPageLandmark(active)) return null;
  return active;
}

/**
 * Whether the arrow `key` on `target` belongs to the target itself: the caret in a text field, a slider's value, a
 * widget that moves its own focus (it marked the event handled if it did).
 */
function arrowIsTargets(target: Element, key: string): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  if (isTextField(target) || (target instanceof HTMLInputElement && target.type === 'range')) return key === 'ArrowLeft' || key === 'ArrowRight';
  return false;
}

/** Moves focus the way of `key` within `scope`; false when there is nothing that way (focus stays, never lost). */
export function moveFocus(key: string, scope: HTMLElement = openDialog() ?? document.body): boolean {
  markFieldsFocusable(scope);
  // (LRUD's types name its directions by key code; it reads the event's key too.)
  const direction = key as unknown as number;
  const from = origin(scope, document.activeElement);
  const main = scope.querySelector<HTMLElement>('main');
  // From nowhere: the page's own content first, else anything in the scope (the header, while the page still loads).
  // Within the group focus is in first (a header's row, a player's control bar), then anywhere: LRUD weighs distance
  // alone, so a control of the next row down can otherwise be nearer than the far end of the same row.
  const group = from?.closest<HTMLElement>(`[${GROUP}]`);
  const within = group && scope.contains(group) ? getNextFocus(from, direction, group) : null;
  let next = from === null ? ((main && getNextFocus(null, direction, main)) ?? getNextFocus(null, direction, scope)) : (within ?? getNextFocus(from, direction, scope));
  // An element marked to be passed over (the player's picture: on a TV its arrows zap, so the arrows never land on it)
  // sends the move on beyond it.
  for (let passes = 0; next?.hasAttribute(PASS_OVER) && passes < 3; passes++) next = getNextFocus(next, direction, scope);
  if (!next || next === from) return false;
  next.focus();
  next.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  return true;
}

export interface TvKeyActions {
  /** Back with nothing open: the page before (the app's history). */
  goBack: () => void;
}

/** The window's key handler in TV mode: runs after the page's own handlers, and acts only on what they left. */
export function handleTvKey(event: KeyboardEvent, actions: TvKeyActions): void {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return;
  const target = event.target instanceof Element ? event.target : document.body;
  if (ARROWS.has(event.key)) {
    // (A widget with arrows of its own that left the key is at its edge: focus leaves it.)
    if (arrowIsTargets(target, event.key)) return;
    // A closed select would change its value on ↑/↓: on a TV the arrows move, OK opens it.
    if (moveFocus(event.key) || target instanceof HTMLSelectElement) event.preventDefault();
    return;
  }
  if (event.key === 'Enter' && target instanceof HTMLSelectElement) {
    event.preventDefault();
    try {
      target.showPicker();
    } catch {
      // Not offered here (an older browser): the select still opens with Space or Alt+↓.
    }
    return;
  }
  if (BACK_KEYS.has(event.key)) {
    if (event.key === 'Backspace' && isTextField(target)) return;
    event.preventDefault();
    // What is open closes the way it closes on Escape: a dialog (Radix listens on the document), a menu, the mini guide or
    // a search box's text (each claims the key it used). With nothing open, Back goes back.
    const dialog = openDialog();
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    target.dispatchEvent(escape);
    if (!dialog && !escape.defaultPrevented) actions.goBack();
  }
}

/**
 * LRUD spatial finds links, buttons, inputs and `[tabindex]`: selects and text areas get their (default) tab stop as an
 * attribute so it finds them too. Done as a key is handled, so nothing watches the page between keys.
 */
export function markFieldsFocusable(root: HTMLElement): void {
  for (const field of root.querySelectorAll('select:not([tabindex]), textarea:not([tabindex])')) field.setAttribute('tabindex', '0');
}
