// SubscriptionsContainer.tsx — the user's subscriptions (loaded on show) with time left and cancel: the subscriptions' section of /settings.
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { SubscriptionList } from '../../components/SubscriptionList';
import { userAtom } from '../session/atoms';
import { formatDate, formatRemaining, viewerTimeZone } from '../shared/format';
import { cancelSubscriptionAtom, loadUserSubscriptionsAtom, userSubscriptionsStateAtom } from '../shared/subscriptions';
import { useLoadOnMount } from '../shared/useLoadOnMount';

export function SubscriptionsContainer() {
  const { data, isLoading, error } = useAtomValue(userSubscriptionsStateAtom);
  const load = useSetAtom(loadUserSubscriptionsAtom);
  const cancel = useSetAtom(cancelSubscriptionAtom);
  const timeZone = viewerTimeZone(useAtomValue(userAtom)?.homeLocation.timezone);
  const [cancellingId, setCancellingId] = useState<number | null>(null);

  useLoadOnMount(load);

  const onCancel = async (id: number) => {
    setCancellingId(id);
    await cancel(id);
    setCancellingId(null);
  };

  return (
    <SubscriptionList
      subscriptions={data.map((subscription) => ({
        id: subscription.id,
        name: subscription.name,
        status: subscription.status,
        expiresAt: formatDate(subscription.expiresAt, timeZone),
        remaining: formatRemaining(subscription.remainingTime),
        autoRenew: subscription.autoRenew,
      }))}
      isLoading={isLoading}
      error={error}
      onRetry={() => void load()}
      onCancel={(id) => void onCancel(id)}
      cancellingId={cancellingId}
      subscribeHref="/subscribe"
    />
  );
}
