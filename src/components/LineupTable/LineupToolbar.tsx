// LineupToolbar.tsx — the lineup's filters (search, group, source, unmapped / unavailable / hidden) and how many channels they leave.
import { Checkbox } from '../Checkbox';
import { SearchField } from '../SearchField';
import { Select, type SelectOption } from '../Select';
import { Text } from '../Text';
import { DEFAULT_LOCALE } from '../format';
import type { LineupFilters } from './types';
import * as styles from './LineupToolbar.css';

export interface LineupToolbarProps {
  filters: LineupFilters;
  onFiltersChange: (filters: LineupFilters) => void;
  groups: readonly string[];
  sources: readonly string[];
  /** Channels the filters leave, and in the whole lineup. */
  shown: number;
  total: number;
}

const optionsOf = (all: string, values: readonly string[]): SelectOption[] => [{ value: '', label: all }, ...values.map((value) => ({ value, label: value }))];

export function LineupToolbar({ filters, onFiltersChange, groups, sources, shown, total }: LineupToolbarProps) {
  const set = <K extends keyof LineupFilters>(key: K, value: LineupFilters[K]) => onFiltersChange({ ...filters, [key]: value });
  return (
    <div className={styles.root}>
      <div className={styles.fields}>
        <SearchField label="Search channels" placeholder="Name, number or guide id" value={filters.query} onChange={(query) => set('query', query)} className={styles.search} />
        <Select label="Group" options={optionsOf('All groups', groups)} value={filters.group} onChange={(event) => set('group', event.target.value)} className={styles.select} />
        <Select label="Source" options={optionsOf('All sources', sources)} value={filters.source} onChange={(event) => set('source', event.target.value)} className={styles.select} />
      </div>
      <div className={styles.checks}>
        <Checkbox label="Unmapped only" checked={filters.unmapped} onChange={(event) => set('unmapped', event.target.checked)} />
        <Checkbox label="Unavailable only" checked={filters.unavailable} onChange={(event) => set('unavailable', event.target.checked)} />
        <Checkbox label="Hidden only" checked={filters.hidden} onChange={(event) => set('hidden', event.target.checked)} />
        {/* Polite: read when the filters or the lineup change the count. role="status" rather than <output>, which is announced less reliably. */}
        {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role */}
        <Text as="p" size="small" tone="secondary" role="status" className={styles.count}>
          Showing {shown.toLocaleString(DEFAULT_LOCALE)} of {total.toLocaleString(DEFAULT_LOCALE)} {total === 1 ? 'channel' : 'channels'}
        </Text>
      </div>
    </div>
  );
}
