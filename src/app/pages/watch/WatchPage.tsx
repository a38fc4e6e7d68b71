// WatchPage.tsx — `/tv/{channelId}`: live TV. One page element for every channel, so zapping only changes the param (full screen survives).
import { useParams } from 'react-router';
import { WatchContainer } from '../../../features/player/WatchContainer';
import { useDocumentTitle } from '../../useDocumentTitle';
import ErrorPage from '../ErrorPage';

export default function WatchPage() {
  const { channelId = '' } = useParams();
  const valid = /^[1-9][0-9]{0,9}$/.test(channelId);
  useDocumentTitle(valid ? 'Watch live TV' : 'Page not found');
  if (!valid) return <ErrorPage kind="not-found" />;
  // No key on the channel: the container (and the player's element) must stay mounted across zaps.
  return <WatchContainer channelId={Number(channelId)} />;
}
