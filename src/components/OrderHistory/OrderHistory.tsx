// OrderHistory.tsx — the user's payments as a table: date, plan, amount, card.
import { Alert } from '../Alert';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
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
  if (isLoading && orders.length === 0) {
    return (
      <div aria-busy="true" className={styles.loading}>
        <VisuallyHidden>Loading orders</VisuallyHidden>
        <Skeleton variant="rect" height="2.5rem" />
        <Skeleton variant="rect" height="2.5rem" />
        <Skeleton variant="rect" height="2.5rem" />
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
  if (orders.length === 0) return <EmptyState headingLevel={3} title="No orders yet" description="Your payments for plans will be listed here." />;

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
