export { ChannelCard, type ChannelCardProps, type ChannelSummary } from './ChannelCard';
