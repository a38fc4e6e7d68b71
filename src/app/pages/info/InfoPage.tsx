// InfoPage.tsx — renders one information page: title, summary, contents, sections; in-app links navigate.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/Link';
import { isInternalHref } from '../../RouterLink';
import { useDocumentTitle } from '../../useDocumentTitle';
import type { InfoContent } from './content/types';
import * as styles from './InfoPage.css';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

export function InfoPage({ content }: { content: InfoContent }) {
  useDocumentTitle(content.title);
  const navigate = useNavigate();

  // The texts are plain markup with plain <a href="/…">; route those inside the app instead of reloading.
  // Delegated from the article (links stay ordinary links: Enter on one fires the same click).
  const articleRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const article = articleRef.current;
    if (!article) return;
    const onClick = (event: MouseEvent) => {
      const href = (event.target as HTMLElement).closest('a')?.getAttribute('href');
      if (!href || !isInternalHref(href) || event.defaultPrevented) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(href);
    };
    article.addEventListener('click', onClick);
    return () => article.removeEventListener('click', onClick);
  }, [navigate]);

  return (
    <article ref={articleRef} className={styles.article} aria-labelledby="info-title">
      <h1 id="info-title" className={styles.title}>
        {content.title}
      </h1>
      <p className={styles.summary}>{content.summary}</p>
      <p className={styles.updated}>
        Last updated <time dateTime={content.updated}>{dateFormat.format(new Date(content.updated))}</time>
      </p>
      <nav className={styles.toc} aria-label="On this page">
        <h2 className={styles.tocTitle}>On this page</h2>
        <ol className={styles.tocList}>
          {content.sections.map((section) => (
            <li key={section.id}>
              <Link href={`#${section.id}`}>{section.heading}</Link>
            </li>
          ))}
        </ol>
      </nav>
      {content.sections.map((section) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`} className={styles.sectionHeading}>
            {section.heading}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
