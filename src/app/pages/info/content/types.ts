// types.ts — the shape of an information page's content, shared by the page modules and the page component.
import type { ReactNode } from 'react';

export interface InfoSection {
  /** A URL-fragment slug, unique within the page (used by the table of contents). */
  id: string;
  /** Rendered as the section's h2 and as its entry in the table of contents. */
  heading: string;
  /** Paragraphs, lists, h3 subheadings, definition lists and plain links. */
  body: ReactNode;
}

export interface InfoContent {
  /** The route, e.g. '/privacy-policy'. */
  path: string;
  /** Becomes the page's h1 and its document title. */
  title: string;
  /** One or two sentences shown under the title and used as the meta description. */
  summary: string;
  /** ISO date of the last revision. */
  updated: string;
  sections: InfoSection[];
}
