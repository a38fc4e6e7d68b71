// TvGuidePage.tsx — `/tvguide`: every channel's programmes over a day, filtered by category (?category=), on a chosen day (?day=).
import { Stack } from '../../../components/Stack';
import { TvGuideContainer } from '../../../features/guide/TvGuideContainer';
import { useDocumentTitle } from '../../useDocumentTitle';
import * as styles from './GuidePage.css';

export default function TvGuidePage() {
  useDocumentTitle('TV guide');
  return (
    <Stack space="lg" className={styles.page}>
      <h1 className={styles.title}>TV guide</h1>
      <TvGuideContainer />
    </Stack>
  );
}
