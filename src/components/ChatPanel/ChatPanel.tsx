// ChatPanel.tsx — the live chat: a message log that sticks to the newest line, and a composer for logged-in users.
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert } from '../Alert';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Link } from '../Link';
import { Spinner } from '../Spinner';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { text } from '../Text/Text.css';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './ChatPanel.css';

export interface ChatPanelMessage {
  id: number;
  nickname: string;
  text: string;
  /** Formatted for the viewer ("20:41"). */
  time: string;
  /** Machine-readable time for <time dateTime>. */
  dateTime: string;
  isOwn?: boolean;
}

export interface ChatPanelProps {
  title?: string;
  messages: readonly ChatPanelMessage[];
  isLoading?: boolean;
  /** Loading failed ('Failed to load chat messages'). */
  error?: string | null;
  onRetry?: () => void;
  /** The live stream is connected. */
  isLive?: boolean;
  /** false for visitors: the composer is replaced by an invitation to log in. */
  canSend: boolean;
  loginHref: string;
  /** Resolves true when the message was accepted (the composer then empties), else an error to show. */
  onSend: (text: string) => Promise<true | string>;
  maxLength?: number;
}

/** Within this distance of the bottom the log follows new messages; further up, the reader is left in peace. */
const STICK_THRESHOLD_PX = 48;

export function ChatPanel({ title = 'Chat', messages, isLoading = false, error, onRetry, isLive = false, canSend, loginHref, onSend, maxLength = 500 }: ChatPanelProps) {
  const logRef = useRef<HTMLDivElement>(null);
  const atBottomRef = useRef(true);
  const [hasUnseen, setHasUnseen] = useState(false);
  const [draft, setDraft] = useState('');
  const [isSending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const lastId = messages.at(-1)?.id;

  // Before paint, so the log never flashes at the old position when a message arrives.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    if (atBottomRef.current) log.scrollTop = log.scrollHeight;
    // Whether the reader is scrolled up is known only from the DOM, hence state set from this effect.
    // oxlint-disable-next-line react/set-state-in-effect
    else if (lastId !== undefined) setHasUnseen(true);
  }, [lastId]);

  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const onScroll = () => {
      atBottomRef.current = log.scrollHeight - log.scrollTop - log.clientHeight <= STICK_THRESHOLD_PX;
      if (atBottomRef.current) setHasUnseen(false);
    };
    log.addEventListener('scroll', onScroll, { passive: true });
    // A reader at the newest message stays there when the log changes size: a notice under the composer takes room, or
    // the messages' font arrives and their lines grow.
    const keepAtBottom = new ResizeObserver(() => {
      if (atBottomRef.current) log.scrollTop = log.scrollHeight;
    });
    keepAtBottom.observe(log);
    if (log.firstElementChild) keepAtBottom.observe(log.firstElementChild);
    return () => {
      log.removeEventListener('scroll', onScroll);
      keepAtBottom.disconnect();
    };
  }, []);

  const jumpToNewest = () => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
    atBottomRef.current = true;
    setHasUnseen(false);
  };

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const text = draft.trim();
    if (!text || isSending) return;
    setSending(true);
    setSendError(null);
    const outcome = await onSend(text);
    setSending(false);
    if (outcome === true) {
      setDraft('');
      jumpToNewest();
    } else setSendError(outcome);
  };

  // Enter sends, Shift+Enter makes a new line: what chat users expect.
  const onComposerKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event);
  };

  const headingId = 'chat-panel-title';
  return (
    <Stack as="section" space="none" className={styles.panel} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={text({ weight: 'strong' })}>
          {title}
        </h2>
        {isLive && (
          <Badge tone="live" size="small">
            Live
          </Badge>
        )}
      </header>
      <Stack space="none" className={styles.body}>
        {isLoading && messages.length === 0 && (
          <div className={styles.centre}>
            <Spinner label="Loading messages" />
          </div>
        )}
        {error && (
          <div className={styles.centre}>
            <Alert tone="critical" action={onRetry && <Button size="small" onClick={onRetry}>Try again</Button>}>
              {error}
            </Alert>
          </div>
        )}
        {!isLoading && !error && messages.length === 0 && (
          <Text as="p" size="small" tone="secondary" align="center" className={styles.empty}>
            No messages yet. Say hello!
          </Text>
        )}
        {/* Focusable so keyboard users can scroll back through the conversation (axe: scrollable-region-focusable). */}
        {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div ref={logRef} className={styles.log} role="log" aria-label="Chat messages" tabIndex={0}>
          <Stack as="ol" space="sm" className={styles.list}>
          {messages.map((message) => (
            <Stack as="li" key={message.id} space="xxs" className={styles.message({ own: Boolean(message.isOwn) })}>
              <span className={styles.meta}>
                <span className={styles.nickname}>{message.nickname}</span>
                {message.isOwn && <VisuallyHidden> (you)</VisuallyHidden>}
                <time className={`${text({ size: 'xsmall', tone: 'secondary' })} ${styles.time}`} dateTime={message.dateTime}>
                  {message.time}
                </time>
              </span>
              <span className={styles.text}>{message.text}</span>
            </Stack>
          ))}
          </Stack>
        </div>
        {hasUnseen && (
          <button type="button" className={styles.unseen} onClick={jumpToNewest}>
            New messages ↓
          </button>
        )}
      </Stack>
      {canSend ? (
        <form className={styles.composer} onSubmit={(event) => void send(event)} aria-label="Send a message">
          <label className={styles.composerLabel}>
            <VisuallyHidden>Message</VisuallyHidden>
            <textarea
              className={styles.input}
              rows={2}
              value={draft}
              maxLength={maxLength}
              placeholder="Write a message…"
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onComposerKey}
              aria-invalid={sendError ? true : undefined}
              aria-describedby={sendError ? 'chat-send-error' : undefined}
            />
          </label>
          <Button type="submit" variant="primary" isLoading={isSending} disabled={!draft.trim() && !isSending}>
            Send
          </Button>
          {sendError && (
            <Text as="p" id="chat-send-error" role="alert" size="small" tone="critical" className={styles.sendError}>
              {sendError}
            </Text>
          )}
        </form>
      ) : (
        <Text as="p" size="small" tone="secondary" className={styles.visitor}>
          <Link href={loginHref}>Log in</Link> to join the chat.
        </Text>
      )}
    </Stack>
  );
}
