// StorageMeter.tsx — how much of the cloud recorder's storage is used: a bar and "3.5 of 5 hours used".
import { Stack } from '../Stack';
import * as styles from './StorageMeter.css';

export interface StorageMeterProps {
  /** Hours recorded or scheduled. */
  used: number;
  /** Hours the plan allows. */
  total: number;
}

const hours = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}`;

export function StorageMeter({ used, total }: StorageMeterProps) {
  const ratio = total > 0 ? Math.min(1, used / total) : 1;
  const label = `${hours(used)} of ${hours(total)} hours used`;
  const tone = ratio >= 0.95 ? 'full' : ratio >= 0.8 ? 'high' : 'normal';
  return (
    <Stack space="xs">
      <div className={styles.labels}>
        <span className={styles.title}>Recording storage</span>
        <span className={styles.value}>{label}</span>
      </div>
      <meter
        aria-label="Recording storage used"
        min={0}
        max={total > 0 ? total : 1}
        low={total * 0.8}
        high={total * 0.95}
        optimum={0}
        value={Math.min(used, total)}
        aria-valuetext={label}
        className={styles.meter({ tone })}
      />
    </Stack>
  );
}
