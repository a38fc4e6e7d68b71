// WatchDefaultLink.tsx — the session's default channel (playOnStart) one click away: "Watch FTV One".
import { useAtomValue } from 'jotai';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { playOnStartAtom } from '../session/atoms';
import { channelsAtom } from '../shared/lineup';
import * as styles from './WatchDefaultLink.css';

export function WatchDefaultLink() {
  const playOnStart = useAtomValue(playOnStartAtom);
  const channels = useAtomValue(channelsAtom);
  // Without a default from the provider, the first channel of the lineup stands in.
  const channel = (playOnStart !== null ? channels.find((c) => c.id === playOnStart) : undefined) ?? (playOnStart === null ? channels[0] : undefined);
  const id = playOnStart ?? channel?.id;
  if (id === undefined) return null;
  return (
    <Link href={`/tv/${id}`} tone="neutral" className={styles.link}>
      <Icon name="playFilled" size={20} />
      {channel ? `Watch ${channel.title}` : 'Watch live TV'}
    </Link>
  );
}
