// PlanPicker.tsx — the plan catalogue as a grid of PlanCards, with its loading, error and empty states.
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { LiveMessage } from '../Field';
import { PlanCard, type PlanCardProps } from '../PlanCard';
import { Skeleton } from '../Skeleton';
import { Stack } from '../Stack';
import { stackClass } from '../theme/layoutClasses';
import * as styles from './PlanPicker.css';

export interface PlanPickerItem extends Omit<PlanCardProps, 'onChoose' | 'isBusy' | 'headingLevel' | 'locale'> {
  id: number;
}

export interface PlanPickerProps {
  plans: readonly PlanPickerItem[];
  onChoose: (planId: number) => void;
  /** The plan being chosen right now; the other cards ignore clicks meanwhile. */
  busyPlanId?: number | null;
  isLoading?: boolean;
  /** Why loading the plans failed. */
  error?: string | null;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** Level of each plan's title (default 2, under the page's h1). */
  headingLevel?: 2 | 3 | 4;
  locale?: string;
  /** How many placeholder cards show while loading. */
  skeletonCount?: number;
}

export function PlanPicker({
  plans,
  onChoose,
  busyPlanId = null,
  isLoading = false,
  error,
  onRetry,
  isRetrying = false,
  headingLevel = 2,
  locale,
  skeletonCount = 3,
}: PlanPickerProps) {
  // Loaded plans stay on screen during a refresh; placeholders only when there is nothing yet to show.
  if (isLoading && plans.length === 0) {
    return (
      <div className={styles.grid} aria-busy="true">
        <LiveMessage>Loading plans</LiveMessage>
        {Array.from({ length: skeletonCount }, (_, i) => (
          <div key={i} className={`${stackClass('md')} ${styles.placeholder}`}>
            <Skeleton width="45%" />
            <Skeleton variant="rect" width="40%" height={32} />
            <Skeleton lines={2} />
            <Skeleton lines={3} />
            <Skeleton variant="rect" height={44} />
          </div>
        ))}
      </div>
    );
  }
  if (error && plans.length === 0) {
    return <ErrorState title="The plans could not be loaded" message={error} onRetry={onRetry} isRetrying={isRetrying} headingLevel={headingLevel} />;
  }
  if (plans.length === 0) {
    return (
      <EmptyState
        icon="tv"
        title="No plans to choose from yet"
        description="Every free channel is yours to watch meanwhile. Come back soon for premium plans."
        headingLevel={headingLevel}
      />
    );
  }
  return (
    <ul className={styles.grid} aria-label="Subscription plans" aria-busy={isLoading || undefined}>
      {plans.map(({ id, ...plan }) => (
        <Stack as="li" key={id} space="none" className={styles.item}>
          <PlanCard
            {...plan}
            headingLevel={headingLevel}
            locale={locale}
            isBusy={busyPlanId === id}
            onChoose={() => {
              if (busyPlanId === null) onChoose(id);
            }}
          />
        </Stack>
      ))}
    </ul>
  );
}
