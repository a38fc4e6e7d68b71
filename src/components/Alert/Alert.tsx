// Alert.tsx — an inline message beside the thing it is about: a form's failure, a confirmation, a notice.
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import * as styles from './Alert.css';

export interface AlertProps {
  tone?: 'critical' | 'success' | 'info' | 'warning';
  /** Optional bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  /** Trailing actions (a retry button, a link). */
  action?: ReactNode;
  className?: string;
}

const ICONS: Record<NonNullable<AlertProps['tone']>, IconName> = { critical: 'alert', success: 'success', info: 'info', warning: 'alert' };

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
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.text}>{children}</div>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
