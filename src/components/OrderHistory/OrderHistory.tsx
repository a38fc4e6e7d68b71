// OrderHistory.tsx — the user's payments as a table: date, plan, amount, card.
import { EmptyState } from '../EmptyState';
import { ListStatus } from '../ListStatus';
import { stackClass } from '../theme/layoutClasses';
import * as styles from './OrderHistory.css';

export interface OrderRow {
  id: number;
  /** Formatted ("22 Nov 2026"). */
  date: string;
  plan: string;
  /** Formatted with its currency ("€9.99"). */
  amount: string;
  /** "Visa ending in 4242". */
  card: string;
  status: string;
}

export interface OrderHistoryProps {
  orders: readonly OrderRow[];
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

export function OrderHistory({ orders, isLoading = false, error, onRetry }: OrderHistoryProps) {
  return (
    <ListStatus
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      isEmpty={orders.length === 0}
      loadingLabel="Loading orders"
      loadingClassName={stackClass('xs')}
      skeletonCount={3}
      skeletonHeight="2.5rem"
      empty={<EmptyState headingLevel={3} title="No orders yet" description="Your payments for plans will be listed here." />}
    >
      <OrderTable orders={orders} />
    </ListStatus>
  );
}

function OrderTable({ orders }: { orders: readonly OrderRow[] }) {
  return (
    // A wide table scrolls sideways inside its own box on phones; focusable so the keyboard can scroll it too.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex, jsx-a11y/prefer-tag-over-role
    <div className={styles.scroller} role="region" aria-label="Orders table" tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Your orders, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Plan</th>
            <th scope="col" className={styles.numeric}>
              Amount
            </th>
            <th scope="col">Paid with</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td>{order.date}</td>
              <td>{order.plan}</td>
              <td className={styles.numeric}>{order.amount}</td>
              <td>{order.card}</td>
              <td>{order.status === 'paid' ? 'Paid' : order.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
