export { StorageMeter, type StorageMeterProps } from './StorageMeter';
