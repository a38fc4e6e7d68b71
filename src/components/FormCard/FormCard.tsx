// FormCard.tsx — a single-task page panel (log in, register, reset a password): heading, intro, the form, a footer.
import type { ReactNode } from 'react';
import { Text } from '../Text';
import { stackClass } from '../theme/layoutClasses';
import * as styles from './FormCard.css';

export interface FormCardProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Links to the neighbouring tasks ("No account yet? Register"). */
  footer?: ReactNode;
  /** 1 when the card is the page's main content (the default), 2 inside a page with its own h1. */
  headingLevel?: 1 | 2;
  /** The heading's id, for a form or region labelled by it. */
  titleId?: string;
}

export function FormCard({ title, description, children, footer, headingLevel = 1, titleId }: FormCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={stackClass('sm')}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {description && (
          <Text as="p" tone="secondary">
            {description}
          </Text>
        )}
      </div>
      <div className={styles.content}>{children}</div>
      {footer && <div className={`${stackClass('xs')} ${styles.footer}`}>{footer}</div>}
    </section>
  );
}
