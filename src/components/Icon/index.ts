export { Icon, type IconProps } from './Icon';
export { iconPaths, type IconName } from './paths';
