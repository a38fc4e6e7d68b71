// ListStatus.tsx — what a list shows instead of its items: loading skeletons, a failure with retry, or its empty state.
import type { ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';

export interface ListStatusProps {
  isLoading: boolean;
  error?: string | null;
  onRetry?: () => void;
  isEmpty: boolean;
  /** Read to screen readers while loading ("Loading orders"). */
  loadingLabel: string;
  /** The list's own layout class, so the placeholders stack the way the loaded rows will. */
  loadingClassName: string;
  skeletonCount: number;
  /** One loaded row's height, so the page does not jump when the rows arrive. */
  skeletonHeight: string;
  /** Usually an EmptyState with the next step. */
  empty: ReactNode;
  /** The list itself, shown once there is something in it. */
  children: ReactNode;
}

export function ListStatus({ isLoading, error, onRetry, isEmpty, loadingLabel, loadingClassName, skeletonCount, skeletonHeight, empty, children }: ListStatusProps) {
  // Placeholders only on a first load: a refresh keeps the rows already shown.
  if (isLoading && isEmpty) {
    return (
      <div className={loadingClassName} aria-busy="true">
        <VisuallyHidden>{loadingLabel}</VisuallyHidden>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <Skeleton key={index} variant="rect" height={skeletonHeight} />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <Alert tone="critical" action={onRetry && <Button size="small" onClick={onRetry}>Try again</Button>}>
        {error}
      </Alert>
    );
  }
  if (isEmpty) return empty;
  return children;
}
