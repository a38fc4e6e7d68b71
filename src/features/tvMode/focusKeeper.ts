// focusKeeper.ts (tvMode) — a remote has no pointer, so in TV mode focus is never left on nothing: a control that goes away (a removed recording) hands focus to the nearest one, and a new page (focus on its main landmark) to its first control.
import { getNextFocus } from '@bbc/tv-lrud-spatial';
import { isPageLandmark, isTextField, moveFocus, openDialog } from './spatialNavigation';

/** A control, as LRUD counts them (selects and text areas are given their tab stop as keys are handled). */
const CONTROL = 'a[href], button, input, select, textarea, [tabindex]';
/** The directions tried from where the lost control was: what came after it first, then before it. */
const DIRECTIONS = ['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft'];
/** How long a component has to put focus back itself before the nearest control gets it (a few frames). */
const RESTORE_AFTER_MS = 100;
/** How long a new page's first control is waited for (a lazy page shows a spinner first). */
const NEW_PAGE_WAIT_MS = 5_000;

/** Where a control was, in page coordinates (a removed element no longer has a box). */
interface Place {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The part of `element` on screen (a guide row's loading cell is a day wide), in page coordinates. */
const placeOf = (element: Element): Place => {
  const rect = element.getBoundingClientRect();
  const left = Math.max(rect.left, 0);
  const top = Math.max(rect.top, 0);
  const right = Math.min(rect.right, window.innerWidth);
  const bottom = Math.min(rect.bottom, window.innerHeight);
  return { left: left + window.scrollX, top: top + window.scrollY, width: Math.max(right - left, 0), height: Math.max(bottom - top, 0) };
};

const isControl = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement && element.matches(CONTROL) && element.tabIndex >= 0 && !element.closest('[inert], [hidden]');

/** The control now at `place` (the next card slid into the removed one's slot), else the nearest one each way from it. */
function nearestTo(place: Place, scope: HTMLElement): HTMLElement | null {
  const x = place.left - window.scrollX + place.width / 2;
  const y = place.top - window.scrollY + place.height / 2;
  const there = document.elementFromPoint(x, y)?.closest(CONTROL) ?? null;
  if (isControl(there) && scope.contains(there)) return there;
  // LRUD measures from an element: a stand-in of the lost control's size, where it was, for as long as the search takes.
  const standIn = document.createElement('span');
  Object.assign(standIn.style, { position: 'absolute', left: `${place.left}px`, top: `${place.top}px`, width: `${place.width}px`, height: `${place.height}px`, pointerEvents: 'none' });
  document.body.append(standIn);
  try {
    for (const key of DIRECTIONS) {
      const next = getNextFocus(standIn, key as unknown as number, scope);
      if (next && next !== standIn) return next;
    }
    return null;
  } finally {
    standIn.remove();
  }
}

/**
 * A new page's first control in reading order, passing over text fields: focused, a TV's browser may open its
 * on-screen keyboard before the viewer chose to type.
 */
const firstControlOf = (main: HTMLElement): HTMLElement | undefined =>
  [...main.querySelectorAll(CONTROL)].find((element): element is HTMLElement => isControl(element) && !isTextField(element) && element.getClientRects().length > 0);

/** Starts keeping focus on a control; returns what stops it. */
export function keepFocusOnControls(doc: Document = document): () => void {
  // The last control focused outside a dialog: a dialog that closes after removing its trigger leaves focus near it.
  let lastPlace: Place | null = null;
  let waitForPage: (() => void) | null = null;

  const focusFirstControlOf = (main: HTMLElement) => {
    waitForPage?.();
    if (doc.activeElement !== main) return;
    const tryNow = () => {
      const first = doc.activeElement === main ? firstControlOf(main) : undefined;
      first?.focus();
      return !!first;
    };
    if (tryNow()) return;
    // The page is still loading: its first control, once it is there (unless focus went elsewhere meanwhile).
    const observer = new MutationObserver(() => {
      if (doc.activeElement !== main || tryNow()) stop();
    });
    const timer = setTimeout(() => stop(), NEW_PAGE_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      waitForPage = null;
    };
    observer.observe(main, { childList: true, subtree: true });
    waitForPage = stop;
  };

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    if (isPageLandmark(target)) {
      // A new page focused its landmark (app/layouts/RootLayout.tsx): its first control instead.
      requestAnimationFrame(() => focusFirstControlOf(target));
      return;
    }
    waitForPage?.();
    if (!openDialog(doc)?.contains(target)) lastPlace = placeOf(target);
  };

  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget) return;
    // After the change that took focus away has been drawn (a list without the removed card, a closed dialog), and
    // after the component had its chance to put focus back itself (the guide's grid does, on the cell that replaced it).
    setTimeout(() => {
      if (doc.activeElement !== doc.body) return;
      const dialog = openDialog(doc);
      if (dialog) {
        moveFocus('ArrowDown', dialog);
        return;
      }
      const next = lastPlace ? nearestTo(lastPlace, doc.body) : null;
      if (next) {
        next.focus({ preventScroll: true });
        next.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      } else moveFocus('ArrowDown');
    }, RESTORE_AFTER_MS);
  };

  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', onFocusOut);
  return () => {
    waitForPage?.();
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('focusout', onFocusOut);
  };
}
