export { ChannelLogo, type ChannelLogoProps } from './ChannelLogo';
