// useDismiss.ts — how a disclosure's open panel goes away: a pointer down outside it, or Escape (focus then back on the button that opened it).
import { useEffect, type RefObject } from 'react';

/** While `isOpen`, a pointer down outside `rootRef` (the button and its panel) or Escape calls `close`; Escape also refocuses `buttonRef`. */
export function useDismiss(isOpen: boolean, rootRef: RefObject<HTMLElement | null>, buttonRef: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close();
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [isOpen, rootRef, buttonRef, close]);
}
