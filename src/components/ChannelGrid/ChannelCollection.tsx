// ChannelCollection.tsx — what the channel grid and list share: their props, and the loading, error and empty states.
import type { ReactNode } from 'react';
import type { ChannelSummary } from '../ChannelCard';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { LiveMessage } from '../Field';
import type { TimeFormatOptions } from '../format';

export interface ChannelCollectionProps extends TimeFormatOptions {
  channels: readonly ChannelSummary[];
  /** Clock for the progress bars (unix seconds). */
  currentTime: number;
  /** Names the list for screen readers ("Channels", "News channels"). */
  label: string;
  isLoading?: boolean;
  /** How many placeholders to show while loading. */
  skeletonCount?: number;
  /** Loading failed: what to say. Shown instead of the channels, with a retry if `onRetry` is given. */
  error?: ReactNode;
  onRetry?: () => void;
  isRetrying?: boolean;
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** Where a channel leads; default `/tv/{id}`. */
  hrefFor?: (channel: ChannelSummary) => string;
  /** Premium channels the viewer cannot watch (shown with a lock). */
  isLocked?: (channel: ChannelSummary) => boolean;
  /** The favourite toggle for a channel, if favourites apply. */
  renderFavourite?: (channel: ChannelSummary) => ReactNode;
  /** Channels whose now/next are still loading. */
  isGuideLoading?: (channel: ChannelSummary) => boolean;
  onIntent?: (channelId: number) => void;
  /** Heading level of each channel's name, to fit the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** The error or empty state, or null when there are channels (or placeholders) to show. */
export function collectionFallback({
  channels,
  isLoading,
  error,
  onRetry,
  isRetrying,
  emptyTitle = 'No channels here',
  emptyDescription,
  emptyAction,
  headingLevel = 3,
}: ChannelCollectionProps): ReactNode {
  const level = Math.max(2, headingLevel - 1) as 2 | 3;
  if (error) {
    return <ErrorState title="Channels could not be loaded" message={error} onRetry={onRetry} isRetrying={isRetrying} headingLevel={level} />;
  }
  if (!isLoading && channels.length === 0) {
    return <EmptyState icon="tv" title={emptyTitle} description={emptyDescription} action={emptyAction} headingLevel={level} />;
  }
  return null;
}

export function LoadingMessage({ label }: { label: string }) {
  return <LiveMessage>Loading {label.toLowerCase()}</LiveMessage>;
}
