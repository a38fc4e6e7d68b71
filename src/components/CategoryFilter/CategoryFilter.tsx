// CategoryFilter.tsx — channel categories as a row of chips: links when the URL holds the category, else toggle buttons.
import { Inline } from '../Inline';
import { Link } from '../Link';
import * as styles from './CategoryFilter.css';

export interface Category {
  /** What goes in the URL or to onSelect. */
  value: string;
  label: string;
  /** Channels in it, shown after the label. */
  count?: number;
}

export interface CategoryFilterProps {
  categories: readonly Category[];
  /** The chosen category's value; null for all channels. */
  selected: string | null;
  /** Names the navigation ("Channel categories"). */
  label?: string;
  /** The first chip, for all channels. */
  allLabel?: string;
  allCount?: number;
  /** Chips are links to this (the app's routes hold the category); null means all. */
  hrefFor?: (value: string | null) => string;
  /** Without hrefFor: chips are toggle buttons that report the choice. */
  onSelect?: (value: string | null) => void;
  className?: string;
}

export function CategoryFilter({
  categories,
  selected,
  label = 'Channel categories',
  allLabel = 'All',
  allCount,
  hrefFor,
  onSelect,
  className,
}: CategoryFilterProps) {
  const items: Array<{ value: string | null; label: string; count?: number }> = [{ value: null, label: allLabel, count: allCount }, ...categories];
  return (
    <nav aria-label={label} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <Inline as="ul" space="sm" noWrap className={styles.list}>
        {items.map((item) => {
          const isSelected = item.value === selected;
          const content = (
            <>
              <span>{item.label}</span>
              {item.count !== undefined && <span className={styles.count}>{item.count}</span>}
            </>
          );
          return (
            <li key={item.value ?? '\u0000all'}>
              {hrefFor ? (
                <Link href={hrefFor(item.value)} tone="neutral" className={styles.chip} aria-current={isSelected ? 'page' : undefined}>
                  {content}
                </Link>
              ) : (
                <button type="button" className={styles.chip} aria-pressed={isSelected} onClick={() => onSelect?.(item.value)}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </Inline>
    </nav>
  );
}
