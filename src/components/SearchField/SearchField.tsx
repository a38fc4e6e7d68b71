// SearchField.tsx — a labelled search box with a clear button; reports each change and, debounced, the search to run.
import { forwardRef, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { LiveMessage } from '../Field';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { stackClass } from '../theme/layoutClasses';
import * as styles from './SearchField.css';

export interface SearchFieldProps {
  /** Always there for screen readers; shown unless `hideLabel`. */
  label?: string;
  hideLabel?: boolean;
  placeholder?: string;
  /** Controlled value (with onChange); leave undefined to let the field keep its own. */
  value?: string;
  defaultValue?: string;
  /** Every keystroke. */
  onChange?: (value: string) => void;
  /** The search to run: after `debounceMs` of quiet typing, at once on Enter or clear. */
  onSearch?: (value: string) => void;
  debounceMs?: number;
  /** A polite status read after a search ("12 channels"). */
  resultsMessage?: ReactNode;
  id?: string;
  className?: string;
}

export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  {
    label = 'Search channels',
    hideLabel = false,
    placeholder,
    value,
    defaultValue = '',
    onChange,
    onSearch,
    debounceMs = 250,
    resultsMessage,
    id,
    className,
  },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // The latest onSearch, so a pending timer never calls a stale one.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const searchNow = (next: string) => {
    clearTimeout(timer.current);
    onSearchRef.current?.(next);
  };

  const change = (next: string, immediate = false) => {
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
    if (!onSearchRef.current) return;
    if (immediate || debounceMs <= 0) searchNow(next);
    else {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => onSearchRef.current?.(next), debounceMs);
    }
  };

  return (
    // role="search" spelled out: <search> is too new for some assistive tech (and testing-library) to map.
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
    <div role="search" className={[stackClass('xs'), styles.root, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? styles.hiddenLabel : styles.label}>
        {label}
      </label>
      <div className={styles.box}>
        <Icon name="search" size={20} className={styles.icon} />
        <input
          ref={(node) => {
            inputRef.current = node;
            if (typeof ref === 'function') ref(node);
            else if (ref) ref.current = node;
          }}
          id={inputId}
          type="search"
          className={styles.input}
          value={current}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              searchNow(current);
            } else if (event.key === 'Escape' && current !== '') {
              // Escape empties the box first; a second Escape is left to whatever surrounds it.
              event.preventDefault();
              event.stopPropagation();
              change('', true);
            }
          }}
        />
        {current !== '' && (
          <IconButton
            icon="close"
            label="Clear search"
            size="small"
            className={styles.clear}
            onClick={() => {
              change('', true);
              inputRef.current?.focus();
            }}
          />
        )}
      </div>
      {resultsMessage !== undefined && <LiveMessage>{resultsMessage}</LiveMessage>}
    </div>
  );
});
