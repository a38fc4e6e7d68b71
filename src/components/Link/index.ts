export { Link, LinkComponentProvider, useLinkComponent, type LinkProps, type LinkComponentProps } from './Link';
