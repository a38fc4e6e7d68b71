// PageLayout.tsx — the frame of every page: header, the main content column, footer kept at the bottom.
import type { ReactNode } from 'react';
import { Stack } from '../Stack';
import { stackClass } from '../theme/layoutClasses';
import * as styles from './PageLayout.css';

/** The main landmark's id: the skip link's target, and what a new page focuses (app/layouts/RootLayout.tsx). */
export const MAIN_ID = 'main';

export interface PageLayoutProps {
  /** Usually an AppHeader, whose skip link targets this layout's <main id="main">. */
  header?: ReactNode;
  footer?: ReactNode;
  /** Maximum width of the content column; `full` is edge to edge with no padding. */
  width?: styles.PageWidth;
  children?: ReactNode;
}

export function PageLayout({ header, footer, width = 'regular', children }: PageLayoutProps) {
  return (
    <Stack space="none" className={styles.root}>
      {header}
      {/* tabIndex -1: focusable from the skip link, but not a stop when tabbing. */}
      <main id={MAIN_ID} tabIndex={-1} className={`${stackClass('none')} ${styles.main}`}>
        <div className={styles.column({ width })}>{children}</div>
      </main>
      {footer}
    </Stack>
  );
}
