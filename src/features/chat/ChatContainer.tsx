// ChatContainer.tsx — the general chat room bound to the chat atoms: last 50 messages, live updates while shown, sending.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { ChatPanel, type ChatPanelMessage } from '../../components/ChatPanel';
import { loginHrefFor } from '../shared/returnTo';
import { isAuthenticatedAtom, sessionSettingsAtom, userAtom } from '../session/atoms';
import { viewerTimeZone } from '../shared/format';
import { chatStateAtom, connectChatAtom, loadChatAtom, sendChatMessageAtom } from './atoms';

export function ChatContainer({ title }: { title?: string }) {
  const { messages, isLoading, error, isLive } = useAtomValue(chatStateAtom);
  const load = useSetAtom(loadChatAtom);
  const connect = useSetAtom(connectChatAtom);
  const send = useSetAtom(sendChatMessageAtom);
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const user = useAtomValue(userAtom);
  const ownNickname = useAtomValue(sessionSettingsAtom)?.chat.login ?? user?.nickname ?? null;
  const timeZone = viewerTimeZone(user?.homeLocation.timezone);
  const { pathname, search } = useLocation();

  // Load the history first, then listen from its last message, so nothing is missed or shown twice.
  useEffect(() => {
    const controller = new AbortController();
    let disconnect: (() => void) | undefined;
    void load({ signal: controller.signal }).then(() => {
      if (!controller.signal.aborted) disconnect = connect();
    });
    return () => {
      controller.abort();
      disconnect?.();
    };
  }, [load, connect]);

  const timeFormat = useMemo(() => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }), [timeZone]);
  const shown: ChatPanelMessage[] = messages.map((message) => ({
    id: message.id,
    nickname: message.user.nickname,
    text: message.text,
    time: timeFormat.format(message.createdAt * 1000),
    dateTime: new Date(message.createdAt * 1000).toISOString(),
    isOwn: ownNickname !== null && message.user.nickname === ownNickname,
  }));

  return (
    <ChatPanel
      title={title}
      messages={shown}
      isLoading={isLoading}
      error={error}
      onRetry={() => void load()}
      isLive={isLive}
      canSend={isAuthenticated}
      loginHref={loginHrefFor(pathname + search)}
      onSend={async (text) => {
        const result = await send(text);
        return result.ok ? true : result.error;
      }}
    />
  );
}
