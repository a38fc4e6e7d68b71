export { ListStatus, type ListStatusProps } from './ListStatus';
