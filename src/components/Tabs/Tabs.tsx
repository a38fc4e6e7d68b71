// Tabs.tsx — the WAI-ARIA tabs pattern: roving tabindex, arrow/Home/End keys, selection follows focus.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Stack } from '../Stack';
import * as styles from './Tabs.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  panel: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for screen readers ("Recording options"). */
  label: string;
  items: readonly TabItem[];
  /** The selected tab, for controlled use (with `onValueChange`). */
  value?: string;
  /** The tab selected first, for uncontrolled use; defaults to the first enabled tab. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

export function Tabs({ label, items, value, defaultValue, onValueChange, className }: TabsProps) {
  const baseId = useId();
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const enabled = items.filter((item) => !item.disabled);
  const requested = value ?? uncontrolledValue;
  // A missing or disabled value falls back to the first enabled tab, so one tab is always reachable by Tab.
  const selected = enabled.find((item) => item.value === requested) ?? enabled[0];

  const select = (next: string) => {
    if (value === undefined) setUncontrolledValue(next);
    if (next !== selected?.value) onValueChange?.(next);
  };

  // Moves from the tab that has focus, which differs from the selected one if a controlling parent declined a change.
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, from: string) => {
    // Leave browser and OS shortcuts (Alt+Left is "back") alone.
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = enabled.findIndex((item) => item.value === from);
    const last = enabled.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: current >= last ? 0 : current + 1,
      ArrowLeft: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const index = targets[event.key];
    const target = index === undefined ? undefined : enabled[index];
    if (!target) return;
    event.preventDefault();
    select(target.value);
    tabRefs.current.get(target.value)?.focus();
  };

  // Ids from positions, not values: a value may hold characters that are not valid in an id.
  const tabId = (item: TabItem) => `${baseId}-tab-${items.indexOf(item)}`;
  const panelId = (item: TabItem) => `${baseId}-panel-${items.indexOf(item)}`;

  return (
    <Stack space="none" className={[styles.root, className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={styles.list}>
        {items.map((item) => {
          const isSelected = item.value === selected?.value;
          return (
            <button
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item)}
              aria-selected={isSelected}
              // Only the selected panel is rendered, so only its tab may point at it.
              aria-controls={isSelected ? panelId(item) : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              className={styles.tab}
              onClick={() => select(item.value)}
              onKeyDown={(event) => handleKeyDown(event, item.value)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {selected && (
        // Focusable so keyboard users can reach a panel that holds only text; keyed so tabs never share state.
        <div key={selected.value} role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} tabIndex={0} className={styles.panel}>
          {selected.panel}
        </div>
      )}
    </Stack>
  );
}
