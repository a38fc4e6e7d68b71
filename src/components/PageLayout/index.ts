export { MAIN_ID, PageLayout, type PageLayoutProps } from './PageLayout';
export { pageWidths, type PageWidth } from './PageLayout.css';
