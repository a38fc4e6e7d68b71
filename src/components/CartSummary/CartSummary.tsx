// CartSummary.tsx — what is about to be paid: each plan with its period and price, and the total.
import { useId } from 'react';
import { Box } from '../Box';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { LiveMessage } from '../Field';
import { Link } from '../Link';
import { DEFAULT_LOCALE, formatMoney, periodLabel } from '../PlanCard';
import { Skeleton } from '../Skeleton';
import { Stack } from '../Stack';
import { Text } from '../Text';
import * as styles from './CartSummary.css';

export interface CartSummaryItem {
  id: number;
  name: string;
  /** Minor units. */
  price: number;
  currency: string;
  period: string;
}

export interface CartSummaryProps {
  items: readonly CartSummaryItem[];
  /** Minor units. */
  total: number;
  currency: string;
  isLoading?: boolean;
  /** Why loading the cart failed. */
  error?: string | null;
  onRetry?: () => void;
  /** Where an empty cart sends the user to pick a plan. */
  choosePlanHref?: string;
  title?: string;
  headingLevel?: 2 | 3;
  locale?: string;
}

export function CartSummary({
  items,
  total,
  currency,
  isLoading = false,
  error,
  onRetry,
  choosePlanHref = '/subscribe',
  title = 'Your order',
  headingLevel = 2,
  locale = DEFAULT_LOCALE,
}: CartSummaryProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const money = (minor: number, code: string) => formatMoney(minor, code || currency, locale);

  let body;
  if (isLoading && items.length === 0) {
    body = (
      <Box display="flex" flexDirection="column" gap="md" aria-busy="true">
        <LiveMessage>Loading your order</LiveMessage>
        <Skeleton lines={2} />
        <Skeleton variant="rect" height={24} />
      </Box>
    );
  } else if (error && items.length === 0) {
    body = <ErrorState title="Your order could not be loaded" message={error} onRetry={onRetry} headingLevel={headingLevel === 2 ? 3 : 4} />;
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon="tv"
        title="Your cart is empty"
        description="Pick a plan first, then come back here to pay for it."
        action={<Link href={choosePlanHref}>Choose a plan</Link>}
        headingLevel={headingLevel === 2 ? 3 : 4}
      />
    );
  } else {
    body = (
      <>
        <Stack as="ul" space="md" className={styles.items}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <Stack space="xxs" className={styles.itemText}>
                <span className={styles.itemName}>{item.name}</span>
                <Text size="small" tone="secondary">
                  Renews every {periodLabel(item.period)} until you cancel
                </Text>
              </Stack>
              <span className={styles.itemPrice}>
                {money(item.price, item.currency)}
                <Text size="small" tone="secondary">
                  {' '}/ {periodLabel(item.period)}
                </Text>
              </span>
            </li>
          ))}
        </Stack>
        <dl className={styles.total}>
          <dt>Total due today</dt>
          <dd className={styles.totalAmount}>{money(total, currency)}</dd>
        </dl>
      </>
    );
  }

  return (
    <Stack as="section" space="lg" className={styles.root} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {body}
    </Stack>
  );
}
