// useDocumentTitle.ts — every page names itself in the tab and to screen readers: "Page — FTV".
import { useEffect } from 'react';

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} — FTV` : 'FTV — Live TV';
  }, [title]);
}
