// SettingsSection.tsx — one titled block of the settings page (profile, password, email, subscriptions, orders).
import type { ReactNode } from 'react';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { stackClass } from '../theme/layoutClasses';
import * as styles from './SettingsSection.css';

export interface SettingsSectionProps {
  /** Also the target of the page's section links (`#id`). */
  id: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className={styles.section} aria-labelledby={titleId}>
      <header className={`${stackClass('xs')} ${styles.header}`}>
        {/* Each section is an h2 of the settings page, drawn a step smaller than the page's own sections. */}
        <Heading level="3" as="h2" id={titleId}>
          {title}
        </Heading>
        {description && (
          <Text as="p" tone="secondary" size="small">
            {description}
          </Text>
        )}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
