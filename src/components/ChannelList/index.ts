export { ChannelList, type ChannelListProps } from './ChannelList';
