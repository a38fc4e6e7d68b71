// SubscriptionList.tsx — the user's subscriptions with their time left; cancelling asks for confirmation first.
import { useState } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { EmptyState } from '../EmptyState';
import { Link } from '../Link';
import { ListStatus } from '../ListStatus';
import { stackClass } from '../theme/layoutClasses';
import * as styles from './SubscriptionList.css';

/** Subscriptions one under another, as their loading placeholder is too. */
const listClass = `${stackClass('sm')} ${styles.list}`;

export interface SubscriptionItem {
  id: number;
  name: string;
  status: 'active' | 'cancelled' | 'expired' | string;
  /** Formatted for the user ("12 December 2026"). */
  expiresAt: string;
  /** Formatted time left ("29 days left"). */
  remaining: string;
  autoRenew: boolean;
}

export interface SubscriptionListProps {
  subscriptions: readonly SubscriptionItem[];
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onCancel: (id: number) => void;
  /** The subscription being cancelled right now. */
  cancellingId?: number | null;
  subscribeHref: string;
}

export function SubscriptionList({ subscriptions, isLoading = false, error, onRetry, onCancel, cancellingId = null, subscribeHref }: SubscriptionListProps) {
  const [confirming, setConfirming] = useState<SubscriptionItem | null>(null);

  return (
    <ListStatus
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      isEmpty={subscriptions.length === 0}
      loadingLabel="Loading subscriptions"
      loadingClassName={listClass}
      skeletonCount={2}
      skeletonHeight="5rem"
      empty={
        <EmptyState
          headingLevel={3}
          icon="tv"
          title="No paid subscription"
          description="You are on the free plan: every free channel, the guide and 5 hours of recordings."
          action={<Link href={subscribeHref}>See the plans</Link>}
        />
      }
    >
      <>
        <ul className={listClass}>
          {subscriptions.map((subscription) => (
            <li key={subscription.id} className={`${stackClass('xs')} ${styles.item}`}>
              <div className={styles.summary}>
                <h3 className={styles.name}>{subscription.name}</h3>
                <Badge tone={subscription.status === 'active' ? 'success' : subscription.status === 'cancelled' ? 'warning' : 'neutral'}>
                  {subscription.status === 'active' ? 'Active' : subscription.status === 'cancelled' ? 'Cancelled' : 'Expired'}
                </Badge>
              </div>
              <p className={styles.detail}>
                {subscription.status === 'expired'
                  ? `Ended on ${subscription.expiresAt}`
                  : subscription.autoRenew
                    ? `${subscription.remaining} · renews on ${subscription.expiresAt}`
                    : `${subscription.remaining} · ends on ${subscription.expiresAt}`}
              </p>
              {subscription.status === 'active' && subscription.autoRenew && (
                <div>
                  <Button variant="secondary" size="small" isLoading={cancellingId === subscription.id} onClick={() => setConfirming(subscription)}>
                    Cancel {subscription.name}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => !open && setConfirming(null)}
          title={confirming ? `Cancel ${confirming.name}?` : 'Cancel subscription?'}
          description={confirming ? `It will not renew. You keep its channels until ${confirming.expiresAt}.` : undefined}
          cancelLabel="Keep subscription"
          confirmLabel="Cancel subscription"
          onConfirm={() => confirming && onCancel(confirming.id)}
        />
      </>
    </ListStatus>
  );
}
