// RuleAirings.tsx — what a rule books and what it skips (and why), in two short lists; shared by the rule list and the rule dialog's preview.
import { Heading } from '../Heading';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { Text } from '../Text';
import type { RuleAiringView } from './types';
import * as styles from './RuleAirings.css';

export interface RuleAiringsProps {
  airings: readonly RuleAiringView[];
  /** The two lists' heading level, one under the heading they sit in. */
  headingLevel: 3 | 4 | 5;
  /**
   * At most this many of each list are drawn, then "and N more": a daily news series or a broad keyword
   * can match dozens of airings a week, and a long list would bury the other rules (or the dialog's form).
   */
  limit?: number;
  className?: string;
}

export function RuleAirings({ airings, headingLevel, limit = 20, className }: RuleAiringsProps) {
  const booked = airings.filter((airing) => airing.outcome === 'booked');
  const skipped = airings.filter((airing) => airing.outcome === 'skipped');
  return (
    <Stack space="md" className={className}>
      <AiringGroup title="Will record" airings={booked} headingLevel={headingLevel} limit={limit} empty="Nothing: every match is skipped." />
      {skipped.length > 0 && <AiringGroup title="Will skip" airings={skipped} headingLevel={headingLevel} limit={limit} empty="" />}
    </Stack>
  );
}

interface AiringGroupProps {
  title: string;
  airings: readonly RuleAiringView[];
  headingLevel: 3 | 4 | 5;
  limit: number;
  empty: string;
}

function AiringGroup({ title, airings, headingLevel, limit, empty }: AiringGroupProps) {
  const shown = airings.slice(0, limit);
  const more = airings.length - shown.length;
  return (
    <Stack space="xs">
      <Heading level="4" as={`h${headingLevel}`}>
        {title} ({airings.length})
      </Heading>
      {airings.length === 0 ? (
        <Text as="p" size="small" tone="secondary">
          {empty}
        </Text>
      ) : (
        <ul className={styles.list}>
          {shown.map((airing) => (
            <li key={airing.key} className={styles.item}>
              <Text as="p" size="small" weight="medium" className={styles.title}>
                {airing.href ? (
                  <Link href={airing.href}>{airing.title}</Link>
                ) : (
                  airing.title
                )}
              </Text>
              <Text as="p" size="small" tone="secondary">
                {airing.channel} · {airing.when}
              </Text>
              {airing.reason && (
                <Text as="p" size="small" className={styles.reason}>
                  {airing.reason}
                </Text>
              )}
            </li>
          ))}
        </ul>
      )}
      {more > 0 && (
        <Text as="p" size="small" tone="secondary">
          and {more} more
        </Text>
      )}
    </Stack>
  );
}
