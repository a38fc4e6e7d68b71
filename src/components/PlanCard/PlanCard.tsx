// PlanCard.tsx — one subscription plan: price per period, what it includes, and the way to choose it.
import { useId } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import { DEFAULT_LOCALE, formatMoney, periodLabel } from './money';
import * as styles from './PlanCard.css';

/** available: can be chosen; current: the user's plan; included: part of what the user has (the free tier). */
export type PlanStatus = 'available' | 'current' | 'included';

export interface PlanCardProps {
  name: string;
  description?: string;
  /** Minor units (999 = 9.99); 0 reads as "Free". */
  price: number;
  /** ISO 4217 code, e.g. "EUR". */
  currency: string;
  /** "month" | "year" as the provider sends it. */
  period: string;
  features: readonly string[];
  /** Names of the channel groups the plan unlocks. */
  channelGroups?: readonly string[];
  status?: PlanStatus;
  /** Choosing this plan is in flight. */
  isBusy?: boolean;
  /** Fits the card's title into the page outline (default 2: the cards sit under the page's h1). */
  headingLevel?: 2 | 3 | 4;
  locale?: string;
  onChoose: () => void;
}

const STATUS_LABEL: Record<Exclude<PlanStatus, 'available'>, string> = { current: 'Current plan', included: 'Included' };

export function PlanCard({
  name,
  description,
  price,
  currency,
  period,
  features,
  channelGroups = [],
  status = 'available',
  isBusy = false,
  headingLevel = 2,
  locale = DEFAULT_LOCALE,
  onChoose,
}: PlanCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const isFree = price === 0;
  const unit = periodLabel(period);

  return (
    <Stack as="article" space="md" className={styles.card({ status })} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.name}>
          {name}
        </Heading>
        {status !== 'available' && (
          <Badge tone={status === 'current' ? 'success' : 'neutral'} size="small" icon="check">
            {STATUS_LABEL[status]}
          </Badge>
        )}
      </div>

      <p className={styles.price}>
        {isFree ? (
          <span className={styles.amount}>Free</span>
        ) : (
          <>
            <span className={styles.amount}>{formatMoney(price, currency, locale)}</span>
            {/* "/ month" reads badly aloud; screen readers hear "per month" instead. */}
            <span className={styles.period} aria-hidden="true">
              {' '}/ {unit}
            </span>
            <VisuallyHidden> per {unit}</VisuallyHidden>
          </>
        )}
      </p>

      {description && (
        <Text as="p" tone="secondary" className={styles.description}>
          {description}
        </Text>
      )}

      {features.length > 0 && (
        <Stack as="ul" space="sm" className={styles.features} aria-label={`${name} includes`}>
          {features.map((feature) => (
            <li key={feature} className={styles.feature}>
              <Icon name="check" size={16} className={styles.featureIcon} />
              <span>{feature}</span>
            </li>
          ))}
        </Stack>
      )}

      {channelGroups.length > 0 && (
        <Stack space="xs">
          <Text as="p" size="xsmall" weight="strong" tone="secondary" className={styles.groupsLabel} id={`${titleId}-groups`}>
            Channel groups
          </Text>
          <ul className={styles.groupList} aria-labelledby={`${titleId}-groups`}>
            {channelGroups.map((group) => (
              <li key={group}>
                <Badge tone="premium" size="small">
                  {group}
                </Badge>
              </li>
            ))}
          </ul>
        </Stack>
      )}

      <div className={styles.footer}>
        {status === 'available' ? (
          <Button variant="primary" fullWidth isLoading={isBusy} onClick={onChoose}>
            Choose {name}
          </Button>
        ) : (
          // Disabled rather than hidden: the same place on every card says why there is nothing to buy.
          <Button variant="secondary" fullWidth disabled>
            {STATUS_LABEL[status]}
          </Button>
        )}
      </div>
    </Stack>
  );
}
