export { TrashList, type TrashItem, type TrashListProps } from './TrashList';
