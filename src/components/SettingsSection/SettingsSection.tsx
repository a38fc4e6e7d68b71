// SettingsSection.tsx — one titled block of the settings page (profile, password, email, subscriptions, orders).
import type { ReactNode } from 'react';
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
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {description && <p className={styles.description}>{description}</p>}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
