// OrderConfirmation.tsx — the receipt after a successful payment: what was bought, for how much, with which card.
import { useId, type ReactNode } from 'react';
import { BRAND_NAMES, type CardBrand } from '../CardForm';
import { Icon } from '../Icon';
import { DEFAULT_LOCALE, formatMoney } from '../PlanCard';
import { Stack } from '../Stack';
import { stackClass } from '../theme/layoutClasses';
import * as styles from './OrderConfirmation.css';

export interface ConfirmedOrder {
  id: number;
  /** The plan's name. */
  name: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /** As the provider names it: visa, mastercard, amex, discover. */
  cardBrand: string;
  cardLast4: string;
}

export interface OrderConfirmationProps {
  orders: readonly ConfirmedOrder[];
  title?: string;
  description?: ReactNode;
  /** Where to go next (links). */
  actions?: ReactNode;
  headingLevel?: 1 | 2;
  locale?: string;
}

const brandName = (brand: string): string => (brand in BRAND_NAMES ? BRAND_NAMES[brand as CardBrand] : brand ? brand[0]!.toUpperCase() + brand.slice(1) : 'Card');

export function OrderConfirmation({
  orders,
  title = 'Payment successful',
  description = 'Your plan is active now, and its channels are unlocked.',
  actions,
  headingLevel = 2,
  locale = DEFAULT_LOCALE,
}: OrderConfirmationProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Stack as="section" space="lg" align="center" className={styles.root} aria-labelledby={titleId}>
      <span className={styles.icon}>
        <Icon name="success" size={32} />
      </span>
      {/* A polite status, so the outcome is announced when this replaces the form; <output> is for computed results. */}
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role */}
      <div role="status" className={stackClass('xs')}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {orders.map((order) => (
        <Stack as="dl" key={order.id} space="sm" className={styles.details} aria-label={`Order ${order.id}`}>
          <div className={styles.row}>
            <dt>Plan</dt>
            <dd>{order.name}</dd>
          </div>
          <div className={styles.row}>
            <dt>Amount</dt>
            <dd>{formatMoney(order.amount, order.currency, locale)}</dd>
          </div>
          <div className={styles.row}>
            <dt>Paid with</dt>
            <dd>
              {brandName(order.cardBrand)} ending in {order.cardLast4}
            </dd>
          </div>
          <div className={styles.row}>
            <dt>Order number</dt>
            <dd>{order.id}</dd>
          </div>
        </Stack>
      ))}
      {actions && <div className={styles.actions}>{actions}</div>}
    </Stack>
  );
}
