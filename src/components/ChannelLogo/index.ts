export { ChannelLogo, type ChannelLogoProps } from './ChannelLogo';
export { channelLogoSizes, type ChannelLogoSize } from './ChannelLogo.css';
