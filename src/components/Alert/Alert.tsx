// Alert.tsx — an inline message beside the thing it is about: a form's failure, a confirmation, a notice.
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { variantOptions } from '../theme/recipeVariants';
import * as styles from './Alert.css';

export type AlertTone = NonNullable<styles.AlertVariants['tone']>;
/** The recipe's tones as a list, for stories' controls: adding one to the recipe adds it here. */
export const alertTones = variantOptions(styles.alert, 'tone');

export interface AlertProps {
  tone?: AlertTone;
  /** Optional bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  /** Trailing actions (a retry button, a link). */
  action?: ReactNode;
  className?: string;
}

const ICONS: Record<AlertTone, IconName> = { critical: 'alert', success: 'success', info: 'info', warning: 'alert' };

/**
 * Critical alerts interrupt (role=alert) because the user's last action failed; the other tones are
 * polite status messages, so a confirmation does not cut into what a screen reader is saying.
 */
export function Alert({ tone = 'info', title, children, action, className }: AlertProps) {
  return (
    <div role={tone === 'critical' ? 'alert' : 'status'} className={[styles.alert({ tone }), className].filter(Boolean).join(' ')}>
      <span className={styles.icon({ tone })}>
        <Icon name={ICONS[tone]} size={20} />
      </span>
      <Stack space="xxs" className={styles.body}>
        {title && (
          <Text as="p" size="small" weight="strong">
            {title}
          </Text>
        )}
        {children && <div>{children}</div>}
      </Stack>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
