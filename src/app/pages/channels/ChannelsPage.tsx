// ChannelsPage.tsx — `/channels` and `/channels/{category}`: every live channel, filterable and searchable.
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { Stack } from '../../../components/Stack';
import { channelsAtom } from '../../../features/shared/lineup';
import { categoriesOf } from '../../../features/channels/browse';
import { ChannelsContainer } from '../../../features/channels/ChannelsContainer';
import { useDocumentTitle } from '../../useDocumentTitle';
import * as styles from './ChannelsPage.css';

export default function ChannelsPage() {
  const { category } = useParams();
  const slug = category ? category.toLowerCase() : null;
  const channels = useAtomValue(channelsAtom);
  const label = useMemo(() => (slug ? (categoriesOf(channels).find((c) => c.value === slug)?.label ?? null) : null), [channels, slug]);
  const title = label ? `${label} channels` : 'Channels';
  useDocumentTitle(title);
  return (
    <Stack space="lg" className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <ChannelsContainer category={slug} categoryLabel={label} />
    </Stack>
  );
}
