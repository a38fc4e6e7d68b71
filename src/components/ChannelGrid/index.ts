export { ChannelGrid, type ChannelGridProps } from './ChannelGrid';
export type { ChannelCollectionProps } from './ChannelCollection';
