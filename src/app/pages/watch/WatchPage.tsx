// WatchPage.tsx — `/tv/{channelId}`: live TV. One page element for every channel, so zapping only changes the param (full screen survives).
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { ChatContainer } from '../../../features/chat/ChatContainer';
import { WatchContainer } from '../../../features/player/WatchContainer';
import { useDocumentTitle } from '../../useDocumentTitle';
import ErrorPage from '../ErrorPage';

export default function WatchPage() {
  const { channelId = '' } = useParams();
  const valid = /^[1-9][0-9]{0,9}$/.test(channelId);
  // The container tells when the id is no channel; that answer is about this id only, so another id starts unknown again
  // (reset while rendering, not in an effect: the next channel must not flash the not-found page).
  const [notFound, setNotFound] = useState(false);
  const [askedId, setAskedId] = useState(channelId);
  if (askedId !== channelId) {
    setAskedId(channelId);
    setNotFound(false);
  }
  const onNotFound = useCallback(() => setNotFound(true), []);
  useDocumentTitle(valid && !notFound ? 'Watch live TV' : 'Page not found');
  if (!valid || notFound) return <ErrorPage kind="not-found" />;
  // No key on the channel: the container (and the player's element) must stay mounted across zaps.
  return <WatchContainer channelId={Number(channelId)} onNotFound={onNotFound} chat={<ChatContainer />} />;
}
