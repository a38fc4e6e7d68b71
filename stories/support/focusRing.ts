// focusRing.ts (stories) — the focus ring a viewer sees round what has focus: on the element itself, or drawn by the component round it (a card round its link).

/** The widest outline (px) on the focused element, its active option (a listbox's), or the few boxes round it (a list row round its link); 0 when none shows. */
export function focusRingWidth(): number {
  let widest = 0;
  const active = document.activeElement;
  const option = active?.querySelector('[data-active], [aria-selected="true"]');
  if (option && getComputedStyle(option).outlineStyle !== 'none') widest = parseFloat(getComputedStyle(option).outlineWidth) || 0;
  let element: Element | null = active;
  for (let depth = 0; element && depth < 6; depth++, element = element.parentElement) {
    const style = getComputedStyle(element);
    if (style.outlineStyle !== 'none') widest = Math.max(widest, parseFloat(style.outlineWidth) || 0);
  }
  return widest;
}
