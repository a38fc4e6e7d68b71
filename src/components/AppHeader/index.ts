export { AppHeader, type AppHeaderProps, type AppHeaderNavItem } from './AppHeader';
