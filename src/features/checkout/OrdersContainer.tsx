// OrdersContainer.tsx — the user's order history (loaded on show): checkout's section of /settings.
import { useAtomValue, useSetAtom } from 'jotai';
import { OrderHistory } from '../../components/OrderHistory';
import { formatMoney } from '../../components/PlanCard';
import { userAtom } from '../session/atoms';
import { loadOrdersAtom, ordersStateAtom } from './atoms';
import { formatDate, viewerTimeZone } from '../shared/format';
import { useLoadOnMount } from '../shared/useLoadOnMount';

const brandName = (brand: string) => ({ visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' })[brand] ?? 'Card';

export function OrdersContainer() {
  const { data, isLoading, error } = useAtomValue(ordersStateAtom);
  const load = useSetAtom(loadOrdersAtom);
  const timeZone = viewerTimeZone(useAtomValue(userAtom)?.homeLocation.timezone);

  useLoadOnMount(load);

  return (
    <OrderHistory
      orders={data.map((order) => ({
        id: order.id,
        date: formatDate(order.createdAt, timeZone, 'medium'),
        plan: order.name,
        amount: formatMoney(order.amount, order.currency),
        card: `${brandName(order.cardBrand)} ending in ${order.cardLast4}`,
        status: order.status,
      }))}
      isLoading={isLoading}
      error={error}
      onRetry={() => void load()}
    />
  );
}
